import { ItemId, LOGIN_PAY_RECEIVED } from '@casino/contract';
import type { OwnedSignInCard, SignInCardDayStatus, SignInCardForSale, SignInCardOffer, SignInCardPrize } from '@casino/contract';
import { philippineDate, philippineMidnight } from '../../../../platform/philippine-day.ts';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Recharge sign-in cards (§9 6004-6007), pure rules. A card is bought by a credited deposit made
 * for the login-pay activity (15) and pays day N's prize when claimed on the N-th Philippine day
 * from the day of purchase; a day not claimed is lost. The day arithmetic here is shared with the
 * sign-up bonus (its free days are counted the same way).
 */

const DAY_MS = 86_400_000;

/** The day number `now` falls on for days counted from `startDate` (1 on that day). */
export const dayNumber = (startDate: string, now: Date): number =>
  Math.round((Date.parse(`${philippineDate(now)}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;

/** The Philippine date of day `day` counted from `startDate`. */
export const dateOfDay = (startDate: string, day: number): string =>
  new Date(Date.parse(`${startDate}T00:00:00Z`) + (day - 1) * DAY_MS).toISOString().slice(0, 10);

/** A card a player bought, with the days claimed so far (its claims). */
export interface BoughtCard {
  no: number;
  propId: number;
  price: number;
  orderId: string;
  /** The Philippine date of purchase, day 1. */
  startDate: string;
  /** The prizes of its days as bought. */
  days: SignInCardPrize[][];
  /** Day numbers claimed. */
  received: number[];
}

/** Why a card's day is refused, before the engine's budgets. */
export type CardRefusal = 'noSuchCard' | 'noSuchDay' | 'received' | 'notYet' | 'missed';

/** §8: 1007 no such card held, no such day or its day has passed; 1006 received; 1005 a later day. */
export const CARD_REFUSALS: Readonly<Record<CardRefusal, ActivityReason>> = {
  noSuchCard: 'unknownReward',
  noSuchDay: 'unknownReward',
  missed: 'unknownReward',
  received: 'alreadyClaimed',
  notYet: 'conditionNotMet',
};

/** A card's days are not over yet (its last day is today or later). */
export const cardIsLive = (card: Pick<BoughtCard, 'startDate' | 'days'>, now: Date): boolean => dayNumber(card.startDate, now) <= card.days.length;

/** Why day `day` of the held card of `propId` may not be claimed now, or the card and the prize. */
export function cardClaimDecision(cards: readonly BoughtCard[], propId: number, day: number, now: Date): CardRefusal | { card: BoughtCard; award: SignInCardPrize[] } {
  const card = cards.find((c) => c.propId === propId && cardIsLive(c, now));
  if (!card) return 'noSuchCard';
  const award = card.days[day - 1];
  if (!award) return 'noSuchDay';
  if (card.received.includes(day)) return 'received';
  const today = dayNumber(card.startDate, now);
  if (day > today) return 'notYet';
  if (day < today) return 'missed';
  return { card, award };
}

export function cardDayStatus(card: BoughtCard, day: number, now: Date): SignInCardDayStatus {
  if (card.received.includes(day)) return 'received';
  const today = dayNumber(card.startDate, now);
  if (day === today) return 'today';
  return day > today ? 'upcoming' : 'missed';
}

/** Today's prize of the card waits for the player. */
export const cardPrizeWaiting = (card: BoughtCard, now: Date): boolean => {
  const today = dayNumber(card.startDate, now);
  return today >= 1 && today <= card.days.length && !card.received.includes(today);
};

/** §3 loginPaying: the card still has a day from today on to pay. */
export const cardStillPaying = (card: BoughtCard, now: Date): boolean => {
  const today = dayNumber(card.startDate, now);
  return card.days.some((_, index) => index + 1 >= today && !card.received.includes(index + 1));
};

const coinsOf = (award: readonly SignInCardPrize[]): number => award.reduce((sum, p) => sum + (p.id === ItemId.Coin ? p.count : 0), 0);

/** §3 ownList's days list of a card: each day's coins, -1 once received. */
export const cardDaysList = (card: BoughtCard): number[] => card.days.map((award, index) => (card.received.includes(index + 1) ? LOGIN_PAY_RECEIVED : coinsOf(award)));

export function ownedCardView(card: BoughtCard, now: Date): OwnedSignInCard {
  return {
    no: card.no, propId: card.propId, price: card.price,
    days: card.days.map((award, index) => ({
      day: index + 1, date: dateOfDay(card.startDate, index + 1), award: award.map((p) => ({ ...p })), status: cardDayStatus(card, index + 1, now),
    })),
    today: dayNumber(card.startDate, now),
    prizeWaiting: cardPrizeWaiting(card, now),
  };
}

/** The offers a player may take now, prices aside: not held with days still to come, and ending before the instance does. */
export function cardsOffered(offers: readonly SignInCardOffer[], held: ReadonlySet<number>, endsAt: Date | null, now: Date): SignInCardOffer[] {
  const today = philippineDate(now);
  return offers
    .filter((offer) => !held.has(offer.propId))
    .filter((offer) => endsAt === null || philippineMidnight(dateOfDay(today, offer.days.length + 1)) <= endsAt);
}

/**
 * The cards on sale to a player now, by ascending price: each offer whose prop has a price, that
 * the player does not hold with days still to come (`held`: the props of their live cards, the
 * sign-up bonus's among them), and whose last day ends before the instance does.
 */
export function cardsForSale(
  offers: readonly SignInCardOffer[], priceOf: (propId: number) => number | undefined, held: ReadonlySet<number>, endsAt: Date | null, now: Date,
): SignInCardForSale[] {
  return cardsOffered(offers, held, endsAt, now)
    .flatMap((offer) => {
      const price = priceOf(offer.propId);
      return price !== undefined && price > 0
        ? [{ propId: offer.propId, price, days: offer.days.length, coins: offer.days.reduce((sum, d) => sum + coinsOf(d.award), 0) }]
        : [];
    })
    .sort((a, b) => a.price - b.price || a.propId - b.propId);
}

/** The card a deposit of `amount` buys: the dearest on sale that the amount reaches; null below the cheapest. */
export function cardBoughtBy(forSale: readonly SignInCardForSale[], amount: number): SignInCardForSale | null {
  return [...forSale].sort((a, b) => b.price - a.price || b.propId - a.propId).find((card) => amount >= card.price) ?? null;
}
