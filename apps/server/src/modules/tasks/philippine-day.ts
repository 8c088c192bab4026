/** Philippine time: UTC+8 all year (no daylight saving). Daily tasks start again at its midnight. */
const PH_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

const phLocal = (at: Date): number => at.getTime() + PH_OFFSET_MS;

/** The Philippine calendar date of `at`, as YYYY-MM-DD: a daily task's period. */
export function philippineDate(at: Date): string {
  return new Date(phLocal(at)).toISOString().slice(0, 10);
}

/** The next Philippine midnight after `at`: when today's daily tasks start again. */
export function nextPhilippineMidnight(at: Date): Date {
  const local = phLocal(at);
  const dayStart = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  return new Date(dayStart + DAY_MS - PH_OFFSET_MS);
}
