import { ActivityType, VipRebateSettings } from '@casino/contract';
import { Refusal } from '../../../../platform/refusal.ts';
import type { FeedConsumer, TransferFeed } from '../../../wallet/index.ts';
import { enabledInstances, instanceById } from '../../instance-store.ts';
import { scheduleState } from '../../schedule.ts';
import type { TypeContext } from '../promotion-type.ts';
import { claimRebate } from './claim.ts';
import { forgetRoundsBefore, lockOpenDays, settleDay, unclaimedRebates } from './rebate-store.ts';
import { claimUntilOf, lastSettleableDay, rateFor, rebateAmount, validBets } from './rules.ts';

/** Days settled per transaction. */
const SETTLE_BATCH = 200;
/** Automatic credits per run (the next run takes the rest). */
const CREDIT_BATCH = 500;
/** How long a round is remembered for its rollbacks. */
const ROUND_MEMORY_MS = 3 * 86_400_000;

export interface SettlementDeps {
  ctx: TypeContext;
  feed: TransferFeed;
  consumer: FeedConsumer;
}

/**
 * Settles every day that has ended (and its grace passed): first the feed is caught up, so the
 * bets committed before now are counted; then each open day is settled once at the rate of the
 * VIP level the player holds now (`UPDATE ... WHERE settled_at IS NULL` under a row lock taken
 * with SKIP LOCKED, so servers settling at once share the work and never settle a day twice).
 * Then the rebates of instances that credit automatically (or have ended, so the player can no
 * longer reach the page) are claimed for the players. Answers the days settled.
 */
export async function settleRebates({ ctx, feed, consumer }: SettlementDeps): Promise<{ settled: number; credited: number }> {
  await feed.catchUp(consumer);
  const now = ctx.clock.now();
  const lastDay = lastSettleableDay(now);
  let settled = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const days = await lockOpenDays(tx, lastDay, SETTLE_BATCH);
      const settingsOf = new Map<number, VipRebateSettings | null>();
      let done = 0;
      for (const day of days) {
        if (!settingsOf.has(day.instanceId)) {
          const parsed = VipRebateSettings.safeParse((await instanceById(tx, day.instanceId))?.settings);
          settingsOf.set(day.instanceId, parsed.success ? parsed.data : null);
        }
        const settings = settingsOf.get(day.instanceId);
        const vipLevel = (await ctx.facts(day.playerId, tx)).vip;
        // Settings that no longer fit pay nothing (the instance is not run either).
        const basisPoints = settings ? rateFor(settings, vipLevel) : 0;
        const amount = settings ? rebateAmount(validBets(day.bets, day.refunds), basisPoints, settings) : 0;
        const claimUntil = claimUntilOf(day.day, settings?.claimDays ?? 1);
        if (await settleDay(tx, day, { at: now, vipLevel, basisPoints, amount, claimUntil })) done += 1;
      }
      await forgetRoundsBefore(tx, new Date(now.getTime() - ROUND_MEMORY_MS));
      return { locked: days.length, done };
    });
    settled += batch.done;
    if (batch.locked < SETTLE_BATCH) break;
  }
  return { settled, credited: await creditAutomatically(ctx, now) };
}

/** Claims, for the players, the rebates of instances that credit automatically or have ended. */
async function creditAutomatically(ctx: TypeContext, now: Date): Promise<number> {
  const instances = (await enabledInstances(ctx.db, ActivityType.VIP)).filter((instance) => {
    const parsed = VipRebateSettings.safeParse(instance.settings);
    return parsed.success && (parsed.data.autoCredit || scheduleState(instance, now) === 'ended');
  });
  let credited = 0;
  for (const day of await unclaimedRebates(ctx.db, instances.map((i) => i.id), now, CREDIT_BATCH)) {
    try {
      await claimRebate(ctx, day.playerId, { instanceId: day.instanceId, day: day.day });
      credited += 1;
    } catch (error) {
      // A refusal (a time-out's claim guard, a used-up budget, another server's credit) leaves the rebate to a later run or the player.
      if (!(error instanceof Refusal)) throw error;
    }
  }
  return credited;
}
