import { ActivityType } from '@casino/contract';

/**
 * Accumulated recharge (type 28): its screen and floating icon (no home modal). §2 leads its
 * lobby entries to the deposit page, which links here. Calls in ./api.ts.
 */
export const accumulatedRechargeType = {
  type: ActivityType.AccumulatedRecharge,
  screen: 'accumulatedRecharge',
  path: '/activity/accumulatedRecharge',
  page: () => import('./AccumulatedRechargePage.tsx'),
  icon: { from: '#f6d365', to: '#fd7043', glyph: 'Σ' },
};
