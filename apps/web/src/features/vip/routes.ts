import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { vipScreens } from './paths.ts';

/** The VIP registry: its screen's place, name and lazy page, for the route tables. */
export const vipRoutes = featureRoutes(vipScreens, {
  profileVip: () => import('./pages/VipPage.tsx'),
});
