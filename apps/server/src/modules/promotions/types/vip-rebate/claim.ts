import { ActivityType, ItemId, VipRebateSettings } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import { enabledInstances, instanceById } from '../../instance-store.ts';
import { activityRefusal } from '../../refusals.ts';
import { scheduleState } from '../../schedule.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { playerDays } from './rebate-store.ts';
import { REBATE_REFUSALS, claimDecision, dayAfter, earnedAt, rateFor, waitingRows } from './rules.ts';

type Settings = VipRebateSettings;

/** The player's entry: how many rebates they claimed in the instance and the last day claimed. */
export interface RebateEntry { claims: number; lastDay: string }

/** How far back a player's days are read: the longest claim window and a day of margin. */
export const firstDayShown = (now: Date): string => dayAfter(philippineDate(now), -32);

/**
 * The instance a claim means: the one named, else the running one, else the last one to have
 * ended (its last days may still be claimed). 1001 when there is none or its settings no longer fit.
 */
export async function rebateInstance(q: Queryable, now: Date, instanceId?: number): Promise<TypedInstance<Settings>> {
  let instance;
  if (instanceId !== undefined) {
    instance = await instanceById(q, instanceId);
    if (!instance || instance.type !== ActivityType.VIP || !instance.enabled) throw activityRefusal('notFound');
  } else {
    const all = await enabledInstances(q, ActivityType.VIP);
    const ended = all.filter((i) => scheduleState(i, now) === 'ended').sort((a, b) => b.endsAt!.getTime() - a.endsAt!.getTime());
    instance = all.find((i) => scheduleState(i, now) === 'running') ?? ended[0] ?? all[0];
    if (!instance) throw activityRefusal('notFound');
  }
  const parsed = VipRebateSettings.safeParse(instance.settings);
  if (!parsed.success) throw activityRefusal('notFound');
  return { ...instance, settings: parsed.data };
}

/** The coins a rebate grants, with the instance's turnover multiple. */
export const rebateItems = (amount: number, betRate: number): RewardItem[] =>
  [betRate > 0 ? { id: ItemId.Coin, count: amount, betRate } : { id: ItemId.Coin, count: amount }];

/**
 * Claims a settled day's rebate (the newest waiting one when no day is named) through the
 * engine: ref day:<day>, so each day is granted once; the instance's schedule is judged at the
 * moment the rebate was earned.
 */
export async function claimRebate(ctx: TypeContext, playerId: number, req: { instanceId?: number; day?: string }) {
  const now = ctx.clock.now();
  const target = await rebateInstance(ctx.db, now, req.instanceId);
  const day = req.day ?? waitingRows(await playerDays(ctx.db, target.id, playerId, firstDayShown(now)), now)[0]?.day;
  return ctx.engine.claim<Settings, RebateEntry, { rows: Awaited<ReturnType<typeof playerDays>>; level: number }>({
    playerId, type: ActivityType.VIP, instanceId: target.id, scheduleAt: day === undefined ? undefined : earnedAt(target, day),
    load: async (tx) => ({ rows: await playerDays(tx, target.id, playerId, firstDayShown(now)), level: (await ctx.facts(playerId, tx)).vip }),
    decide(instance, entry, at, { rows, level }) {
      const row = claimDecision(rows, day, at, rateFor(instance.settings, level));
      if (typeof row === 'string') return REBATE_REFUSALS[row];
      return {
        ref: `day:${row.day}`, items: rebateItems(row.amount!, instance.settings.betRate), title: `${instance.title}: ${row.day}`,
        entry: { claims: (entry?.claims ?? 0) + 1, lastDay: row.day },
      };
    },
  });
}
