import { ActivityType, ItemId, SignUpBonusSettings, calls } from '@casino/contract';
import type { SignUpBonusSettings as Settings } from '@casino/contract';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import type { Queryable } from '../../../../platform/db.ts';
import { createEntry, readEntry } from '../../instance-store.ts';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { CARD_REFUSALS, buyCardWithDeposit, cardClaimDecision, cardDayRef, cardPrices, cardsOf } from '../sign-in-cards/index.ts';
import { SIGN_UP_REFUSALS, claimDecision, heldProps, loginPayUser, loginPaying, meansSignUpDays, prizeWaiting, visible } from './rules.ts';
import type { LoginPayState, SignUpBonusEntry } from './rules.ts';

const COIN = 100;

export const SIGN_UP_BONUS_RULES = [
  'New players receive a prize for each of their first days, starting on the day they register.',
  "Each day's prize can be claimed once, on that day only (Philippine time); a day not claimed is lost.",
  'Sign-in cards: make a deposit for a card from this page. The deposit is credited to your balance as usual, and the dearest card on sale that it reaches then pays a prize on each of its days, from the day of the deposit; claim each on its day.',
  'You hold one card of a kind at a time: a card is on sale again once its days are over.',
  'Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

/** The player's entry with their sign-in cards, read in `q`. */
async function stateOf(q: Queryable, instanceId: number, playerId: number, stored: SignUpBonusEntry | null): Promise<LoginPayState | null> {
  const cards = await cardsOf(q, instanceId, playerId);
  if (!stored && cards.length === 0) return null;
  return { startDate: stored?.startDate ?? null, received: stored?.received ?? [], cards };
}

/** The login-pay user as the page reads it, after a claim or on its own. */
async function userOf(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number) {
  const stored = (await ctx.entry(instance.id, playerId)) as SignUpBonusEntry | null;
  const [state, facts, priceOf] = [await stateOf(ctx.db, instance.id, playerId, stored), await ctx.facts(playerId), await cardPrices(ctx)];
  return loginPayUser(instance, instance.settings, state, facts.totalRecharge, priceOf, ctx.clock.now());
}

/** A sign-in card's day of `coins` coins with 3x turnover. */
const seedCardDay = (coins: number) => ({ award: [{ id: ItemId.Coin, count: coins * COIN, betRate: 3 }] });

export const signUpBonusType = promotionType<Settings, LoginPayState>({
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
      // A 7-day card (200.00: 8.00 a day, 12.00 on day 7) and a 30-day card (1,000.00: 10.00 a day),
      // with 3x turnover: 30% back on the deposit, paid daily.
      cards: [
        { propId: ItemId.RechargeSignCardMin + 1, days: [...Array.from({ length: 6 }, () => seedCardDay(8)), seedCardDay(12)] },
        { propId: ItemId.RechargeSignCardMax, days: Array.from({ length: 30 }, () => seedCardDay(10)) },
      ],
    },
  },
  withState: (q, instance, playerId, stored) => stateOf(q, instance.id, playerId, stored),
  visible: (state, _facts, { instance, now }) => visible(state, instance.settings, instance.endsAt, now),
  redDots: (state, facts, { instance, now }) => ({ hasSignUpBonus: prizeWaiting(state, instance.settings, facts.totalRecharge, now) }),
  loginPaying: (state, { now }) => loginPaying(state, now),

  routes(router, ctx) {
    router.player(calls.getLoginPayUser3, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(ActivityType.SignUpBonus, input.instanceId);
      return userOf(ctx, instance, call.session.playerId);
    });
    router.player(calls.receiveLoginPay3, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, SignUpBonusEntry, { totalRecharge: number; state: LoginPayState | null }>({
        playerId, type: ActivityType.SignUpBonus, instanceId: input.instanceId,
        load: async (tx, instance) => ({
          totalRecharge: (await ctx.facts(playerId, tx)).totalRecharge,
          state: await stateOf(tx, instance.id, playerId, null),
        }),
        decide(instance, entry, now, loaded) {
          const stored: SignUpBonusEntry = { startDate: entry?.startDate ?? null, received: entry?.received ?? [] };
          if (!meansSignUpDays(entry, instance.settings, input.propId, now)) {
            return cardDay(instance, stored, loaded.state?.cards ?? [], now);
          }
          const prize = claimDecision(entry, instance.settings, input.day, loaded.totalRecharge, now);
          if (!Array.isArray(prize)) return SIGN_UP_REFUSALS[prize];
          return {
            ref: `day:${input.day}`, items: prize, title: `${instance.title}: day ${input.day}`,
            entry: { ...stored, received: [...stored.received, input.day] },
          };
        },
      });
      return {
        ...(await ctx.balances(playerId)),
        user: await userOf(ctx, instance, playerId),
        propList: [...plan.items],
      };

      function cardDay(instance: TypedInstance<Settings>, stored: SignUpBonusEntry, cards: LoginPayState['cards'], now: Date) {
        const decision = cardClaimDecision(cards, input.propId!, input.day, now);
        if (typeof decision === 'string') return CARD_REFUSALS[decision];
        return {
          ref: cardDayRef(decision.card.no, input.day), items: decision.award,
          title: `${instance.title}: card ${decision.card.propId} day ${input.day}`, entry: stored,
        };
      }
    });
  },

  /** The new player's days start on the Philippine day of registration. */
  async onPlayerRegistered(tx, _ctx, instance, event) {
    const entry: SignUpBonusEntry = { startDate: philippineDate(event.at), received: [] };
    await createEntry(tx, instance.id, event.playerId, entry, event.at);
  },

  /** A deposit made for this activity (recharge3 actType 15) buys a sign-in card (decision 075). */
  async onDepositCredited(tx, ctx, instance, event) {
    if (event.actType !== ActivityType.SignUpBonus) return;
    // A plain read: a claim may hold the entry's lock while it waits for the wallet this deposit holds.
    const stored = (await readEntry(tx, instance.id, event.playerId)) as SignUpBonusEntry | null;
    const state = await stateOf(tx, instance.id, event.playerId, stored);
    await buyCardWithDeposit(tx, ctx, {
      instanceId: instance.id, endsAt: instance.endsAt, offers: instance.settings.cards, held: heldProps(state, instance.settings, event.at), event,
    });
  },
});
