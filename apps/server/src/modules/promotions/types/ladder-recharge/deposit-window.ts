import { philippineDate } from '../../../../platform/philippine-day.ts';

/**
 * What the deposit activities (ladder, accumulated and continuous recharge) share: which
 * credited deposits an instance counts, and Philippine calendar arithmetic on them.
 */

const DAY_MS = 86_400_000;

/**
 * Deposits count from the instance's start, and never from before the instance was created: an
 * offer set up today pays nothing for last month's deposits, even with a start in the past.
 */
export const countingSince = (instance: { startsAt: Date | null; createdAt: Date }): Date =>
  instance.startsAt && instance.startsAt > instance.createdAt ? instance.startsAt : instance.createdAt;

/** The calendar date `days` after (or before, when negative) a YYYY-MM-DD date. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The credited deposits an instance counts (at or after `since`), summed per Philippine day. */
export function dailyTotals(deposits: readonly { amount: number; at: Date }[], since: Date): Map<string, number> {
  const totals = new Map<string, number>();
  for (const deposit of deposits) {
    if (deposit.at < since) continue;
    const day = philippineDate(deposit.at);
    totals.set(day, (totals.get(day) ?? 0) + deposit.amount);
  }
  return totals;
}
