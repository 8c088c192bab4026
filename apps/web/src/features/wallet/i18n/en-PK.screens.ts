/**
 * The names of the wallet screens and the wallet words other features' screens use (the amount
 * field, how long a lock lasts), in English (locale en-PK): loaded with the first screen. The
 * wallet screens' own texts load with them (./en-PK.ts).
 */
export const enPKWalletScreens = {
  wallet: {
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    seconds_one: '{{count}} second',
    seconds_other: '{{count}} seconds',
    amount: {
      all: 'All',
      quick: 'Quick amounts',
      required: 'Enter an amount.',
      invalid: 'Enter an amount with at most two decimals, for example 12.50.',
      zero: 'The amount must be more than 0.00.',
    },
  },
  screens: {
    wallet: 'Wallet',
    points: 'Points',
    transactions: 'Transaction history',
    walletsPassword: 'Wallet password',
  },
};
