import { ItemId, LOGIN_PAY_RECEIVED } from '@casino/contract';
import type { LoginPayUser, SignUpBonusPrize, SignUpBonusSettings, SignUpDayStatus } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';
import {
  cardDaysList, cardIsLive, cardPrizeWaiting, cardStillPaying, cardsForSale, cardsOffered, dateOfDay, dayNumber, ownedCardView,
} from '../sign-in-cards/rules.ts';
import type { BoughtCard } from '../sign-in-cards/rules.ts';

export { dayNumber } from '../sign-in-cards/rules.ts';

/**
 * Sign-up bonus (type 15, the login-pay activity), pure rules. A player's entry is written when
 * they register while the instance runs: day 1 is the Philippine day of registration, day N the
 * (N-1)-th day after it. A player who only bought sign-in cards has an entry without a start
 * date (the cards live in their own table, sign-in-cards/).
 */
export interface SignUpBonusEntry {
  /** The Philippine date of registration, YYYY-MM-DD; null for a player who registered before the bonus ran. */
  startDate: string | null;
  /** Day numbers received, in claim order. */
  received: number[];
}

/** The entry with the player's sign-in cards (the type's `withState`): what the list, the dots and the page see. */
export interface LoginPayState extends SignUpBonusEntry {
  cards: BoughtCard[];
}

/** Why a day's prize is refused, before the engine's budgets. */
export type SignUpRefusal = 'notNewPlayer' | 'noSuchDay' | 'received' | 'notYet' | 'missed' | 'depositNeeded';

/**
 * The errcode each reason answers (§8): 1004 registered before the bonus ran; 1007 a day the
 * bonus does not have, or one whose day has passed; 1006 received; 1005 a later day, or
 * deposits still needed.
 */
export const SIGN_UP_REFUSALS: Readonly<Record<SignUpRefusal, ActivityReason>> = {
  notNewPlayer: 'notEligible',
  noSuchDay: 'unknownReward',
  missed: 'unknownReward',
  received: 'alreadyClaimed',
  notYet: 'conditionNotMet',
  depositNeeded: 'conditionNotMet',
};

type Registered = SignUpBonusEntry & { startDate: string };
const registered = (entry: SignUpBonusEntry | null): entry is Registered => typeof entry?.startDate === 'string';

/** Why the prize of `day` may not be claimed now, or the prize. */
export function claimDecision(entry: SignUpBonusEntry | null, settings: SignUpBonusSettings, day: number, totalRecharge: number, now: Date): SignUpRefusal | SignUpBonusPrize[] {
  if (!registered(entry)) return 'notNewPlayer';
  const prize = settings.days[day - 1];
  if (!prize) return 'noSuchDay';
  if (entry.received.includes(day)) return 'received';
  const today = dayNumber(entry.startDate, now);
  if (day > today) return 'notYet';
  if (day < today) return 'missed';
  if (totalRecharge < settings.needRecharge) return 'depositNeeded';
  return prize.award;
}

export function dayStatus(entry: Registered, day: number, now: Date): SignUpDayStatus {
  if (entry.received.includes(day)) return 'received';
  const today = dayNumber(entry.startDate, now);
  if (day === today) return 'today';
  return day > today ? 'upcoming' : 'missed';
}

/** Today's sign-up prize waits for the player. */
export function signUpPrizeWaiting(entry: SignUpBonusEntry | null, settings: SignUpBonusSettings, totalRecharge: number, now: Date): boolean {
  if (!registered(entry)) return false;
  return Array.isArray(claimDecision(entry, settings, dayNumber(entry.startDate, now), totalRecharge, now));
}

/** Today's prize of the bonus or of a card waits for the player (the hasSignUpBonus red dot). */
export function prizeWaiting(state: LoginPayState | null, settings: SignUpBonusSettings, totalRecharge: number, now: Date): boolean {
  return signUpPrizeWaiting(state, settings, totalRecharge, now) || (state?.cards ?? []).some((card) => cardPrizeWaiting(card, now));
}

/** The sign-up bonus's days are not over: its card is held (decision 075: not for sale meanwhile). */
const signUpLive = (entry: SignUpBonusEntry | null, settings: SignUpBonusSettings, now: Date): boolean =>
  registered(entry) && dayNumber(entry.startDate, now) <= settings.days.length;

/** The props the player holds with days still to come: their live cards and the sign-up bonus's. */
export function heldProps(state: LoginPayState | null, settings: SignUpBonusSettings, now: Date): Set<number> {
  const held = new Set((state?.cards ?? []).filter((card) => cardIsLive(card, now)).map((card) => card.propId));
  if (signUpLive(state, settings, now)) held.add(settings.propId);
  return held;
}

/** A claim naming `propId` means the sign-up bonus's days rather than a bought card. */
export const meansSignUpDays = (state: SignUpBonusEntry | null, settings: SignUpBonusSettings, propId: number | undefined, now: Date): boolean =>
  propId === undefined || (propId === settings.propId && signUpLive(state, settings, now));

/** §3 loginPaying: a bought card still has days to pay. */
export const loginPaying = (state: LoginPayState | null, now: Date): boolean => (state?.cards ?? []).some((card) => cardStillPaying(card, now));

/**
 * In the list (and the reward list) while a day of the bonus from today on is still to be
 * received, a bought card still pays, or a card is on sale to the player.
 */
export function visible(state: LoginPayState | null, settings: SignUpBonusSettings, endsAt: Date | null, now: Date): boolean {
  if (registered(state)) {
    const today = dayNumber(state.startDate, now);
    if (settings.days.some((_, index) => index + 1 >= today && !state.received.includes(index + 1))) return true;
  }
  if (loginPaying(state, now)) return true;
  return cardsOffered(settings.cards, heldProps(state, settings, now), endsAt, now).length > 0;
}

/** §5: login-pay props by ascending price (the prop settings' price; unknown ones last), then id. */
export function propsByPrice(propIds: readonly number[], priceOf: (id: number) => number | undefined): number[] {
  const price = (id: number) => priceOf(id) ?? Number.POSITIVE_INFINITY;
  return [...propIds].sort((a, b) => price(a) - price(b) || a - b);
}

const coinsOf = (award: readonly SignUpBonusPrize[]): number => award.reduce((sum, p) => sum + (p.id === ItemId.Coin ? p.count : 0), 0);

/**
 * §3 login-pay user: ownList holds the sign-up bonus and each bought card whose days are not
 * over, with its days list (each day's coins, -1 once received, §4); buyPropIds the cards on sale
 * to the player; loginPayConfig.propIds every card the activity shows, by price (§5).
 */
export function loginPayUser(
  instance: { id: number; endsAt: Date | null }, settings: SignUpBonusSettings, state: LoginPayState | null, totalRecharge: number,
  priceOf: (id: number) => number | undefined, now: Date,
): LoginPayUser {
  const entry = registered(state) ? state : null;
  const days = entry
    ? settings.days.map((d, index) => ({
      day: index + 1, date: dateOfDay(entry.startDate, index + 1), award: d.award.map((p) => ({ ...p })), status: dayStatus(entry, index + 1, now),
    }))
    : [];
  const cards = (state?.cards ?? []).filter((card) => cardIsLive(card, now));
  const forSale = cardsForSale(settings.cards, priceOf, heldProps(state, settings, now), instance.endsAt, now);
  const ownList = [
    ...(entry ? [{
      id: instance.id, propId: settings.propId,
      loginPayDataJson: JSON.stringify({ days: settings.days.map((d, index) => (entry.received.includes(index + 1) ? LOGIN_PAY_RECEIVED : coinsOf(d.award))) }),
    }] : []),
    ...cards.map((card) => ({ id: card.no, propId: card.propId, loginPayDataJson: JSON.stringify({ days: cardDaysList(card) }) })),
  ];
  return {
    instanceId: instance.id,
    state: ownList.length > 0 ? 1 : 0,
    ownList,
    buyPropIds: forSale.map((card) => card.propId),
    needRecharge: Math.max(0, settings.needRecharge - totalRecharge),
    loginPayConfig: { propIds: propsByPrice([...new Set([...settings.propIds, ...settings.cards.map((c) => c.propId)])], priceOf) },
    days,
    today: entry ? dayNumber(entry.startDate, now) : 0,
    prizeWaiting: prizeWaiting(state, settings, totalRecharge, now),
    cards: cards.map((card) => ownedCardView(card, now)),
    forSale,
    loginPaying: loginPaying(state, now),
  };
}
