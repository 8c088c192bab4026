import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { rewardScreens } from './paths.ts';

/** The rewards registry: each screen's place, name and lazy page, for the route tables. */
export const rewardRoutes = featureRoutes(rewardScreens, {
  profileItems: () => import('./pages/ItemsPage.tsx'),
});
