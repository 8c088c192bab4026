import { ActivityType } from '@casino/contract';

/**
 * Festival (type 35): its screen (§2 /activity/festival) and floating icon, which floats until
 * the festival ends (lobby-rules.ts passesDateGate). Calls in ./api.ts.
 */
export const festivalType = {
  type: ActivityType.Festival,
  screen: 'festival',
  path: '/activity/festival',
  page: () => import('./FestivalPage.tsx'),
  icon: { from: '#ff512f', to: '#f09819', glyph: '🏮' },
};
