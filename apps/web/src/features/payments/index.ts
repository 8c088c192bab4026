/**
 * Payments: deposits (channel chooser, the Deposit page with a payment page, QR code or bank
 * transfer, records), withdrawals, the player's bank and e-wallet accounts, and identity
 * verification (KYC). Route tables take the pages from here, each loaded when first visited.
 */
export const paymentPages = {
  deposit: () => import('./pages/DepositPage.tsx'),
  withdraw: () => import('./pages/WithdrawPage.tsx'),
  bindBankCard: () => import('./pages/BindBankCardPage.tsx'),
  bankAccounts: () => import('./pages/BankAccountsPage.tsx'),
  kyc: () => import('./pages/KycPage.tsx'),
  kycUpload: () => import('./pages/KycUploadPage.tsx'),
};

/** §4: the deposit page closed without a completion check. */
export { onDepositFinished } from './lib/deposit-events.ts';
export type { DepositFinished } from './lib/deposit-events.ts';
