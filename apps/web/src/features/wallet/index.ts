/** The wallet: balances, safebox, points exchange, reward turnover and the transaction history. */
export const walletPages = {
  wallet: () => import('./pages/WalletPage.tsx'),
  safeboxPassword: () => import('./pages/SafeboxPasswordPage.tsx'),
  points: () => import('./pages/PointsPage.tsx'),
  history: () => import('./pages/TransactionHistoryPage.tsx'),
};
