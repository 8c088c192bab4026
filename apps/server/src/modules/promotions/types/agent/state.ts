import { ActivityType, AgentSettings, ItemId } from '@casino/contract';
import type { AgentInvitee, AgentState, RewardItem } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import { enabledInstances, instanceById } from '../../instance-store.ts';
import { activityRefusal } from '../../refusals.ts';
import { scheduleState } from '../../schedule.ts';
import { exclusionKey, exclusionsFor } from '../agent-common/exclusions.ts';
import { validBets } from '../agent-common/rules.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { commissionOf as commissionBalance, dayBets, inviteeBets, settledDays } from './commission-store.ts';
import { commissionOf } from './rules.ts';

type Settings = AgentSettings;

/** Settled days the page shows; invitees it lists. */
const DAYS_SHOWN = 7;
const INVITEES_SHOWN = 100;

/**
 * The instance an agent call means: the one named, else the running one, else the last one to
 * have ended (its commission can still be seen and exchanged). 1001 none (or settings that no
 * longer fit), 1002 only one not started yet.
 */
export async function agentInstance(q: Queryable, now: Date, instanceId?: number): Promise<TypedInstance<Settings>> {
  let instance;
  if (instanceId !== undefined) {
    instance = await instanceById(q, instanceId);
    if (!instance || instance.type !== ActivityType.Agent || !instance.enabled) throw activityRefusal('notFound');
    if (scheduleState(instance, now) === 'notStarted') throw activityRefusal('notStarted');
  } else {
    const all = await enabledInstances(q, ActivityType.Agent);
    const ended = all.filter((i) => scheduleState(i, now) === 'ended').sort((a, b) => b.endsAt!.getTime() - a.endsAt!.getTime());
    instance = all.find((i) => scheduleState(i, now) === 'running') ?? ended[0];
    if (!instance) throw activityRefusal(all.length > 0 ? 'notStarted' : 'notFound');
  }
  const parsed = AgentSettings.safeParse(instance.settings);
  if (!parsed.success) throw activityRefusal('notFound');
  return { ...instance, settings: parsed.data };
}

/** The coins an exchange grants, with the instance's turnover multiple. */
export const exchangeItems = (amount: number, betRate: number): RewardItem[] =>
  [betRate > 0 ? { id: ItemId.Coin, count: amount, betRate } : { id: ItemId.Coin, count: amount }];

/** The page's state: the team, today so far, the commission, the settled days and the invitees' bets. */
export async function agentState(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number): Promise<AgentState> {
  const now = ctx.clock.now();
  const today = philippineDate(now);
  const q = ctx.db;
  const [invitees, todayRows, balance, days, betsByInvitee] = await Promise.all([
    ctx.invitees(playerId), dayBets(q, { instanceId: instance.id, agentId: playerId, day: today }), commissionBalance(q, instance.id, playerId),
    settledDays(q, instance.id, playerId, DAYS_SHOWN), inviteeBets(q, instance.id, playerId, today)
  ]);
  const level2 = [...(await ctx.inviteeCounts(invitees.map((i) => i.playerId))).values()].reduce((sum, n) => sum + n, 0);

  const exclusions = await exclusionsFor(ctx, q, playerId, [
    ...invitees.map((i) => ({ inviteeId: i.playerId, level: 1 as const })), ...todayRows.map((r) => ({ inviteeId: r.inviteeId, level: r.level })),
  ]);
  const counted = { 1: 0, 2: 0 };
  for (const row of todayRows) if (!exclusions.get(exclusionKey(row.level, row.inviteeId))) counted[row.level] += validBets(row.bets, row.refunds);

  const rows: AgentInvitee[] = invitees.map((i) => ({
    playerId: i.playerId, nickname: i.nickname, registeredAt: i.registeredAt.getTime(),
    todayBets: betsByInvitee.get(i.playerId)?.today ?? 0, totalBets: betsByInvitee.get(i.playerId)?.total ?? 0,
    excluded: exclusions.get(exclusionKey(1, i.playerId)) ?? null,
  }));
  rows.sort((a, b) => b.totalBets - a.totalBets || a.registeredAt - b.registeredAt);
  const s = instance.settings;
  return {
    instanceId: instance.id, level1BasisPoints: s.level1BasisPoints, level2BasisPoints: s.level2BasisPoints, minExchange: s.minExchange,
    maxDailyCommission: s.maxDailyCommission, betRate: s.betRate,
    team: { level1: invitees.length, level2, counted: rows.filter((r) => r.excluded === null).length },
    today: { day: today, level1Bets: counted[1], level2Bets: counted[2], commission: commissionOf(counted[1], counted[2], s) },
    commission: { settled: balance.settled, exchanged: balance.exchanged, available: balance.settled - balance.exchanged },
    days, invitees: rows.slice(0, INVITEES_SHOWN),
  };
}

