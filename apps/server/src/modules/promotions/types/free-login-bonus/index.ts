import { ActivityType, FreeLoginBonusSettings, ItemId, calls } from '@casino/contract';
import type { FreeLoginBonusSettings as Settings } from '@casino/contract';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import type { PlayerFacts } from '../../activity-ids.ts';
import { promotionType } from '../promotion-type.ts';
import { FREE_LOGIN_BONUS_REFUSALS, afterClaim, canClaim, claimDecision, freeLoginBonusUser, visible } from './rules.ts';
import type { FreeLoginBonusEntry } from './rules.ts';

const COIN = 100;

export const FREE_LOGIN_BONUS_RULES = [
  'Log in and claim your day bonus once a day (Philippine time; the day starts at midnight).',
  'The higher your VIP level, the bigger the bonus: the table shows what each level receives.',
  'Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

const player = (facts: PlayerFacts) => ({ vip: facts.vip, totalRecharge: facts.totalRecharge });
const coins = (amount: number) => [{ id: ItemId.Coin, count: amount, betRate: 1 }];

export const freeLoginBonusType = promotionType<Settings, FreeLoginBonusEntry>({
  type: ActivityType.FreeLoginBonus,
  name: 'Free login bonus',
  settings: FreeLoginBonusSettings,
  seed: {
    title: 'Day bonus', rules: FREE_LOGIN_BONUS_RULES, sort: 25,
    settings: {
      levels: [
        { vip: 0, award: coins(0.5 * COIN) },
        { vip: 1, award: coins(1 * COIN) },
        { vip: 3, award: coins(3 * COIN) },
        { vip: 5, award: coins(8 * COIN) },
      ],
      needRecharge: 0,
    },
  },
  visible: (_entry, facts, { instance }) => visible(instance.settings, facts.vip),
  redDots: (entry, facts, { instance, now }) => ({ hasFreeBonus: canClaim(entry, instance.settings, player(facts), now) }),

  routes(router, ctx) {
    router.player(calls.freeLoginBonusUser, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.FreeLoginBonus, input.instanceId);
      const [entry, facts] = [await ctx.entry(instance.id, playerId), await ctx.facts(playerId)];
      return freeLoginBonusUser(instance.id, instance.settings, entry as FreeLoginBonusEntry | null, player(facts), ctx.clock.now());
    });
    router.player(calls.freeLoginBonusReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, FreeLoginBonusEntry, PlayerFacts>({
        playerId, type: ActivityType.FreeLoginBonus, instanceId: input.instanceId,
        load: (tx) => ctx.facts(playerId, tx),
        decide(instance, entry, now, facts) {
          const award = claimDecision(entry, instance.settings, player(facts), now);
          if (!Array.isArray(award)) return FREE_LOGIN_BONUS_REFUSALS[award];
          const date = philippineDate(now);
          return { ref: `date:${date}`, items: award, title: `${instance.title}: ${date}`, entry: afterClaim(entry, now) };
        },
      });
      const facts = await ctx.facts(playerId);
      return {
        ...(await ctx.balances(playerId)),
        user: freeLoginBonusUser(instance.id, instance.settings, plan.entry, player(facts), ctx.clock.now()),
        propList: [...plan.items],
      };
    });
  },
});
