import { isDesktop } from '../../shared/device/platform.ts';

/** Where the wallet screens live; the points and history pages sit under /lobby on desktop (§2). */
export function walletPaths() {
  const desktop = isDesktop();
  return {
    wallet: '/lobby/wallets/main',
    deposit: '/lobby/wallets/deposit',
    withdraw: '/lobby/wallets/withdraw',
    password: '/walletsPassword',
    points: desktop ? '/lobby/points' : '/points',
    history: desktop ? '/lobby/record/transaction' : '/record/transaction',
    pointsRules: '/rule/points',
  };
}
