import type { AgentCountSettings, AgentCountState, AgentInviteRow } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import { isQualifiedInvitee, qualifiedInvitees, qualifyingSince } from '../../referral-rules.ts';
import { levelOneBets } from '../agent/commission-store.ts';
import type { InviteeFacts, TypeContext, TypedInstance } from '../promotion-type.ts';
import { drawsUsed, playerDraws } from './draw-store.ts';
import { allowance, awardStatus, chances } from './rules.ts';
import type { AgentCountEntry } from './rules.ts';

export type Settings = AgentCountSettings;
const DRAWS_SHOWN = 50;

export const ruleOf = (instance: TypedInstance<Settings>) => ({ since: qualifyingSince(instance), qualifyingDeposit: instance.settings.qualifyingDeposit });

/** How many of the player's invitees qualify for the instance, read in the caller's transaction when given one. */
export async function qualifiedCount(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number, q?: Queryable): Promise<{ invitees: InviteeFacts[]; qualified: number }> {
  const invitees = await ctx.invitees(playerId, q);
  return { invitees, qualified: qualifiedInvitees(invitees, ruleOf(instance)).length };
}

export async function agentCountState(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number): Promise<AgentCountState> {
  const [{ invitees, qualified }, used, draws, entry] = await Promise.all([
    qualifiedCount(ctx, instance, playerId), drawsUsed(ctx.db, instance.id, playerId), playerDraws(ctx.db, instance.id, playerId, DRAWS_SHOWN),
    ctx.entry(instance.id, playerId) as Promise<AgentCountEntry | null>,
  ]);
  const s = instance.settings;
  const withChances = (prizes: Settings['scratchPrizes']) => {
    const c = chances(prizes);
    return prizes.map((p, i) => ({ items: p.items.map((item) => ({ ...item })), chance: c[i]! }));
  };
  return {
    instanceId: instance.id, qualifyingDeposit: s.qualifyingDeposit, invitesPerCard: s.invitesPerCard, invitesPerChance: s.invitesPerChance,
    inviteCount: invitees.length, qualifiedCount: qualified,
    cards: (({ earned, used: scratched, left }) => ({ earned, scratched, left }))(allowance(qualified, s.invitesPerCard, used.scratch)),
    chances: allowance(qualified, s.invitesPerChance, used.lottery),
    scratchPrizes: withChances(s.scratchPrizes), lotteryPrizes: withChances(s.lotteryPrizes),
    awards: s.awards.map((tier) => ({ id: tier.id, inviteCount: tier.inviteCount, award: tier.award.map((item) => ({ ...item })), status: awardStatus(tier, qualified, entry) })),
    draws,
  };
}

/** Why an invitee does not qualify, in the order the rule reads. */
function reasonOf(invitee: InviteeFacts, rule: ReturnType<typeof ruleOf>): AgentInviteRow['reason'] {
  if (isQualifiedInvitee(invitee, rule)) return null;
  if (invitee.registeredAt.getTime() < rule.since.getTime()) return 'beforeStart';
  if (invitee.status !== 'active') return 'inactive';
  if (invitee.sharesDeviceWithInviter) return 'sameDevice';
  if (invitee.linked) return 'linked';
  if (!invitee.mobileBound) return 'noMobile';
  return 'deposit';
}

/** The player's invitees, newest first, one page, with their figures. */
export async function inviteRows(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number, page: number, pageSize: number) {
  const invitees = [...(await ctx.invitees(playerId))].reverse();
  const slice = invitees.slice((page - 1) * pageSize, page * pageSize);
  const bets = await levelOneBets(ctx.db, playerId, slice.map((i) => i.playerId));
  const rule = ruleOf(instance);
  const rows: AgentInviteRow[] = slice.map((i) => ({
    playerId: i.playerId, nickname: i.nickname, registeredAt: i.registeredAt.getTime(), mobileBound: i.mobileBound,
    totalRecharge: i.totalRecharge, validBets: bets.get(i.playerId) ?? 0, qualified: reasonOf(i, rule) === null, reason: reasonOf(i, rule),
  }));
  return { rows, total: invitees.length, page, pageSize };
}
