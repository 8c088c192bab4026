import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { kycScreens } from './paths.ts';

/** The identity verification registry: each screen's place, name and lazy page, for the route tables. */
export const kycRoutes = featureRoutes(kycScreens, {
  walletsKyc: () => import('./pages/KycPage.tsx'),
  walletsKycUpload: () => import('./pages/KycUploadPage.tsx'),
});
