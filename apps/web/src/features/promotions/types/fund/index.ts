import { ActivityType } from '@casino/contract';

/** Fund (type 16, the growth fund): its screen (/activity/fund, decision 075) and floating icon. Calls in ./api.ts. */
export const fundType = {
  type: ActivityType.Fund,
  screen: 'fund',
  path: '/activity/fund',
  page: () => import('./FundPage.tsx'),
  icon: { from: '#11998e', to: '#38ef7d', glyph: 'FUND' },
};
