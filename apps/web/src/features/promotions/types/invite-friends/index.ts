import { ActivityType } from '@casino/contract';

/**
 * Invite friends (type 40, InviteFriend1): its screen (/activity/inviteFriends), its modal in the
 * home sequence and its icon. Calls in ./api.ts; the page and the modal load only when opened.
 */
export const inviteFriendsType = {
  type: ActivityType.InviteFriend1,
  screen: 'inviteFriends',
  path: '/activity/inviteFriends',
  page: () => import('./InviteFriendsPage.tsx'),
  modal: () => import('./InviteFriendsModal.tsx'),
  icon: { from: '#7f5af0', to: '#2cb67d', glyph: '+1' },
};
