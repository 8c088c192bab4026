import type { VipPeriod } from '@casino/contract';

/** Philippine time: UTC+8 all year, no daylight saving. */
const PH_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One reward period: when it starts and ends (the next one's start), and its name in claim keys. */
export interface Period {
  start: Date;
  next: Date;
  /** `2026-11-23` (the week's Monday) or `2026-11` (the month), Philippine dates. */
  label: string;
}

const isoDate = (phMidnight: number): string => new Date(phMidnight).toISOString().slice(0, 10);

/**
 * The period containing `at`: the Philippine-time week from Monday 00:00, or the Philippine
 * calendar month from its 1st 00:00.
 */
export function periodAt(period: VipPeriod, at: Date): Period {
  // Philippine wall time, read with the UTC getters.
  const local = new Date(at.getTime() + PH_OFFSET_MS);
  if (period === 'weekly') {
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday);
    return { start: new Date(monday - PH_OFFSET_MS), next: new Date(monday + 7 * DAY_MS - PH_OFFSET_MS), label: isoDate(monday) };
  }
  const first = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  const nextFirst = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  return { start: new Date(first - PH_OFFSET_MS), next: new Date(nextFirst - PH_OFFSET_MS), label: isoDate(first).slice(0, 7) };
}
