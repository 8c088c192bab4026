import type { LimitPeriod } from '@casino/contract';
import { philippineDate, philippineMidnight } from '../../platform/philippine-day.ts';

/**
 * The periods money limits count in, in Philippine time (UTC+8): the day, the week from Monday
 * 00:00 to the next Monday 00:00, the calendar month. The bet statement computes the same starts
 * in SQL (safer_play_period_start, migration 701).
 */

const DAY_MS = 86_400_000;

export interface PeriodSpan {
  start: Date;
  /** The next period's start. */
  end: Date;
}

export function philippinePeriod(period: LimitPeriod, at: Date): PeriodSpan {
  const date = philippineDate(at);
  const dayStart = philippineMidnight(date);
  if (period === 'day') return { start: dayStart, end: new Date(dayStart.getTime() + DAY_MS) };
  if (period === 'week') {
    // getUTCDay of the calendar date: 0 Sunday ... 6 Saturday; Monday starts the week.
    const sinceMonday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
    const start = new Date(dayStart.getTime() - sinceMonday * DAY_MS);
    return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
  }
  const [year, month] = date.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start: philippineMidnight(`${date.slice(0, 7)}-01`), end: philippineMidnight(next) };
}
