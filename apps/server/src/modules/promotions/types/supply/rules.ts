import type { SupplyPeriod, SupplyPrize, SupplySettings, SupplyState } from '@casino/contract';
import { nextPhilippineMidnight, philippineDate, philippineMidnight } from '../../../../platform/philippine-day.ts';
import type { PlayerFacts } from '../../activity-ids.ts';
import type { ActivityReason } from '../../refusals.ts';

/**
 * Supply (type 30), pure rules. A player's entry is written by the first claim and names the
 * last period claimed, so the list and the page know the period's claim without a query.
 */
export interface SupplyEntry {
  /** The key of the last period claimed (periodOf). */
  lastPeriod: string;
  claims: number;
}

/** Why a supply claim is refused, before the engine's budgets. */
export type SupplyRefusal = 'claimedThisPeriod' | 'notBankrupt' | 'ordersOpen';

/**
 * The errcode each reason answers (§8): 1006 claimed this period; 1004 not bankrupt (the app
 * reads the ids again and Supply leaves the list); 1005 an order in progress (it may still come
 * back bankrupt once the order settles).
 */
export const SUPPLY_REFUSALS: Readonly<Record<SupplyRefusal, ActivityReason>> = {
  claimedThisPeriod: 'alreadyClaimed',
  notBankrupt: 'notEligible',
  ordersOpen: 'conditionNotMet',
};

const DAY_MS = 86_400_000;

/**
 * The Philippine period `now` falls in: its key (the claim's ref) and when the next one starts.
 * A week runs from Monday 00:00; a month is the calendar month.
 */
export function periodOf(period: SupplyPeriod, now: Date): { key: string; next: Date } {
  const today = philippineDate(now);
  if (period === 'day') return { key: today, next: nextPhilippineMidnight(now) };
  if (period === 'week') {
    const midnight = philippineMidnight(today).getTime();
    // getUTCDay of the date itself: 0 Sunday ... 6 Saturday; days back to Monday.
    const back = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = new Date(midnight - back * DAY_MS);
    return { key: `week:${philippineDate(monday)}`, next: new Date(monday.getTime() + 7 * DAY_MS) };
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { key: `month:${today.slice(0, 7)}`, next: philippineMidnight(nextMonth) };
}

/** §3 isBankrupt while supply runs: coins plus safebox below the instance's threshold. */
export const isBankrupt = (settings: Pick<SupplySettings, 'bankruptBelow'>, facts: Pick<PlayerFacts, 'coin' | 'safebox'>): boolean =>
  facts.coin + facts.safebox < settings.bankruptBelow;

export const claimedIn = (entry: SupplyEntry | null, key: string): boolean => entry?.lastPeriod === key;

export interface OpenOrders { deposits: number; withdrawals: number }

/** Why the player may not claim now, or null when they may; the period's claim is checked first, so a replay always answers 1006. */
export function supplyRefusal(entry: SupplyEntry | null, settings: SupplySettings, facts: PlayerFacts, orders: OpenOrders, now: Date): SupplyRefusal | null {
  if (claimedIn(entry, periodOf(settings.period, now).key)) return 'claimedThisPeriod';
  if (!isBankrupt(settings, facts)) return 'notBankrupt';
  if (orders.deposits > 0 || orders.withdrawals > 0) return 'ordersOpen';
  return null;
}

/** In the list while bankrupt (the engine's §5 rule) and this period's award is not claimed yet. */
export const visible = (entry: SupplyEntry | null, settings: SupplySettings, now: Date): boolean =>
  !claimedIn(entry, periodOf(settings.period, now).key);

/** The page's state. */
export function stateOf(instanceId: number, settings: SupplySettings, entry: SupplyEntry | null, facts: PlayerFacts, orders: OpenOrders, now: Date): SupplyState {
  const { key, next } = periodOf(settings.period, now);
  const ordersOpen = orders.deposits > 0 || orders.withdrawals > 0;
  return {
    instanceId, bankruptBelow: settings.bankruptBelow, award: settings.award.map((p: SupplyPrize) => ({ ...p })), period: settings.period,
    isBankrupt: isBankrupt(settings, facts), ordersOpen, claimed: claimedIn(entry, key),
    canClaim: supplyRefusal(entry, settings, facts, orders, now) === null, nextPeriodAt: next.getTime(),
  };
}
