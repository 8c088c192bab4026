/** The names of the wallet screens (locale en-PK), loaded with the first screen like every screen name. */
export const enPKWalletScreens = {
  screens: {
    wallet: 'Wallet',
    points: 'Points',
    transactions: 'Transaction history',
    walletsPassword: 'Wallet password',
  },
};
