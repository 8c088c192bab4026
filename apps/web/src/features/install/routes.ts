import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { installScreens } from './paths.ts';

/** The install feature's screen, for the route tables. */
export const installRoutes = featureRoutes(installScreens, {
  apkdownload: () => import('./pages/AppDownloadPage.tsx'),
});
