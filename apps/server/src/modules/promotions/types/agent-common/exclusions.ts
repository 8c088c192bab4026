import type { AgentExclusion } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import type { InviteeFacts, TypeContext } from '../promotion-type.ts';
import { directExclusion, secondLevelExclusion } from './rules.ts';

export type Level = 1 | 2;
export const exclusionKey = (level: Level, inviteeId: number): string => `${level}:${inviteeId}`;

/**
 * Why each of these invitees of an agent (level 1: the agent's own; level 2: theirs) does not
 * count for the agent now, null when they do, read from the accounts' facts in the caller's
 * transaction. Keyed by exclusionKey.
 */
export async function exclusionsFor(
  ctx: Pick<TypeContext, 'invitees' | 'invitersOf' | 'shareDevice'>, q: Queryable, agentId: number,
  rows: ReadonlyArray<{ inviteeId: number; level: Level }>,
): Promise<Map<string, AgentExclusion | null>> {
  const out = new Map<string, AgentExclusion | null>();
  if (rows.length === 0) return out;
  const direct = new Map((await ctx.invitees(agentId, q)).map((i) => [i.playerId, i]));
  const second = [...new Set(rows.filter((r) => r.level === 2).map((r) => r.inviteeId))];
  const middles = await ctx.invitersOf(second, q);
  const inviteesOf = new Map<number, Map<number, InviteeFacts>>();
  for (const row of rows) {
    const key = exclusionKey(row.level, row.inviteeId);
    if (out.has(key)) continue;
    if (row.inviteeId === agentId) { out.set(key, 'sameDevice'); continue; }
    if (row.level === 1) { out.set(key, directExclusion(direct.get(row.inviteeId))); continue; }
    const middle = middles.get(row.inviteeId);
    if (middle === undefined) { out.set(key, 'upline'); continue; }
    if (!inviteesOf.has(middle)) inviteesOf.set(middle, new Map((await ctx.invitees(middle, q)).map((i) => [i.playerId, i])));
    const sharesDevice = await ctx.shareDevice(row.inviteeId, agentId, q);
    out.set(key, secondLevelExclusion(inviteesOf.get(middle)!.get(row.inviteeId), sharesDevice, direct.get(middle)));
  }
  return out;
}
