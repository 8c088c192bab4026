/** The wallet: balances, safebox, points exchange, reward turnover and the transaction history. */
export const walletPages = {
  wallet: () => import('./pages/WalletPage.tsx'),
  safeboxPassword: () => import('./pages/SafeboxPasswordPage.tsx'),
  points: () => import('./pages/PointsPage.tsx'),
  history: () => import('./pages/TransactionHistoryPage.tsx'),
};

/** The balance refresh of §4, shared by every refresh control in the app. */
export { refreshBalance, resetBalanceRefreshGate, useBalanceRefresh } from './api/refresh-balance.ts';

/** Money movements of other features (deposits, withdrawals) use the wallet's amount typing and request ids. */
export { amountInputText } from './amount-input.ts';
export { createRequestIds, outcomeUnknown } from './request-id.ts';
