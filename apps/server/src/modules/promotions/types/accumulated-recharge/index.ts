import { AccumulatedRechargeSettings, ActivityType, ItemId, calls } from '@casino/contract';
import type { AccumulatedRechargeSettings as Settings } from '@casino/contract';
import { promotionType } from '../promotion-type.ts';
import type { CreditedDeposit } from '../promotion-type.ts';
import { ACCUMULATED_REFUSALS, afterClaim, claimDecision, periodAt, periodTotal, stateOf, visible } from './rules.ts';
import type { AccumulatedEntry } from './rules.ts';

const COIN = 100;

export const ACCUMULATED_RECHARGE_RULES = [
  'Your deposits of the week (Philippine time, from Monday 00:00) add up. Each level your total reaches unlocks its prize.',
  'Claim each prize once a week from the Accumulated deposits page, before the week ends; the count starts again every Monday.',
  'Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

export const accumulatedRechargeType = promotionType<Settings, AccumulatedEntry>({
  type: ActivityType.AccumulatedRecharge,
  name: 'Accumulated recharge',
  settings: AccumulatedRechargeSettings,
  seed: {
    title: 'Accumulated deposits', rules: ACCUMULATED_RECHARGE_RULES, sort: 25,
    settings: {
      period: 'week',
      tiers: [
        { id: 1, amount: 500 * COIN, award: [{ id: ItemId.Coin, count: 10 * COIN, betRate: 3 }] },
        { id: 2, amount: 2_000 * COIN, award: [{ id: ItemId.Coin, count: 50 * COIN, betRate: 3 }] },
        { id: 3, amount: 10_000 * COIN, award: [{ id: ItemId.Coin, count: 300 * COIN, betRate: 3 }, { id: ItemId.Points, count: 100 * COIN }] },
      ],
    },
  },
  visible: (entry, _facts, { instance, now }) => visible(entry, instance, now),

  routes(router, ctx) {
    router.player(calls.accumulatedRecharge, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.AccumulatedRecharge, input.instanceId);
      const now = ctx.clock.now();
      const period = periodAt(instance, instance.settings.period, now);
      const [entry, deposits] = await Promise.all([ctx.entry(instance.id, playerId), ctx.creditedDeposits(playerId, period.from, period.next)]);
      return { state: stateOf(instance, deposits, entry as AccumulatedEntry | null, now) };
    });
    router.player(calls.accumulatedRechargeReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, AccumulatedEntry, CreditedDeposit[]>({
        playerId, type: ActivityType.AccumulatedRecharge, instanceId: input.instanceId,
        load: (tx, instance) => {
          const period = periodAt(instance, instance.settings.period, ctx.clock.now());
          return ctx.creditedDeposits(playerId, period.from, period.next, tx);
        },
        decide(instance, entry, now, deposits) {
          const period = periodAt(instance, instance.settings.period, now);
          const total = periodTotal(deposits, period, instance.endsAt);
          const tier = claimDecision(instance.settings, entry, period.key, total, input.tierId);
          if (typeof tier === 'string') return ACCUMULATED_REFUSALS[tier];
          return {
            ref: `${period.key}:tier:${tier.id}`, items: tier.award, title: `${instance.title}: ${period.key} level ${tier.id}`,
            entry: afterClaim(entry, period.key, tier.id),
          };
        },
      });
      const now = ctx.clock.now();
      const period = periodAt(instance, instance.settings.period, now);
      const deposits = await ctx.creditedDeposits(playerId, period.from, period.next);
      return {
        ...(await ctx.balances(playerId)),
        state: stateOf(instance, deposits, plan.entry, now),
        propList: [...plan.items],
      };
    });
  },
});
