import { screenPath } from '../../shared/routing/feature-routes.ts';
import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';
import { kycPaths } from '../kyc/index.ts';
import { walletPaths, walletTabPath } from '../wallet/index.ts';

/**
 * Where the payment screens live (§2): deposit and withdraw in the wallet tab, a withdrawal to
 * one named account, binding an account (under /lobby on desktop), and the account list
 * (/profile/bank on desktop, /bankCardList or /profile/bank on mobile).
 */
export const paymentScreens = {
  deposit: { mobile: [walletTabPath('deposit')], desktop: [walletTabPath('deposit')] },
  withdraw: { mobile: [walletTabPath('withdraw')], desktop: [walletTabPath('withdraw')] },
  withdrawal: { mobile: ['/withdrawal/:name'], desktop: ['/withdrawal/:name'] },
  bindBankCard: { mobile: ['/bindBankCard'], desktop: ['/lobby/bindBankCard'], movedOnDesktop: ['/bindBankCard'] },
  bankCardList: { mobile: ['/bankCardList', '/profile/bank'], desktop: ['/profile/bank'] },
} as const satisfies ScreenPlaces;

/** Where the payment screens live on the current layout, and the other screens they link to. */
export function paymentPaths() {
  const wallet = walletPaths();
  return {
    deposit: screenPath(paymentScreens, 'deposit'),
    withdraw: screenPath(paymentScreens, 'withdraw'),
    withdrawal: (name: string) => screenPath(paymentScreens, 'withdrawal', { name }),
    bindBankCard: screenPath(paymentScreens, 'bindBankCard'),
    bankCardList: screenPath(paymentScreens, 'bankCardList'),
    wallet: wallet.wallet,
    password: wallet.password,
    kyc: kycPaths().kyc,
  };
}
