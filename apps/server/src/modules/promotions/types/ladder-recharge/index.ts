import { ActivityType, ItemId, LadderRechargeSettings, calls } from '@casino/contract';
import type { LadderRechargeSettings as Settings } from '@casino/contract';
import { promotionType } from '../promotion-type.ts';
import type { CreditedDeposit } from '../promotion-type.ts';
import { LADDER_REFUSALS, afterClaim, claimDecision, depositWindow, ladderBonuses, stateOf } from './rules.ts';
import type { LadderEntry } from './rules.ts';

const COIN = 100;

export const LADDER_RECHARGE_RULES = [
  'Every deposit that reaches a level of the ladder earns that level\'s bonus: the bigger the deposit, the bigger the bonus, up to the maximum shown.',
  'The first deposits of each day (Philippine time) earn a bonus, as many as the offer shows. Claim each bonus from the Deposit bonus page within the days shown; an unclaimed bonus expires.',
  'Bonus coins add turnover as shown before they can be withdrawn.',
].join('\n\n');

export const ladderRechargeType = promotionType<Settings, LadderEntry>({
  type: ActivityType.LadderRecharge,
  name: 'Ladder recharge',
  settings: LadderRechargeSettings,
  seed: {
    title: 'Deposit bonus', rules: LADDER_RECHARGE_RULES, sort: 20,
    settings: {
      tiers: [
        { id: 1, minAmount: 100 * COIN, percent: 3, fixed: 0, maxBonus: 30 * COIN, betRate: 3 },
        { id: 2, minAmount: 500 * COIN, percent: 5, fixed: 0, maxBonus: 100 * COIN, betRate: 3 },
        { id: 3, minAmount: 2_000 * COIN, percent: 8, fixed: 0, maxBonus: 500 * COIN, betRate: 3 },
      ],
      perDay: 3,
      claimDays: 3,
    },
  },
  // An offer on every deposit: always listed while it runs.
  visible: () => true,

  routes(router, ctx) {
    router.player(calls.ladderRecharge, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.LadderRecharge, input.instanceId);
      const now = ctx.clock.now();
      const { from, to } = depositWindow(instance, now);
      const [entry, deposits] = await Promise.all([ctx.entry(instance.id, playerId), ctx.creditedDeposits(playerId, from, to)]);
      return { state: stateOf(instance, deposits, entry as LadderEntry | null, now) };
    });
    router.player(calls.ladderRechargeReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, LadderEntry, CreditedDeposit[]>({
        playerId, type: ActivityType.LadderRecharge, instanceId: input.instanceId,
        load: (tx, instance) => {
          const { from, to } = depositWindow(instance, ctx.clock.now());
          return ctx.creditedDeposits(playerId, from, to, tx);
        },
        decide(instance, entry, now, deposits) {
          const bonus = claimDecision(ladderBonuses(instance, deposits, entry, now), input.orderId);
          if (typeof bonus === 'string') return LADDER_REFUSALS[bonus];
          return {
            ref: `order:${bonus.orderId}`,
            items: [{ id: ItemId.Coin, count: bonus.bonus, ...(bonus.betRate > 0 ? { betRate: bonus.betRate } : {}) }],
            title: `${instance.title}: deposit ${bonus.orderId}`,
            entry: afterClaim(entry, bonus, instance.settings, now),
          };
        },
      });
      const now = ctx.clock.now();
      const { from, to } = depositWindow(instance, now);
      const deposits = await ctx.creditedDeposits(playerId, from, to);
      return {
        ...(await ctx.balances(playerId)),
        state: stateOf(instance, deposits, plan.entry, now),
        propList: [...plan.items],
      };
    });
  },
});
