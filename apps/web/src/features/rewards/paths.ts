import { screenPath } from '../../shared/routing/feature-routes.ts';
import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';

/** Where the rewards screens live: the item bag with the reward history (decision 055). */
export const rewardScreens = {
  profileItems: { mobile: ['/profile/items'], desktop: ['/profile/items'] },
} as const satisfies ScreenPlaces;

export function rewardPaths() {
  return { items: screenPath(rewardScreens, 'profileItems') };
}
