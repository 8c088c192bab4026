import { screenPath } from '../../shared/routing/feature-routes.ts';
import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';

/** Where the safer play screen lives (docs/decisions/065): /profile/safer-play on both layouts. */
export const saferPlayScreens = {
  profileSaferPlay: { mobile: ['/profile/safer-play'], desktop: ['/profile/safer-play'] },
} as const satisfies ScreenPlaces;

/** Where the safer play screen lives, for other features' links (the member menu, the profile, notices). */
export function saferPlayPaths() {
  return { saferPlay: screenPath(saferPlayScreens, 'profileSaferPlay') };
}
