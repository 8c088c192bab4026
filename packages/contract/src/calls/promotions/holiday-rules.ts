/**
 * The holiday activities' seasons (Christmas 37, New Year 38), the same rule on the server (the
 * types' `visible` and their calls) and in the app (the floating icons' date gate).
 * Self-contained: the app runs it from source (apps/web/build/contract-runtime.ts), so it
 * imports nothing. Decisions: docs/decisions/087-christmas-and-new-year.md.
 */

/** A month and day of the Philippine calendar. */
export interface MonthDay { month: number; day: number }

/**
 * §2's date gates of the seasonal activities, inclusive, in Philippine time: Christmas from 1 to
 * 26 December, New Year from 26 December to 15 January. The server lists and runs an instance
 * only inside its season; the app floats its icon only then.
 */
export const HOLIDAY_SEASONS: Readonly<Record<number, { from: MonthDay; to: MonthDay }>> = {
  // Christmas (ActivityType 37)
  37: { from: { month: 12, day: 1 }, to: { month: 12, day: 26 } },
  // New Year (ActivityType 38)
  38: { from: { month: 12, day: 26 }, to: { month: 1, day: 15 } },
};

/** The app's date gate: the Philippine calendar day of `now` lies in the holiday's season (always true for other types). */
export function inHolidaySeason(type: number, now: Date): boolean {
  const window = HOLIDAY_SEASONS[type];
  if (!window) return true;
  const local = new Date(now.getTime() + 8 * 3_600_000);
  const day = (local.getUTCMonth() + 1) * 100 + local.getUTCDate();
  const from = window.from.month * 100 + window.from.day;
  const to = window.to.month * 100 + window.to.day;
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}
