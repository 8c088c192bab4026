import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { profileScreens } from './paths.ts';

/** The profile registry: each screen's place, name and lazy page, for the route tables. */
export const profileRoutes = featureRoutes(profileScreens, {
  profileUser: () => import('./pages/UserPage.tsx'),
  profileInfo: () => import('./pages/InfoPage.tsx'),
  profileSuperior: () => import('./pages/SuperiorPage.tsx'),
  profileMore: () => import('./pages/MorePage.tsx'),
  profileAgree: () => import('./pages/AgreePage.tsx'),
  profileLicense: () => import('./pages/LicensePage.tsx'),
});
