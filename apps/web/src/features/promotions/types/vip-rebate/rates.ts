import { ActivityType } from '@casino/contract';
import type { VipRebateRate } from '@casino/contract';
import { useActivityData } from '../../api/activity-ids.ts';
import { useVipRebate } from './api.ts';

/** Basis points as a percentage with two decimals: 50 -> "0.50%". */
export const percentText = (basisPoints: number): string => `${(basisPoints / 100).toFixed(2)}%`;

/**
 * The rate a VIP level earns, in basis points, as the settlement pays it: that of the highest
 * step at or below the level (the steps ascend); 0 below the first step.
 */
export function rebateRateAt(rates: readonly VipRebateRate[], level: number): number {
  let rate = 0;
  for (const step of rates) if (step.level <= level) rate = step.basisPoints;
  return rate;
}

/** Where the VIP rebate's page is (§2). */
export const VIP_REBATE_PATH = '/activity/vipRebate';

/**
 * What the running VIP rebate pays by VIP level (its instance's rate table, decision 076), for
 * the VIP page. Read only while the rebate is listed for the player; null while none runs, until
 * it is read, or when it cannot be: the VIP page then promises no rebate at all.
 */
export function useVipRebateRates(): readonly VipRebateRate[] | null {
  const running = useActivityData().activityIds.includes(ActivityType.VIP);
  const rebate = useVipRebate({ enabled: running });
  return running && rebate.data ? rebate.data.rates : null;
}
