import { ActivityType } from '@casino/contract';

/** Free sign (type 36): its screen (§2 /activity/freeSign) and floating icon. Calls in ./api.ts. */
export const freeSignType = {
  type: ActivityType.FreeSign,
  screen: 'freeSign',
  path: '/activity/freeSign',
  page: () => import('./FreeSignPage.tsx'),
  icon: { from: '#43e97b', to: '#38a1ff', glyph: '7D' },
};
