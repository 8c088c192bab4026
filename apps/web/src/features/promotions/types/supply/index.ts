import { ActivityType } from '@casino/contract';

/** Supply (type 30): its screen and floating icon (no home modal: it shows only while bankrupt). Calls in ./api.ts. */
export const supplyType = {
  type: ActivityType.Supply,
  screen: 'supply',
  path: '/activity/supply',
  page: () => import('./SupplyPage.tsx'),
  icon: { from: '#4facfe', to: '#00c48c', glyph: 'SOS' },
};
