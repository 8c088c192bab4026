import { COOLING_OFF_HOURS } from '@casino/contract';
import type { SelfExclusionDuration, TimeOutDuration } from '@casino/contract';

const HOUR_MS = 60 * 60 * 1000;
const TIME_OUT_HOURS: Record<TimeOutDuration, number> = { '24h': 24, '48h': 48, '7d': 7 * 24, '2w': 14 * 24, '6w': 42 * 24 };
const SELF_EXCLUSION_MONTHS: Record<SelfExclusionDuration, number> = { '6m': 6, '1y': 12, '5y': 60 };

export type BreakKind = 'timeOut' | 'selfExclusion';

/**
 * When a break started at `now` would end, for the confirmation to state it: the server's rule
 * (hours for a time-out, calendar months for a self-exclusion); the answer carries the real one.
 */
export function breakEnd(kind: BreakKind, duration: TimeOutDuration | SelfExclusionDuration, now: number): number {
  if (kind === 'timeOut') return now + TIME_OUT_HOURS[duration as TimeOutDuration] * HOUR_MS;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + SELF_EXCLUSION_MONTHS[duration as SelfExclusionDuration]);
  return end.getTime();
}

/** A request to end a self-exclusion takes effect this long after it. */
export const END_WAIT_MS = COOLING_OFF_HOURS * HOUR_MS;
