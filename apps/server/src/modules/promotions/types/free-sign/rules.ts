import type { FreeSignPrize, FreeSignSettings, FreeSignUser } from '@casino/contract';
import { nextPhilippineMidnight, philippineDate } from '../../../../platform/philippine-day.ts';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Free sign (type 36), pure rules. A run counts the days claimed in a row: each Philippine day's
 * claim gives the next day of the run; after the last day the next claim starts a new run at day
 * 1; with resetOnMiss, a Philippine day without a claim does too.
 */
export interface FreeSignEntry {
  /** Days claimed in the current run. */
  streak: number;
  /** The Philippine date of the last claim, YYYY-MM-DD. */
  lastDate: string;
  /** Claims in all. */
  claims: number;
}

/** Why today's claim is refused, before the engine's budgets. */
export type FreeSignRefusal = 'claimedToday' | 'depositNeeded';

/** §8: 1006 claimed today; 1005 deposits still needed. */
export const FREE_SIGN_REFUSALS: Readonly<Record<FreeSignRefusal, ActivityReason>> = {
  claimedToday: 'alreadyClaimed',
  depositNeeded: 'conditionNotMet',
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The day of the run a claim on `today` gives (1-based), for a player who has not claimed today. */
export function nextDay(entry: FreeSignEntry | null, settings: FreeSignSettings, today: string): number {
  if (!entry) return 1;
  if (entry.streak >= settings.days.length) return 1;
  if (settings.resetOnMiss && daysBetween(entry.lastDate, today) > 1) return 1;
  return entry.streak + 1;
}

/** Why today's claim may not be made, or the day it gives and its prize. */
export function claimDecision(entry: FreeSignEntry | null, settings: FreeSignSettings, totalRecharge: number, now: Date): FreeSignRefusal | { day: number; award: FreeSignPrize[] } {
  const today = philippineDate(now);
  if (entry?.lastDate === today) return 'claimedToday';
  if (totalRecharge < settings.needRecharge) return 'depositNeeded';
  const day = nextDay(entry, settings, today);
  return { day, award: settings.days[day - 1]!.award };
}

/** The entry after a claim of `day` today. */
export const afterClaim = (entry: FreeSignEntry | null, day: number, now: Date): FreeSignEntry =>
  ({ streak: day, lastDate: philippineDate(now), claims: (entry?.claims ?? 0) + 1 });

/** Today's claim is open (the hasFreeBonus red dot). */
export const canClaim = (entry: FreeSignEntry | null, settings: FreeSignSettings, totalRecharge: number, now: Date): boolean =>
  typeof claimDecision(entry, settings, totalRecharge, now) !== 'string';

/**
 * The calendar the page shows: the run today's claim falls in. Claimed today: the days up to the
 * one claimed are received. Not yet: the days before today's are received, today's is open.
 */
export function freeSignUser(instanceId: number, settings: FreeSignSettings, entry: FreeSignEntry | null, totalRecharge: number, now: Date): FreeSignUser {
  const todayDate = philippineDate(now);
  const claimedToday = entry?.lastDate === todayDate;
  const today = claimedToday ? entry.streak : nextDay(entry, settings, todayDate);
  const status = (day: number) => {
    if (day < today || (claimedToday && day === today)) return 'received' as const;
    return day === today ? 'today' as const : 'upcoming' as const;
  };
  return {
    instanceId,
    days: settings.days.map((d, index) => ({ day: index + 1, award: d.award.map((p) => ({ ...p })), status: status(index + 1) })),
    streak: claimedToday ? today : today - 1,
    today,
    claimedToday,
    canClaim: canClaim(entry, settings, totalRecharge, now),
    resetOnMiss: settings.resetOnMiss,
    needRecharge: Math.max(0, settings.needRecharge - totalRecharge),
    nextDayAt: nextPhilippineMidnight(now).getTime(),
  };
}
