import type { SelfExclusionDuration, TimeOutDuration } from '@casino/contract';
import { COOLING_OFF_HOURS, IRREVOCABLE_MONTHS } from '@casino/contract';

const HOUR_MS = 60 * 60 * 1000;

/** Adds calendar months in UTC (a self-exclusion of 6 months ends on the same day 6 months on). */
function addMonths(at: Date, months: number): Date {
  const end = new Date(at.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

const TIME_OUT_HOURS: Record<TimeOutDuration, number> = { '24h': 24, '48h': 48, '7d': 7 * 24, '2w': 14 * 24, '6w': 42 * 24 };
const SELF_EXCLUSION_MONTHS: Record<SelfExclusionDuration, number> = { '6m': 6, '1y': 12, '5y': 60 };

/** When a time-out started at `at` ends. */
export const timeOutEnd = (at: Date, duration: TimeOutDuration): Date => new Date(at.getTime() + TIME_OUT_HOURS[duration] * HOUR_MS);

/** When a self-exclusion started at `at` ends. */
export const selfExclusionEnd = (at: Date, duration: SelfExclusionDuration): Date => addMonths(at, SELF_EXCLUSION_MONTHS[duration]);

/** Before this the player cannot end a self-exclusion started at `at` (PAGCOR: the first 6 months). */
export const irrevocableUntil = (at: Date): Date => addMonths(at, IRREVOCABLE_MONTHS);

/** A player's request to end a self-exclusion takes effect this long after it. */
export const END_WAIT_MS = COOLING_OFF_HOURS * HOUR_MS;

/** An operator's duration: one of the player's choices, or a number of days (1-3650). */
export function operatorEnd(kind: 'timeOut' | 'selfExclusion', at: Date, duration: string): Date | null {
  if (kind === 'timeOut' && duration in TIME_OUT_HOURS) return timeOutEnd(at, duration as TimeOutDuration);
  if (kind === 'selfExclusion' && duration in SELF_EXCLUSION_MONTHS) return selfExclusionEnd(at, duration as SelfExclusionDuration);
  const days = /^(\d{1,4})d$/.exec(duration);
  if (days && Number(days[1]) >= 1 && Number(days[1]) <= 3650) return new Date(at.getTime() + Number(days[1]) * 24 * HOUR_MS);
  return null;
}
