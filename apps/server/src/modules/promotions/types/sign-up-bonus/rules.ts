import { ItemId, LOGIN_PAY_RECEIVED } from '@casino/contract';
import type { LoginPayUser, SignUpBonusPrize, SignUpBonusSettings, SignUpDayStatus } from '@casino/contract';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Sign-up bonus (type 15), pure rules. A player's entry is written when they register while the
 * instance runs: day 1 is the Philippine day of registration, day N the (N-1)-th day after it.
 */
export interface SignUpBonusEntry {
  /** The Philippine date of registration, YYYY-MM-DD. */
  startDate: string;
  /** Day numbers received, in claim order. */
  received: number[];
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

const DAY_MS = 86_400_000;

/** The day number `now` falls on for a player who registered on `startDate` (1 on that day). */
export const dayNumber = (startDate: string, now: Date): number =>
  Math.round((Date.parse(`${philippineDate(now)}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;

const dateOfDay = (startDate: string, day: number): string => new Date(Date.parse(`${startDate}T00:00:00Z`) + (day - 1) * DAY_MS).toISOString().slice(0, 10);

/** Why the prize of `day` may not be claimed now, or the prize. */
export function claimDecision(entry: SignUpBonusEntry | null, settings: SignUpBonusSettings, day: number, totalRecharge: number, now: Date): SignUpRefusal | SignUpBonusPrize[] {
  if (!entry) return 'notNewPlayer';
  const prize = settings.days[day - 1];
  if (!prize) return 'noSuchDay';
  if (entry.received.includes(day)) return 'received';
  const today = dayNumber(entry.startDate, now);
  if (day > today) return 'notYet';
  if (day < today) return 'missed';
  if (totalRecharge < settings.needRecharge) return 'depositNeeded';
  return prize.award;
}

export function dayStatus(entry: SignUpBonusEntry, day: number, now: Date): SignUpDayStatus {
  if (entry.received.includes(day)) return 'received';
  const today = dayNumber(entry.startDate, now);
  if (day === today) return 'today';
  return day > today ? 'upcoming' : 'missed';
}

/** Today's prize waits for the player (the hasSignUpBonus red dot). */
export function prizeWaiting(entry: SignUpBonusEntry | null, settings: SignUpBonusSettings, totalRecharge: number, now: Date): boolean {
  if (!entry) return false;
  return Array.isArray(claimDecision(entry, settings, dayNumber(entry.startDate, now), totalRecharge, now));
}

/** In the list (and the reward list) while a day from today on is still to be received. */
export function visible(entry: SignUpBonusEntry | null, settings: SignUpBonusSettings, now: Date): boolean {
  if (!entry) return false;
  const today = dayNumber(entry.startDate, now);
  return settings.days.some((_, index) => index + 1 >= today && !entry.received.includes(index + 1));
}

/** §5: login-pay props by ascending price (the prop settings' price; unknown ones last), then id. */
export function propsByPrice(propIds: readonly number[], priceOf: (id: number) => number | undefined): number[] {
  const price = (id: number) => priceOf(id) ?? Number.POSITIVE_INFINITY;
  return [...propIds].sort((a, b) => price(a) - price(b) || a - b);
}

const coinsOf = (award: readonly SignUpBonusPrize[]): number => award.reduce((sum, p) => sum + (p.id === ItemId.Coin ? p.count : 0), 0);

/** §3 login-pay user: the days list holds each day's coins, -1 once received (§4). */
export function loginPayUser(
  instanceId: number, settings: SignUpBonusSettings, entry: SignUpBonusEntry | null, totalRecharge: number,
  priceOf: (id: number) => number | undefined, now: Date,
): LoginPayUser {
  const days = entry
    ? settings.days.map((d, index) => ({
      day: index + 1, date: dateOfDay(entry.startDate, index + 1), award: d.award.map((p) => ({ ...p })), status: dayStatus(entry, index + 1, now),
    }))
    : [];
  return {
    instanceId,
    state: entry ? 1 : 0,
    ownList: entry ? [{
      id: instanceId, propId: settings.propId,
      loginPayDataJson: JSON.stringify({ days: settings.days.map((d, index) => (entry.received.includes(index + 1) ? LOGIN_PAY_RECEIVED : coinsOf(d.award))) }),
    }] : [],
    buyPropIds: [],
    needRecharge: Math.max(0, settings.needRecharge - totalRecharge),
    loginPayConfig: { propIds: propsByPrice(settings.propIds, priceOf) },
    days,
    today: entry ? dayNumber(entry.startDate, now) : 0,
    prizeWaiting: prizeWaiting(entry, settings, totalRecharge, now),
  };
}
