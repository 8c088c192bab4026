/**
 * Philippine time: UTC+8 all year (no daylight saving), the product's day everywhere: daily tasks
 * start again at its midnight, daily limits count in it, the console's dashboard groups by it.
 */
const PH_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

const phLocal = (at: Date): number => at.getTime() + PH_OFFSET_MS;

/** The Philippine calendar date of `at`, as YYYY-MM-DD. */
export function philippineDate(at: Date): string {
  return new Date(phLocal(at)).toISOString().slice(0, 10);
}

/** The next Philippine midnight after `at`: when today's daily tasks start again. */
export function nextPhilippineMidnight(at: Date): Date {
  const local = phLocal(at);
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return new Date(dayStart + DAY_MS - PH_OFFSET_MS);
}

/** The moment a Philippine calendar date (YYYY-MM-DD) begins. */
export function philippineMidnight(date: string): Date {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(at)) throw new RangeError(`not a calendar date: ${date}`);
  return new Date(at - PH_OFFSET_MS);
}

/** Philippine days as instants: from the first day's midnight up to (not including) the midnight after the last. */
export interface PhilippineDays {
  start: Date;
  end: Date;
}

export const philippineDays = (from: string, to: string): PhilippineDays =>
  ({ start: philippineMidnight(from), end: new Date(philippineMidnight(to).getTime() + DAY_MS) });

/**
 * SQL for the Philippine calendar date (text YYYY-MM-DD) of a timestamptz column. A fixed
 * offset from UTC rather than a zone name, so it needs no time-zone data and answers the same
 * on PGlite and on any PostgreSQL whatever its TimeZone setting. `column` is our own SQL, never input.
 */
export const philippineDateSql = (column: string): string => `to_char((${column} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
