import { ActivityType } from '@casino/contract';

/** Free login bonus (type 23, the day bonus): its screen (§2 /activity/sign; rule page dayBonus) and floating icon. Calls in ./api.ts. */
export const freeLoginBonusType = {
  type: ActivityType.FreeLoginBonus,
  screen: 'freeLoginBonus',
  path: '/activity/sign',
  page: () => import('./FreeLoginBonusPage.tsx'),
  icon: { from: '#f093fb', to: '#f5576c', glyph: 'DAY' },
};
