import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';

/**
 * Where the task screen lives (§2): a lobby tab on phones (/lobby/task, inside the lobby shell)
 * and /profile/task, the side menu's and the banners' link (clickAction 10000), on both layouts.
 */
export const taskScreens = {
  tasks: { mobile: ['/lobby/task', '/profile/task'], desktop: ['/profile/task'] },
} as const satisfies ScreenPlaces;

/** The screen is shown inside the mobile lobby shell (its tab bar below, no back arrow). */
export const inLobbyShell = (pathname: string): boolean => pathname.startsWith('/lobby/');
