import { screenPath } from '../../shared/routing/feature-routes.ts';
import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';

/**
 * Where the mail screens live (§2): the inbox is a lobby path on phones (inside the lobby shell)
 * and a profile page reached from the side menu; the desktop keeps both paths in its layout.
 */
export const mailScreens = {
  email: { mobile: ['/lobby/email'], desktop: ['/lobby/email'] },
  profileEmail: { mobile: ['/profile/email'], desktop: ['/profile/email'] },
} as const satisfies ScreenPlaces;

/** Where the inbox lives on the current layout, and one mail opened in it. */
export function mailPaths() {
  const inbox = screenPath(mailScreens, 'profileEmail');
  return {
    inbox,
    lobbyInbox: screenPath(mailScreens, 'email'),
    mail: (id: number) => `${inbox}?id=${id}`,
  };
}
