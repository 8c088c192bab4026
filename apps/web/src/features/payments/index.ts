/**
 * Payments: deposits (channel chooser, the Deposit page with a payment page, QR code or bank
 * transfer, records), withdrawals, and the player's bank and e-wallet accounts. The route tables
 * take the screens from the registry here, each page loaded when first visited.
 */
import type { enPKPayments } from './i18n/en-PK.ts';

/** The payment screens: paths, lazy pages, names and who may open them. */
export { paymentRoutes } from './routes.ts';

/** §4: the deposit page closed without a completion check. */
export { onDepositFinished } from './lib/deposit-events.ts';
export type { DepositFinished } from './lib/deposit-events.ts';

/** The payment screens' names load with the first screen; their texts load with them (./texts.ts). */
export { enPKPaymentScreens } from './i18n/en-PK.screens.ts';
export type PaymentTexts = typeof enPKPayments;
