import { ActivityType } from '@casino/contract';

/**
 * Christmas (type 37): the advent calendar (/activity/christmas); its icon floats only in its
 * season (lobby-rules.ts). Calls in ./api.ts.
 */
export const christmasType = {
  type: ActivityType.Christmas,
  screen: 'christmas',
  path: '/activity/christmas',
  page: () => import('./ChristmasPage.tsx'),
  icon: { from: '#b31217', to: '#1d976c', glyph: '🎄' },
};
