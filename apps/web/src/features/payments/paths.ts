import { isDesktop } from '../../shared/device/platform.ts';

/** Where the payment screens live (§2): the bind page sits under /lobby on desktop, and the account list is /profile/bank there. */
export function paymentPaths() {
  const desktop = isDesktop();
  return {
    deposit: '/lobby/wallets/deposit',
    withdraw: '/lobby/wallets/withdraw',
    wallet: '/lobby/wallets/main',
    withdrawal: (name: string) => `/withdrawal/${encodeURIComponent(name)}`,
    bindBankCard: desktop ? '/lobby/bindBankCard' : '/bindBankCard',
    bankCardList: desktop ? '/profile/bank' : '/bankCardList',
    profileBank: '/profile/bank',
    kyc: '/walletsKyc',
    kycUpload: '/walletsKycUpload',
    password: '/walletsPassword',
  };
}
