import { featureRoutes } from '../../shared/routing/feature-routes.ts';
import { paymentScreens } from './paths.ts';

const withdrawPage = () => import('./pages/WithdrawPage.tsx');

/** The payments' registry: each screen's place, name and lazy page, for the route tables. */
export const paymentRoutes = featureRoutes(paymentScreens, {
  deposit: () => import('./pages/DepositPage.tsx'),
  withdraw: withdrawPage,
  withdrawal: withdrawPage,
  bindBankCard: () => import('./pages/BindBankCardPage.tsx'),
  bankCardList: () => import('./pages/BankAccountsPage.tsx'),
});
