import { ActivityType } from '@casino/contract';

/** First charge (type 39): its screen, modal and icon. Its calls are in ./api.ts, its rules in ./rules.ts. */
export const firstChargeType = {
  type: ActivityType.FirstCharge,
  screen: 'firstCharge',
  path: '/activity/firstCharge',
  page: () => import('./FirstChargePage.tsx'),
  modal: () => import('./FirstChargeModal.tsx'),
  icon: { from: '#ffb347', to: '#ff4d6d', glyph: '1st' },
};
