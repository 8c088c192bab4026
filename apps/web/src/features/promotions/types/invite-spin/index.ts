import { ActivityType } from '@casino/contract';

/**
 * Invite spin (type 20): the wheel at /activity/spin, where the centre tab leads; it floats too,
 * the desktop's way in. Calls in ./api.ts.
 */
export const inviteSpinType = {
  type: ActivityType.InviteUserSpin,
  screen: 'inviteSpin',
  path: '/activity/spin',
  page: () => import('./InviteSpinPage.tsx'),
  icon: { from: '#ff6b3d', to: '#ffc23d', glyph: '✺' },
};
