import { ActivityType, FreeSignSettings, ItemId, calls } from '@casino/contract';
import type { FreeSignSettings as Settings } from '@casino/contract';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import { promotionType } from '../promotion-type.ts';
import { FREE_SIGN_REFUSALS, afterClaim, canClaim, claimDecision, freeSignUser } from './rules.ts';
import type { FreeSignEntry } from './rules.ts';

const COIN = 100;

export const FREE_SIGN_RULES = [
  'Sign in every day and claim the prize of your next day on the calendar, once a day (Philippine time; the day starts at midnight).',
  'Miss a day and your calendar starts again at day 1. After the last day, it starts again at day 1.',
  'Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

const coins = (amount: number, betRate = 1) => ({ award: [{ id: ItemId.Coin, count: amount * COIN, betRate }] });

export const freeSignType = promotionType<Settings, FreeSignEntry>({
  type: ActivityType.FreeSign,
  name: 'Free sign-in calendar',
  settings: FreeSignSettings,
  seed: {
    title: 'Daily sign-in', rules: FREE_SIGN_RULES, sort: 20,
    settings: {
      // A week of growing prizes; day 7 adds points.
      days: [coins(1), coins(1), coins(2), coins(2), coins(3), coins(3), { award: [{ id: ItemId.Coin, count: 8 * COIN, betRate: 1 }, { id: ItemId.Points, count: 20 * COIN }] }],
      resetOnMiss: true,
      needRecharge: 0,
    },
  },
  // A daily activity: always in the list while it runs.
  visible: () => true,
  redDots: (entry, facts, { instance, now }) => ({ hasFreeBonus: canClaim(entry, instance.settings, facts.totalRecharge, now) }),

  routes(router, ctx) {
    router.player(calls.loginBonus3User, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.FreeSign, input.instanceId);
      const [entry, facts] = [await ctx.entry(instance.id, playerId), await ctx.facts(playerId)];
      return freeSignUser(instance.id, instance.settings, entry as FreeSignEntry | null, facts.totalRecharge, ctx.clock.now());
    });
    router.player(calls.loginBonus3UserReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, FreeSignEntry, number>({
        playerId, type: ActivityType.FreeSign, instanceId: input.instanceId,
        load: async (tx) => (await ctx.facts(playerId, tx)).totalRecharge,
        decide(instance, entry, now, totalRecharge) {
          const decision = claimDecision(entry, instance.settings, totalRecharge, now);
          if (typeof decision === 'string') return FREE_SIGN_REFUSALS[decision];
          // One claim per player and Philippine day, whatever the day of the run.
          const date = philippineDate(now);
          return { ref: `date:${date}`, items: decision.award, title: `${instance.title}: day ${decision.day} (${date})`, entry: afterClaim(entry, decision.day, now) };
        },
      });
      const facts = await ctx.facts(playerId);
      return {
        ...(await ctx.balances(playerId)),
        user: freeSignUser(instance.id, instance.settings, plan.entry, facts.totalRecharge, ctx.clock.now()),
        propList: [...plan.items],
      };
    });
  },
});
