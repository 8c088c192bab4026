import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';

/** The app download page (§2 /apkdownload, public), on both layouts; the banners link to it. */
export const installScreens = {
  apkdownload: { mobile: ['/apkdownload'], desktop: ['/apkdownload'], public: true },
} as const satisfies ScreenPlaces;
