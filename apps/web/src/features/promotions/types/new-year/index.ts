import { ActivityType } from '@casino/contract';

/**
 * New Year (type 38): tasks, boxes, lottery tickets and fireworks (/activity/newYear); its icon
 * floats only in its season (lobby-rules.ts). Calls in ./api.ts.
 */
export const newYearType = {
  type: ActivityType.NewYear,
  screen: 'newYear',
  path: '/activity/newYear',
  page: () => import('./NewYearPage.tsx'),
  icon: { from: '#f7971e', to: '#c31432', glyph: '🧧' },
};
