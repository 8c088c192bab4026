import { ActivityType, ItemId, SignUpBonusSettings, calls } from '@casino/contract';
import type { SignUpBonusSettings as Settings } from '@casino/contract';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import { createEntry } from '../../instance-store.ts';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext } from '../promotion-type.ts';
import { SIGN_UP_REFUSALS, claimDecision, loginPayUser, prizeWaiting, visible } from './rules.ts';
import type { SignUpBonusEntry } from './rules.ts';

const COIN = 100;

export const SIGN_UP_BONUS_RULES = [
  'New players receive a prize for each of their first days, starting on the day they register.',
  "Each day's prize can be claimed once, on that day only (Philippine time); a day not claimed is lost.",
  'Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

/** What a sign-in card costs (the prop settings' price), for §5's order. */
async function priceLookup(ctx: TypeContext): Promise<(id: number) => number | undefined> {
  const configs = await ctx.propConfigs();
  return (id) => configs.find((c) => c.propId === id)?.price;
}

export const signUpBonusType = promotionType<Settings, SignUpBonusEntry>({
  type: ActivityType.SignUpBonus,
  name: 'Sign-up bonus',
  settings: SignUpBonusSettings,
  seed: {
    title: 'Sign-up bonus', rules: SIGN_UP_BONUS_RULES, sort: 5,
    settings: {
      days: [
        { award: [{ id: ItemId.Coin, count: 2 * COIN, betRate: 1 }] },
        { award: [{ id: ItemId.Coin, count: 3 * COIN, betRate: 1 }] },
        { award: [{ id: ItemId.Coin, count: 5 * COIN, betRate: 1 }, { id: ItemId.Points, count: 10 * COIN }] },
      ],
      needRecharge: 0, propId: ItemId.RechargeSignCardMin,
      propIds: [ItemId.RechargeSignCardMax, ItemId.RechargeSignCardMin, ItemId.RechargeSignCardMin + 1],
    },
  },
  visible: (entry, _facts, { instance, now }) => visible(entry, instance.settings, now),
  redDots: (entry, facts, { instance, now }) => ({ hasSignUpBonus: prizeWaiting(entry, instance.settings, facts.totalRecharge, now) }),

  routes(router, ctx) {
    router.player(calls.getLoginPayUser3, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(ActivityType.SignUpBonus, input.instanceId);
      const [entry, facts, priceOf] = await Promise.all([ctx.entry(instance.id, playerId), ctx.facts(playerId), priceLookup(ctx)]);
      return loginPayUser(instance.id, instance.settings, entry as SignUpBonusEntry | null, facts.totalRecharge, priceOf, ctx.clock.now());
    });
    router.player(calls.receiveLoginPay3, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, SignUpBonusEntry, number>({
        playerId, type: ActivityType.SignUpBonus, instanceId: input.instanceId,
        load: async (tx) => (await ctx.facts(playerId, tx)).totalRecharge,
        decide(instance, entry, now, totalRecharge) {
          const prize = claimDecision(entry, instance.settings, input.day, totalRecharge, now);
          if (!Array.isArray(prize)) return SIGN_UP_REFUSALS[prize];
          return {
            ref: `day:${input.day}`, items: prize, title: `${instance.title}: day ${input.day}`,
            entry: { ...entry!, received: [...entry!.received, input.day] },
          };
        },
      });
      const [facts, priceOf] = await Promise.all([ctx.facts(playerId), priceLookup(ctx)]);
      return {
        ...(await ctx.balances(playerId)),
        user: loginPayUser(instance.id, instance.settings, plan.entry, facts.totalRecharge, priceOf, ctx.clock.now()),
        propList: [...plan.items],
      };
    });
  },

  /** The new player's days start on the Philippine day of registration. */
  async onPlayerRegistered(tx, _ctx, instance, event) {
    const entry: SignUpBonusEntry = { startDate: philippineDate(event.at), received: [] };
    await createEntry(tx, instance.id, event.playerId, entry, event.at);
  },
});
