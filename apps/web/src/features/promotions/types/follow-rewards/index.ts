import { ActivityType } from '@casino/contract';

/** Follow rewards (type 21): its screen (§2 /activity/follow) and floating icon. Calls in ./api.ts. */
export const followRewardsType = {
  type: ActivityType.FollowRewards,
  screen: 'followRewards',
  path: '/activity/follow',
  page: () => import('./FollowRewardsPage.tsx'),
  icon: { from: '#4facfe', to: '#00f2fe', glyph: '♥' },
};
