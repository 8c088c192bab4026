/** The wallet: balances, safebox, points exchange, reward turnover and the transaction history. */
import type { enPKWallet } from './i18n/en-PK.ts';
import type { enPKWalletShared } from './i18n/en-PK.shared.ts';

/** The wallet screens: paths, lazy pages, names and who may open them; and where they live, for other features' links. */
export { walletRoutes } from './routes.ts';
export { walletPaths, walletTabPath } from './paths.ts';
export type { WalletTab } from './paths.ts';

/**
 * The player's balances are the wallet's: every answer carrying balances lands through
 * applyBalances, and every screen reads them with useBalances.
 */
export { applyBalances, useBalances } from './balances.ts';
export type { BalancesAnswer, PlayerBalances } from './balances.ts';

/** The balance refresh of §4, shared by every refresh control in the app. */
export { refreshBalances, resetBalancesRefreshGate, useBalancesRefresh } from './api/refresh-balances.ts';

/** Money movements of other features (deposits, withdrawals) use the wallet's amount field and request ids. */
export { AmountInput } from './components/AmountInput.tsx';
export { createRequestIds, outcomeUnknown } from './request-id.ts';

/** How long a lock lasts, in the words of the wallet's texts. */
export { waitText } from './wallet-errors.ts';

/**
 * The wallet's screen names, loaded with the first screen; the wallet screens' own texts load with
 * them (./texts.ts), the words other screens share with the amount field and waitText (./shared-texts.ts).
 */
export { enPKWalletScreens } from './i18n/en-PK.screens.ts';
export type WalletTexts = typeof enPKWallet & typeof enPKWalletShared;
