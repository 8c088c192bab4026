import { fillPath, screenPath } from '../../shared/routing/feature-routes.ts';
import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';

/** The wallet tab of the lobby (§2): /lobby/wallets/main is the wallet; deposit and withdraw are the payment screens' places in it. */
const WALLET_TABS = '/lobby/wallets/:id';
export type WalletTab = 'main' | 'deposit' | 'withdraw';

export function walletTabPath(tab: WalletTab): string {
  return fillPath(WALLET_TABS, { id: tab });
}

/** Where the wallet's screens live (§2); the points and history pages sit under /lobby on desktop. */
export const walletScreens = {
  wallet: { mobile: [WALLET_TABS], desktop: [WALLET_TABS] },
  points: { mobile: ['/points'], desktop: ['/lobby/points'], movedOnDesktop: ['/points'] },
  transactions: { mobile: ['/record/transaction'], desktop: ['/lobby/record/transaction'] },
  walletsPassword: { mobile: ['/walletsPassword'], desktop: ['/walletsPassword'] },
} as const satisfies ScreenPlaces;

/** Where the wallet screens live on the current layout. */
export function walletPaths() {
  return {
    wallet: walletTabPath('main'),
    deposit: walletTabPath('deposit'),
    withdraw: walletTabPath('withdraw'),
    password: screenPath(walletScreens, 'walletsPassword'),
    points: screenPath(walletScreens, 'points'),
    history: screenPath(walletScreens, 'transactions'),
    /** The points rules, one of the app's rule pages (§2 /rule/:name). */
    pointsRules: '/rule/points',
  };
}
