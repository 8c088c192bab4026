import { ActivityType, AgentSettings } from '@casino/contract';
import type { Clock } from '../../../../platform/clock.ts';
import type { Queryable } from '../../../../platform/db.ts';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import type { FeedConsumer, FeedTransfer } from '../../../wallet/index.ts';
import { runningByType } from '../../activity-ids.ts';
import { enabledInstances } from '../../instance-store.ts';
import type { Instance } from '../../instance-store.ts';
import type { Level } from '../agent-common/exclusions.ts';
import type { TypeContext } from '../promotion-type.ts';
import { addBets, openDay, rememberRounds, roundOf } from './commission-store.ts';

/** The consumer's name: its cursor in the wallet's transfer feed. */
export const AGENT_CONSUMER = 'promotions.agent';

interface RowKey { instanceId: number; agentId: number; day: string; inviteeId: number; level: Level }
const keyOf = (k: RowKey) => `${k.instanceId}|${k.agentId}|${k.day}|${k.inviteeId}|${k.level}`;

/** Sums per agent, day, invitee and level. */
class Totals {
  readonly rows = new Map<string, RowKey & { amount: number }>();
  add(key: RowKey, amount: number): void {
    const k = keyOf(key);
    const row = this.rows.get(k) ?? { ...key, amount: 0 };
    row.amount += amount;
    this.rows.set(k, row);
  }
}

/**
 * The feed consumer that counts a referred player's valid bets for their agents: a coin bet
 * counts for the Agent instance running when it was placed, on its Philippine day, for the
 * player's inviter (level 1) and the inviter's inviter (level 2); a rollback takes its stake back
 * from the day its round counted on. A day already settled takes nothing more: what reaches it
 * counts on the current day. All in the transaction that moves the cursor, so each transfer
 * counts exactly once. Who counts for whom is judged at settlement, on the facts then.
 */
export function agentConsumer(ctx: Pick<TypeContext, 'invitersOf'>, clock: Clock): FeedConsumer {
  /** Adds the sums to their days, each opened (and locked) first. */
  async function apply(tx: Queryable, totals: Totals, column: 'bets' | 'refunds'): Promise<void> {
    const now = clock.now();
    const today = philippineDate(now);
    const open = new Map<string, string>();
    // A stable order of the day rows locked, so two writers never wait on each other in a circle.
    const rows = [...totals.rows.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
    for (const row of rows) {
      const dayKey = `${row.instanceId}|${row.agentId}|${row.day}`;
      let day = open.get(dayKey);
      if (day === undefined) {
        day = (await openDay(tx, row, now)) ? row.day : today;
        if (day !== row.day) await openDay(tx, { ...row, day }, now);
        open.set(dayKey, day);
      }
      const [bets, refunds] = column === 'bets' ? [row.amount, 0] : [0, row.amount];
      await addBets(tx, { ...row, day }, bets, refunds);
    }
  }

  /** Each player's agents: level 1 the inviter, level 2 the inviter's inviter (never the player). */
  async function agentsOf(tx: Queryable, players: readonly number[]): Promise<Map<number, Array<{ agentId: number; level: Level }>>> {
    const first = await ctx.invitersOf(players, tx);
    const second = await ctx.invitersOf([...new Set(first.values())], tx);
    const out = new Map<number, Array<{ agentId: number; level: Level }>>();
    for (const player of players) {
      const agents: Array<{ agentId: number; level: Level }> = [];
      const l1 = first.get(player);
      if (l1 !== undefined && l1 !== player) {
        agents.push({ agentId: l1, level: 1 });
        const l2 = second.get(l1);
        if (l2 !== undefined && l2 !== player && l2 !== l1) agents.push({ agentId: l2, level: 2 });
      }
      out.set(player, agents);
    }
    return out;
  }

  async function handle(tx: Queryable, transfers: readonly FeedTransfer[]): Promise<void> {
    const instances = (await enabledInstances(tx, ActivityType.Agent)).filter((i) => AgentSettings.safeParse(i.settings).success);
    if (instances.length === 0) return;
    const runningAt = (at: Date): Instance | undefined => runningByType(instances, at).get(ActivityType.Agent);
    const now = clock.now();

    const bets = transfers.filter((t) => t.asset === 'COIN' && t.kind === 'bet' && t.debitPlayerId !== null);
    const refunds = transfers.filter((t) => t.asset === 'COIN' && t.kind === 'betRefund' && t.creditPlayerId !== null);
    const players = [...new Set([...bets.map((t) => t.debitPlayerId!), ...refunds.map((t) => t.creditPlayerId!)])];
    if (players.length === 0) return;
    const agents = await agentsOf(tx, players);

    const betTotals = new Totals();
    const rounds = new Map<string, { playerId: number; reference: string; instanceId: number; day: string }>();
    for (const t of bets) {
      const instance = runningAt(t.createdAt);
      const playerAgents = agents.get(t.debitPlayerId!) ?? [];
      if (!instance || playerAgents.length === 0) continue;
      const day = philippineDate(t.createdAt);
      for (const agent of playerAgents) betTotals.add({ instanceId: instance.id, agentId: agent.agentId, day, inviteeId: t.debitPlayerId!, level: agent.level }, t.amount);
      rounds.set(`${t.debitPlayerId}|${t.reference}`, { playerId: t.debitPlayerId!, reference: t.reference, instanceId: instance.id, day });
    }
    await apply(tx, betTotals, 'bets');
    await rememberRounds(tx, [...rounds.values()], now);

    const refundTotals = new Totals();
    for (const t of refunds) {
      const playerAgents = agents.get(t.creditPlayerId!) ?? [];
      if (playerAgents.length === 0) continue;
      // A round never counted (placed outside an instance, or long forgotten) gives nothing back.
      const round = rounds.get(`${t.creditPlayerId}|${t.reference}`) ?? (await roundOf(tx, t.creditPlayerId!, t.reference));
      if (!round) continue;
      for (const agent of playerAgents) refundTotals.add({ instanceId: round.instanceId, agentId: agent.agentId, day: round.day, inviteeId: t.creditPlayerId!, level: agent.level }, t.amount);
    }
    await apply(tx, refundTotals, 'refunds');
  }

  return { name: AGENT_CONSUMER, kinds: ['bet', 'betRefund'], handle };
}
