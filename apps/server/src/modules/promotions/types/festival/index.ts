import { ActivityType, FestivalSettings, ItemId, calls } from '@casino/contract';
import type { FestivalSettings as Settings } from '@casino/contract';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import type { Queryable } from '../../../../platform/db.ts';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { CHECK_IN_REFUSALS, TIER_REFUSALS, afterCheckIn, afterTier, checkInRefusal, depositsFrom, stateOf, tierDecision } from './rules.ts';
import type { FestivalEntry } from './rules.ts';

const COIN = 100;

export const FESTIVAL_RULES = [
  'Check in once a day during the festival (Philippine time; the day starts at midnight) for the daily gift.',
  'Deposits credited during the festival add up: claim each tier\'s reward once your total reaches it.',
  'Coin rewards add turnover as shown before they can be withdrawn.',
].join('\n\n');

const coins = (amount: number, betRate = 1) => [{ id: ItemId.Coin, count: amount * COIN, betRate }];

/** The deposits credited during the festival, read in `q`. */
async function festivalDeposits(q: Queryable, ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number): Promise<number> {
  const list = await ctx.creditedDeposits(playerId, depositsFrom(instance), instance.endsAt, q);
  return list.reduce((sum, d) => sum + d.amount, 0);
}

export const festivalType = promotionType<Settings, FestivalEntry>({
  type: ActivityType.Festival,
  name: 'Festival',
  settings: FestivalSettings,
  // Off until an operator gives it the festival's dates (its schedule is the festival).
  seed: {
    title: 'Festival week', rules: FESTIVAL_RULES, sort: 35, enabled: false,
    settings: {
      dailyGift: coins(1),
      tiers: [
        { id: 1, deposit: 500 * COIN, award: coins(10) },
        { id: 2, deposit: 2_000 * COIN, award: coins(50) },
        { id: 3, deposit: 10_000 * COIN, award: coins(300, 2) },
      ],
    },
  },
  // The festival is its schedule: listed while it runs (the app's icon gate ends with it too).
  visible: () => true,

  routes(router, ctx) {
    router.player(calls.festivalState, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.Festival, input.instanceId);
      const [entry, deposits] = await Promise.all([ctx.entry(instance.id, playerId), festivalDeposits(ctx.db, ctx, instance, playerId)]);
      return stateOf(instance, entry as FestivalEntry | null, deposits, ctx.clock.now());
    });
    router.player(calls.festivalCheckIn, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, FestivalEntry>({
        playerId, type: ActivityType.Festival, instanceId: input.instanceId,
        decide(instance, entry, now) {
          const refusal = checkInRefusal(instance.settings, entry, now);
          if (refusal) return CHECK_IN_REFUSALS[refusal];
          const date = philippineDate(now);
          return { ref: `day:${date}`, items: instance.settings.dailyGift, title: `${instance.title}: daily gift (${date})`, entry: afterCheckIn(entry, now) };
        },
      });
      const deposits = await festivalDeposits(ctx.db, ctx, instance, playerId);
      return { ...(await ctx.balances(playerId)), state: stateOf(instance, plan.entry, deposits, ctx.clock.now()), propList: [...plan.items] };
    });
    router.player(calls.festivalReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, FestivalEntry, number>({
        playerId, type: ActivityType.Festival, instanceId: input.instanceId,
        // Read in the claim's transaction: a deposit credited a moment ago counts.
        load: (tx, instance) => festivalDeposits(tx, ctx, instance, playerId),
        decide(instance, entry, _now, deposits) {
          const decision = tierDecision(instance.settings, entry, deposits, input.tierId);
          if (typeof decision === 'string') return TIER_REFUSALS[decision];
          return { ref: `tier:${decision.id}`, items: decision.award, title: `${instance.title}: tier ${decision.id}`, entry: afterTier(entry, decision.id) };
        },
      });
      const deposits = await festivalDeposits(ctx.db, ctx, instance, playerId);
      return { ...(await ctx.balances(playerId)), state: stateOf(instance, plan.entry, deposits, ctx.clock.now()), propList: [...plan.items] };
    });
  },
});
