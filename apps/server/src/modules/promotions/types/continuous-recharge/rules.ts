import type { ContinuousPrize, ContinuousRechargeSettings, ContinuousRechargeState } from '@casino/contract';
import { nextPhilippineMidnight, philippineDate } from '../../../../platform/philippine-day.ts';
import type { ActivityReason } from '../../refusals.ts';
import { addDays, countingSince, dailyTotals } from '../ladder-recharge/deposit-window.ts';
import type { CreditedDeposit } from '../promotion-type.ts';

/**
 * Continuous recharge (type 43), pure rules. The days come from the player's credited deposits
 * (payments) since the instance began counting; the entry keeps the days whose prize was claimed.
 */
export interface ContinuousEntry {
  claimed: number[];
}

export type ContinuousRefusal = 'claimed' | 'unknownDay' | 'notReached';

/** §8: 1006 claimed (checked first, so a replay always answers it); 1007 a day the offer does not have; 1005 no run has reached it yet. */
export const CONTINUOUS_REFUSALS: Readonly<Record<ContinuousRefusal, ActivityReason>> = {
  claimed: 'alreadyClaimed',
  unknownDay: 'unknownReward',
  notReached: 'conditionNotMet',
};

interface Running { startsAt: Date | null; endsAt: Date | null; createdAt: Date }

export interface Runs {
  /** Today's credited deposits. */
  today: number;
  /** Days in a row that count, up to today, or up to yesterday while today has not counted yet (today is still open). */
  streak: number;
  /** The longest run so far. */
  best: number;
}

/**
 * The player's runs of Philippine days whose credited deposits reach `minDaily`: a day without
 * enough restarts the run. Days from the instance's end on do not count.
 */
export function runsOf(instance: Running & { settings: Pick<ContinuousRechargeSettings, 'minDaily'> }, deposits: readonly CreditedDeposit[], now: Date): Runs {
  const counted = instance.endsAt ? deposits.filter((d) => d.at < instance.endsAt!) : deposits;
  const totals = dailyTotals(counted, countingSince(instance));
  const counts = (day: string) => (totals.get(day) ?? 0) >= instance.settings.minDaily;
  const days = [...totals.keys()].filter(counts).sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const today = philippineDate(now);
  let streak = 0;
  for (let day = counts(today) ? today : addDays(today, -1); counts(day); day = addDays(day, -1)) streak += 1;
  return { today: totals.get(today) ?? 0, streak, best };
}

/** Why day `day`'s prize cannot be claimed, or the prize. */
export function claimDecision(settings: ContinuousRechargeSettings, entry: ContinuousEntry | null, best: number, day: number): ContinuousRefusal | ContinuousPrize[] {
  if (entry?.claimed.includes(day)) return 'claimed';
  const prize = settings.days[day - 1];
  if (!prize) return 'unknownDay';
  if (best < day) return 'notReached';
  return prize.award;
}

/** Listed until every day's prize is claimed. */
export const visible = (entry: ContinuousEntry | null, settings: ContinuousRechargeSettings): boolean =>
  settings.days.some((_, index) => !entry?.claimed.includes(index + 1));

/** The page's state. */
export function stateOf(instance: Running & { id: number; settings: ContinuousRechargeSettings }, deposits: readonly CreditedDeposit[], entry: ContinuousEntry | null, now: Date): ContinuousRechargeState {
  const { settings } = instance;
  const runs = runsOf(instance, deposits, now);
  return {
    instanceId: instance.id,
    minDaily: settings.minDaily,
    today: runs.today,
    todayCounts: runs.today >= settings.minDaily,
    streak: runs.streak,
    best: Math.min(runs.best, settings.days.length),
    days: settings.days.map((day, index) => {
      const n = index + 1;
      const status = entry?.claimed.includes(n) ? 'claimed' as const : runs.best >= n ? 'claimable' as const : 'locked' as const;
      return { day: n, award: day.award.map((p) => ({ ...p })), status };
    }),
    nextDayAt: nextPhilippineMidnight(now).getTime(),
    endTime: instance.endsAt?.getTime() ?? -1,
  };
}
