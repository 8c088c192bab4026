import { z } from 'zod';
import { ItemId } from '../../constants.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Recharge sign-in cards (§9 props 6004-6007, §3 login-pay user: ownList, buyPropIds,
 * loginPaying): the paid cards of the login-pay activity (15, /activity/signPay, its calls
 * getLoginPayUser3 and receiveLoginPay3 in sign-up-bonus.ts). A card on sale is bought by a
 * credited deposit made for the activity (recharge3 actType 15) of at least its price (the prop
 * settings' price, §3 appPropConfigMap): the dearest card on offer to the player that the amount
 * reaches. The deposit stays the player's; the card then pays its day N's prize when claimed on the
 * N-th Philippine day from the day of purchase (a day not claimed is lost).
 * Decisions: docs/decisions/075-sign-in-calendars-cards-and-fund.md.
 */

export const SignInCardId = z.number().int().min(ItemId.RechargeSignCardMin).max(ItemId.RechargeSignCardMax);

/** One prize of a card's day: a §3 reward item (coins with their turnover multiplier, points, bag items). */
export const SignInCardPrize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type SignInCardPrize = z.infer<typeof SignInCardPrize>;

/** A card on sale: its prop and the prizes of its days. */
export const SignInCardOffer = z.object({
  propId: SignInCardId,
  days: z.array(z.object({ award: z.array(SignInCardPrize).min(1).max(4) })).min(1).max(30),
});
export type SignInCardOffer = z.infer<typeof SignInCardOffer>;

/** The cards on sale (at most one per prop), part of the login-pay activity's settings. */
export const SignInCards = z.array(SignInCardOffer).max(4).superRefine((cards, ctx) => {
  const ids = cards.map((c) => c.propId);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'each card once' });
  cards.forEach((card, index) => card.days.forEach((day, d) => {
    const prizes = day.award.map((p) => p.id);
    if (new Set(prizes).size !== prizes.length) ctx.addIssue({ code: 'custom', path: [index, 'days', d, 'award'], message: 'one prize per item id' });
  }));
});
export type SignInCards = z.infer<typeof SignInCards>;

export const SignInCardDayStatus = z.enum(['received', 'today', 'upcoming', 'missed']);
export type SignInCardDayStatus = z.infer<typeof SignInCardDayStatus>;

/** A card the player holds, drawn out for the page. */
export const OwnedSignInCard = z.object({
  /** The card's number among the player's cards (1 for the first bought). */
  no: z.number().int(),
  propId: z.number().int(),
  /** What it cost (hundredths). */
  price: z.number().int(),
  days: z.array(z.object({ day: z.number().int(), date: z.string(), award: z.array(RewardItem), status: SignInCardDayStatus })),
  /** Today's day number of the card (1 on the day of purchase). */
  today: z.number().int(),
  /** Today's prize waits to be claimed. */
  prizeWaiting: z.boolean(),
});
export type OwnedSignInCard = z.infer<typeof OwnedSignInCard>;

/** A card the player may buy now. */
export const SignInCardForSale = z.object({
  propId: z.number().int(),
  /** The deposit that buys it (hundredths). */
  price: z.number().int(),
  /** How many days it pays. */
  days: z.number().int(),
  /** The coins of all its days (hundredths). */
  coins: z.number().int(),
});
export type SignInCardForSale = z.infer<typeof SignInCardForSale>;
