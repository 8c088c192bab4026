import { ActivityType, VipRebateSettings, calls } from '@casino/contract';
import type { VipRebateSettings as Settings, VipRebateState } from '@casino/contract';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { rebateConsumer } from './accrual.ts';
import { claimRebate, firstDayShown } from './claim.ts';
import type { RebateEntry } from './claim.ts';
import { playerDays } from './rebate-store.ts';
import { dayAfter, dayView, rateFor, waitingRows } from './rules.ts';
import { settleRebates } from './settlement.ts';

const COIN = 100;
/** How often bets are counted (the page's "today so far"), and how often ended days are settled. */
const COUNT_INTERVAL_SECONDS = 5;
const SETTLE_INTERVAL_SECONDS = 60;

export const VIP_REBATE_RULES = [
  'Every day (Philippine time) you earn a rebate on your valid bets at the rate of your VIP level.',
  'Valid bets are the coin stakes you place while the rebate runs; stakes of rounds that are cancelled do not count.',
  'A day is settled shortly after midnight at the rate of the VIP level you hold then. Claim it on the VIP rebate page within the days shown; an unclaimed rebate then expires.',
  'Rebate coins add turnover as shown before they can be withdrawn.',
].join('\n\n');

/** The page's state: the rate table, the player's level and rate, today so far, yesterday, what waits. */
export async function rebateState(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number): Promise<VipRebateState> {
  const now = ctx.clock.now();
  const [facts, rows] = await Promise.all([ctx.facts(playerId), playerDays(ctx.db, instance.id, playerId, firstDayShown(now))]);
  const settings = instance.settings;
  const current = { level: facts.vip, basisPoints: rateFor(settings, facts.vip) };
  const today = philippineDate(now);
  const yesterday = dayAfter(today, -1);
  const rowOf = (day: string) => rows.find((r) => r.day === day) ?? null;
  return {
    instanceId: instance.id, vipLevel: current.level, basisPoints: current.basisPoints, rates: settings.rates.map((r) => ({ ...r })),
    claimDays: settings.claimDays, autoCredit: settings.autoCredit, minRebate: settings.minRebate, maxRebate: settings.maxRebate, betRate: settings.betRate,
    today: dayView(today, rowOf(today), now, current),
    yesterday: dayView(yesterday, rowOf(yesterday), now, current),
    waiting: waitingRows(rows, now).map((row) => dayView(row.day, row, now, current)),
  };
}

export const vipRebateType = promotionType<Settings, RebateEntry>({
  type: ActivityType.VIP,
  name: 'VIP rebate',
  settings: VipRebateSettings,
  seed: {
    title: 'VIP rebate', rules: VIP_REBATE_RULES, sort: 20,
    settings: {
      rates: [
        { level: 0, basisPoints: 10 }, { level: 1, basisPoints: 20 }, { level: 2, basisPoints: 30 }, { level: 3, basisPoints: 40 },
        { level: 4, basisPoints: 50 }, { level: 5, basisPoints: 60 }, { level: 6, basisPoints: 70 }, { level: 7, basisPoints: 80 },
        { level: 8, basisPoints: 90 }, { level: 9, basisPoints: 100 }, { level: 10, basisPoints: 120 },
      ],
      claimDays: 3, autoCredit: false, minRebate: 1 * COIN, maxRebate: 50_000 * COIN, betRate: 1,
    },
  },
  // Always listed while it runs: §2's featured entry leads here instead of the VIP page.
  visible: () => true,

  routes(router, ctx) {
    router.player(calls.vipRebateState, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(ActivityType.VIP, input.instanceId);
      return rebateState(ctx, instance, call.session.playerId);
    });
    router.player(calls.receiveVipRebate, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await claimRebate(ctx, playerId, { instanceId: input.instanceId, day: input.day });
      return { ...(await ctx.balances(playerId)), state: await rebateState(ctx, instance, playerId), propList: [...plan.items] };
    });
  },

  jobs(ctx, feed) {
    const consumer = rebateConsumer(ctx.clock);
    return [
      { ...feed.job(consumer, COUNT_INTERVAL_SECONDS), name: 'promotions.vip-rebate.count' },
      { name: 'promotions.vip-rebate.settle', intervalSeconds: SETTLE_INTERVAL_SECONDS, runAtStart: true, run: async () => { await settleRebates({ ctx, feed, consumer }); } },
    ];
  },
});

export { settleRebates } from './settlement.ts';
export { rebateConsumer, REBATE_CONSUMER } from './accrual.ts';
