import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { walletScreens } from './paths.ts';

/** The wallet's registry: each screen's place, name and lazy page, for the route tables. */
export const walletRoutes = featureRoutes(walletScreens, {
  wallet: () => import('./pages/WalletPage.tsx'),
  points: () => import('./pages/PointsPage.tsx'),
  transactions: () => import('./pages/TransactionHistoryPage.tsx'),
  walletsPassword: () => import('./pages/SafeboxPasswordPage.tsx'),
});
