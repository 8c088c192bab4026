import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { saferPlayScreens } from './paths.ts';

/** The safer play registry: its screen's place, name and lazy page, for the route tables. */
export const saferPlayRoutes = featureRoutes(saferPlayScreens, {
  profileSaferPlay: () => import('./pages/SaferPlayPage.tsx'),
});
