import type { AccumulatedPeriod, AccumulatedRechargeSettings, AccumulatedRechargeState, AccumulatedTier } from '@casino/contract';
import { philippineMidnight } from '../../../../platform/philippine-day.ts';
import type { ActivityReason } from '../../refusals.ts';
import { countingSince } from '../ladder-recharge/deposit-window.ts';
import type { CreditedDeposit } from '../promotion-type.ts';
import { periodOf } from '../supply/rules.ts';

/**
 * Accumulated recharge (type 28), pure rules. The period's deposits come from payments; the
 * entry keeps the thresholds claimed in the period last claimed in.
 */
export interface AccumulatedEntry {
  /** The key of the period the claims below belong to. */
  period: string;
  claimed: number[];
}

export type AccumulatedRefusal = 'claimed' | 'unknownTier' | 'notReached';

/** §8: 1006 claimed this period (checked first, so a replay always answers it); 1007 no such threshold; 1005 not reached yet. */
export const ACCUMULATED_REFUSALS: Readonly<Record<AccumulatedRefusal, ActivityReason>> = {
  claimed: 'alreadyClaimed',
  unknownTier: 'unknownReward',
  notReached: 'conditionNotMet',
};

interface Running { startsAt: Date | null; endsAt: Date | null; createdAt: Date }

export interface Period {
  /** Names the period in claim refs: a Philippine date, week:<monday>, month:<YYYY-MM>, or instance. */
  key: string;
  /** When its deposits start counting (never before the instance's counting start). */
  from: Date;
  /** When the next period starts; null for the whole instance. */
  next: Date | null;
}

/** The period `now` falls in, Philippine time (a week from Monday 00:00, a calendar month from the 1st). */
export function periodAt(instance: Running, period: AccumulatedPeriod, now: Date): Period {
  const since = countingSince(instance);
  if (period === 'instance') return { key: 'instance', from: since, next: null };
  const { key, next } = periodOf(period, now);
  const startDate = period === 'day' ? key : period === 'week' ? key.slice('week:'.length) : `${key.slice('month:'.length)}-01`;
  const start = philippineMidnight(startDate);
  return { key, from: since > start ? since : start, next };
}

/** The period's credited deposits (those before its start or from the instance's end do not count). */
export const periodTotal = (deposits: readonly CreditedDeposit[], period: Period, endsAt: Date | null): number =>
  deposits.filter((d) => d.at >= period.from && (!period.next || d.at < period.next) && (!endsAt || d.at < endsAt))
    .reduce((sum, d) => sum + d.amount, 0);

export const claimedIn = (entry: AccumulatedEntry | null, key: string): number[] => (entry?.period === key ? entry.claimed : []);

/** Why `tierId`'s prize cannot be claimed now, or the tier. */
export function claimDecision(settings: AccumulatedRechargeSettings, entry: AccumulatedEntry | null, key: string, total: number, tierId: number): AccumulatedRefusal | AccumulatedTier {
  if (claimedIn(entry, key).includes(tierId)) return 'claimed';
  const tier = settings.tiers.find((t) => t.id === tierId);
  if (!tier) return 'unknownTier';
  if (total < tier.amount) return 'notReached';
  return tier;
}

export const afterClaim = (entry: AccumulatedEntry | null, key: string, tierId: number): AccumulatedEntry =>
  ({ period: key, claimed: [...claimedIn(entry, key), tierId] });

/** Listed until every threshold's prize of the current period is claimed. */
export const visible = (entry: AccumulatedEntry | null, instance: Running & { settings: AccumulatedRechargeSettings }, now: Date): boolean => {
  const claimed = claimedIn(entry, periodAt(instance, instance.settings.period, now).key);
  return instance.settings.tiers.some((tier) => !claimed.includes(tier.id));
};

/** The page's state. */
export function stateOf(instance: Running & { id: number; settings: AccumulatedRechargeSettings }, deposits: readonly CreditedDeposit[], entry: AccumulatedEntry | null, now: Date): AccumulatedRechargeState {
  const period = periodAt(instance, instance.settings.period, now);
  const total = periodTotal(deposits, period, instance.endsAt);
  const claimed = claimedIn(entry, period.key);
  return {
    instanceId: instance.id,
    period: instance.settings.period,
    periodStart: period.from.getTime(),
    nextPeriodAt: period.next?.getTime() ?? -1,
    total,
    tiers: [...instance.settings.tiers].sort((a, b) => a.amount - b.amount).map((tier) => ({
      id: tier.id, amount: tier.amount, award: tier.award.map((p) => ({ ...p })),
      status: claimed.includes(tier.id) ? 'claimed' as const : total >= tier.amount ? 'claimable' as const : 'locked' as const,
    })),
    endTime: instance.endsAt?.getTime() ?? -1,
  };
}
