import { holidaySeasonAt } from '@casino/contract';
import type { HolidaySeason } from '@casino/contract';
import { activityRefusal } from '../../refusals.ts';

/**
 * The holiday season `now` falls in (Christmas 37, New Year 38: §2's date gates, contract
 * holiday-season.ts). Outside it a call is refused as the app's countdown would show it: 1003
 * nearer the end of the last season, 1002 nearer the start of the next.
 */
export function seasonOrRefuse(type: number, now: Date): HolidaySeason {
  const at = holidaySeasonAt(type, now);
  if ('outside' in at) throw activityRefusal(at.outside);
  return at.season;
}

/** Whether `now` lies in the holiday's season (the types' `visible`). */
export const inSeason = (type: number, now: Date): boolean => 'season' in holidaySeasonAt(type, now);

/** The Philippine dates from `first` to `last`, inclusive (YYYY-MM-DD). */
export function datesOf(first: string, last: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += 86_400_000) out.push(new Date(at).toISOString().slice(0, 10));
  return out;
}
