import { Suspense } from 'react';
import { ActivityType } from '@casino/contract';
import { useActivityData } from '../../api/activity-ids.ts';
import { lazyInOwnTask } from '../../../../shared/render/lazy-in-own-task.ts';

const DepositOffers = lazyInOwnTask(() => import('./DepositOffers.tsx'));

/** The deposit activities the deposit page speaks of (§2: their lobby entries lead there). */
export const DEPOSIT_PAGE_ACTIVITIES: readonly number[] = [ActivityType.LadderRecharge, ActivityType.AccumulatedRecharge, ActivityType.ContinuousRecharge];

/**
 * The deposit page's bonus hint: nothing unless a deposit activity is listed for the player; then
 * (loaded only then) the ladder's bonus on the amount being entered and the way to each offer.
 */
export function DepositBonusHint({ amount }: { amount: number | null }) {
  const data = useActivityData();
  if (!DEPOSIT_PAGE_ACTIVITIES.some((type) => data.activityIds.includes(type))) return null;
  return (
    <Suspense fallback={null}>
      <DepositOffers amount={amount} activities={data} />
    </Suspense>
  );
}
