import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { promotionScreens } from './paths.ts';
import { firstChargeType } from './types/first-charge/index.ts';
import { signUpBonusType } from './types/sign-up-bonus/index.ts';
import { supplyType } from './types/supply/index.ts';

/** The promotions registry: each screen's places, name and lazy page, for the route tables. */
export const promotionRoutes = featureRoutes(promotionScreens, {
  promotions: () => import('./pages/PromotionsPage.tsx'),
  activityList: () => import('./pages/ActivityListPage.tsx'),
  activityDetail: () => import('./pages/ActivityDetailPage.tsx'),
  activityRule: () => import('./pages/RulePage.tsx'),
  firstCharge: firstChargeType.page,
  supply: supplyType.page,
  signUpBonus: signUpBonusType.page,
});
