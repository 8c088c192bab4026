import type { VipRebateDay, VipRebateSettings, VipRebateStatus } from '@casino/contract';
import { philippineDate, philippineMidnight } from '../../../../platform/philippine-day.ts';
import type { ActivityReason } from '../../refusals.ts';

/**
 * VIP rebate (type 8), pure rules. A day's valid bets are the coin stakes placed while the
 * instance ran, less the stakes of those bets rolled back, on the Philippine day of the bet. A
 * day is settled once it has ended and a grace period has passed (late bets and rollbacks land
 * first), at the rate of the VIP level the player holds then.
 */

/** After a day ends, how long the settlement waits for the feed's late transfers and rollbacks. */
export const SETTLE_GRACE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

/** The Philippine date `n` days after `day` (YYYY-MM-DD). */
export const dayAfter = (day: string, n = 1): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** When a day can be settled: its end (the next Philippine midnight) plus the grace. */
export const settleableAt = (day: string): Date => new Date(philippineMidnight(dayAfter(day)).getTime() + SETTLE_GRACE_MS);

/** The last day that can be settled at `now`. */
export const lastSettleableDay = (now: Date): string => dayAfter(philippineDate(new Date(now.getTime() - SETTLE_GRACE_MS)), -1);

/** The end of a day's claim window: `claimDays` Philippine days after the day itself. */
export const claimUntilOf = (day: string, claimDays: number): Date => philippineMidnight(dayAfter(day, 1 + claimDays));

/** The rate a VIP level earns, in basis points: the highest step at or below it; 0 below the first step. */
export function rateFor(settings: Pick<VipRebateSettings, 'rates'>, level: number): number {
  let rate = 0;
  for (const step of settings.rates) if (step.level <= level) rate = step.basisPoints;
  return rate;
}

/** Stakes less stakes rolled back, never below 0 (a rollback carried onto a later day may exceed its bets). */
export const validBets = (bets: number, refunds: number): number => Math.max(0, bets - refunds);

/** A day's rebate in hundredths: valid bets × rate, rounded down, at most maxRebate; 0 below minRebate. */
export function rebateAmount(valid: number, basisPoints: number, settings: Pick<VipRebateSettings, 'minRebate' | 'maxRebate'>): number {
  const raw = Number((BigInt(valid) * BigInt(basisPoints)) / 10_000n);
  const capped = settings.maxRebate === null ? raw : Math.min(raw, settings.maxRebate);
  return capped < settings.minRebate ? 0 : capped;
}

/** One day of a player in an instance, as stored (settlement fields null until settled). */
export interface RebateRow {
  day: string;
  bets: number;
  refunds: number;
  settled: boolean;
  vipLevel: number | null;
  basisPoints: number | null;
  amount: number | null;
  claimUntil: Date | null;
  claimed: boolean;
}

/** Where a day stands (contract VipRebateStatus). */
export function statusOf(row: RebateRow | null, now: Date): VipRebateStatus {
  if (!row) return 'none';
  if (!row.settled) return 'pending';
  if (!row.amount) return 'none';
  if (row.claimed) return 'claimed';
  return now < row.claimUntil! ? 'waiting' : 'expired';
}

/** A day as the page shows it; while pending, at the player's current level and rate. */
export function dayView(day: string, row: RebateRow | null, now: Date, current: { level: number; basisPoints: number }): VipRebateDay {
  const status = row ? statusOf(row, now) : now < settleableAt(day) ? 'pending' : 'none';
  const settled = row?.settled === true;
  return {
    day,
    validBets: row ? validBets(row.bets, row.refunds) : 0,
    vipLevel: settled ? row.vipLevel! : current.level,
    basisPoints: settled ? row.basisPoints! : current.basisPoints,
    amount: settled ? row.amount! : 0,
    status,
    claimUntil: settled && row.amount ? row.claimUntil!.getTime() : -1,
  };
}

/** The rebates waiting to be claimed, newest first. */
export const waitingRows = (rows: readonly RebateRow[], now: Date): RebateRow[] =>
  rows.filter((row) => statusOf(row, now) === 'waiting').sort((a, b) => b.day.localeCompare(a.day));

/** Why a rebate claim is refused, before the engine's budgets. */
export type RebateRefusal = 'noRebate' | 'expired' | 'claimed' | 'noneWaiting' | 'noRate';

/**
 * The errcode each reason answers (§8): 1007 no rebate on the day named, or its window has
 * passed; 1006 claimed; 1005 nothing waiting; 1004 nothing waiting and the player's level earns
 * no rebate at all.
 */
export const REBATE_REFUSALS: Readonly<Record<RebateRefusal, ActivityReason>> = {
  noRebate: 'unknownReward',
  expired: 'unknownReward',
  claimed: 'alreadyClaimed',
  noneWaiting: 'conditionNotMet',
  noRate: 'notEligible',
};

/**
 * The rebate a claim takes: that of `day`, else the newest waiting one; or why not. Without a day,
 * a player whose newest rebate was just claimed hears 1006, so a repeated claim reads as one.
 */
export function claimDecision(rows: readonly RebateRow[], day: string | undefined, now: Date, currentBasisPoints: number): RebateRefusal | RebateRow {
  if (day !== undefined) {
    const row = rows.find((r) => r.day === day);
    const status = statusOf(row ?? null, now);
    if (status === 'claimed') return 'claimed';
    if (status === 'expired') return 'expired';
    if (status !== 'waiting') return 'noRebate';
    return row!;
  }
  const waiting = waitingRows(rows, now);
  if (waiting[0]) return waiting[0];
  if (rows.some((row) => statusOf(row, now) === 'claimed' && now < row.claimUntil!)) return 'claimed';
  return currentBasisPoints === 0 ? 'noRate' : 'noneWaiting';
}

/**
 * The moment a day's rebate was earned, for judging the instance's schedule at a claim: the last
 * moment of the day the instance ran, so a rebate stays claimable after the instance ends.
 */
export function earnedAt(instance: { startsAt: Date | null; endsAt: Date | null }, day: string): Date {
  const dayEnd = philippineMidnight(dayAfter(day)).getTime() - 1;
  const last = instance.endsAt ? Math.min(dayEnd, instance.endsAt.getTime() - 1) : dayEnd;
  return new Date(Math.max(last, instance.startsAt?.getTime() ?? last));
}
