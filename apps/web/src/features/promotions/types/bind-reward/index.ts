import { ActivityType } from '@casino/contract';

/**
 * Bind (type 4): the reward for a bound mobile number, on a screen of its own (/activity/bind);
 * it does not float (the side menu's bind link and the bind-phone banners lead to binding). Calls in ./api.ts.
 */
export const bindRewardType = {
  type: ActivityType.Bind,
  screen: 'bindReward',
  path: '/activity/bind',
  page: () => import('./BindRewardPage.tsx'),
  icon: { from: '#11998e', to: '#38ef7d', glyph: '☎' },
};
