import { ActivityType, ContinuousRechargeSettings, ItemId, calls } from '@casino/contract';
import type { ContinuousRechargeSettings as Settings } from '@casino/contract';
import { countingSince } from '../ladder-recharge/deposit-window.ts';
import { promotionType } from '../promotion-type.ts';
import type { CreditedDeposit } from '../promotion-type.ts';
import { CONTINUOUS_REFUSALS, claimDecision, runsOf, stateOf, visible } from './rules.ts';
import type { ContinuousEntry } from './rules.ts';

const COIN = 100;

export const CONTINUOUS_RECHARGE_RULES = [
  'Deposit at least the daily amount shown on consecutive days (Philippine time). Day 1 of a run unlocks the first prize, day 2 the second, and so on.',
  'A day without enough deposits restarts the run, but prizes already unlocked stay yours to claim while the event runs. Each prize is claimed once.',
  'Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

export const continuousRechargeType = promotionType<Settings, ContinuousEntry>({
  type: ActivityType.ContinuousRecharge,
  name: 'Continuous recharge',
  settings: ContinuousRechargeSettings,
  seed: {
    title: 'Deposit every day', rules: CONTINUOUS_RECHARGE_RULES, sort: 30,
    settings: {
      minDaily: 100 * COIN,
      days: [
        ...[2, 3, 5, 8, 10, 15].map((coins): Settings['days'][number] => ({ award: [{ id: ItemId.Coin, count: coins * COIN, betRate: 3 }] })),
        { award: [{ id: ItemId.Coin, count: 30 * COIN, betRate: 3 }, { id: ItemId.Points, count: 50 * COIN }] },
      ],
    },
  },
  visible: (entry, _facts, { instance }) => visible(entry, instance.settings),

  routes(router, ctx) {
    const deposits = (playerId: number, instance: { startsAt: Date | null; endsAt: Date | null; createdAt: Date }, q?: Parameters<typeof ctx.creditedDeposits>[3]) =>
      ctx.creditedDeposits(playerId, countingSince(instance), instance.endsAt, q);

    router.player(calls.continuousRecharge, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.ContinuousRecharge, input.instanceId);
      const [entry, credited] = await Promise.all([ctx.entry(instance.id, playerId), deposits(playerId, instance)]);
      return { state: stateOf(instance, credited, entry as ContinuousEntry | null, ctx.clock.now()) };
    });
    router.player(calls.continuousRechargeReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, ContinuousEntry, CreditedDeposit[]>({
        playerId, type: ActivityType.ContinuousRecharge, instanceId: input.instanceId,
        load: (tx, instance) => deposits(playerId, instance, tx),
        decide(instance, entry, now, credited) {
          const prize = claimDecision(instance.settings, entry, runsOf(instance, credited, now).best, input.day);
          if (!Array.isArray(prize)) return CONTINUOUS_REFUSALS[prize];
          return {
            ref: `day:${input.day}`, items: prize, title: `${instance.title}: day ${input.day}`,
            entry: { claimed: [...(entry?.claimed ?? []), input.day] },
          };
        },
      });
      return {
        ...(await ctx.balances(playerId)),
        state: stateOf(instance, await deposits(playerId, instance), plan.entry, ctx.clock.now()),
        propList: [...plan.items],
      };
    });
  },
});
