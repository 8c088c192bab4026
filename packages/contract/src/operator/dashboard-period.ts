/**
 * The dashboard's period: calendar dates in Philippine time (UTC+8 all year, the product's day).
 * Plain data and date arithmetic, so the console checks its period chooser without the schemas.
 */

/** The longest period the dashboard answers, in days (both ends included): about a quarter. */
export const DASHBOARD_MAX_DAYS = 92;

const PH_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a YYYY-MM-DD date, or NaN when it is not a real calendar date. */
function utcMidnight(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) return NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const back = new Date(at);
  // Date.UTC rolls 2026-02-30 over to March: a date that does not come back the same is not real.
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? at : NaN;
}

export const isCalendarDate = (date: string): boolean => !Number.isNaN(utcMidnight(date));

/** Days from `from` to `to`, both included: 1 for a single day, 0 or less when `to` is before `from`. */
export const daysInPeriod = (from: string, to: string): number => Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;

/** The calendar date `days` after `date` (before it, when negative). */
export const addDays = (date: string, days: number): string => new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Today's date in Philippine time. */
export const philippineToday = (nowMs: number): string => new Date(nowMs + PH_OFFSET_MS).toISOString().slice(0, 10);

/** Every date of the period in order, both ends included. */
export function periodDates(from: string, to: string): string[] {
  const count = daysInPeriod(from, to);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}
