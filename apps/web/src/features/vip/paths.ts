import { screenPath } from '../../shared/routing/feature-routes.ts';
import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';

/** Where the VIP screen lives (§2): /profile/vip on both layouts. */
export const vipScreens = {
  profileVip: { mobile: ['/profile/vip'], desktop: ['/profile/vip'] },
} as const satisfies ScreenPlaces;

/** Where the VIP screen lives, for other features' links (the side menu, home's featured entries). */
export function vipPaths() {
  return { vip: screenPath(vipScreens, 'profileVip') };
}
