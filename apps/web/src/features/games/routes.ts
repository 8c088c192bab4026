import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { gameScreens } from './paths.ts';

/** The games' registry: each screen's place, name and lazy page, for the route tables. */
export const gameRoutes = featureRoutes(gameScreens, {
  start: () => import('./pages/StartGamePage.tsx'),
  verify: () => import('./pages/VerifyPage.tsx'),
});
