import { ActivityType } from '@casino/contract';

/** Continuous recharge (type 43): its screen (§2 /activity/depositEvery, where its lobby entries lead) and floating icon. Calls in ./api.ts. */
export const continuousRechargeType = {
  type: ActivityType.ContinuousRecharge,
  screen: 'continuousRecharge',
  path: '/activity/depositEvery',
  page: () => import('./ContinuousRechargePage.tsx'),
  icon: { from: '#a18cd1', to: '#fb6f92', glyph: '7D' },
};
