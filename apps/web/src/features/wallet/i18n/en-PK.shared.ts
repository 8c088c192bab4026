/**
 * The wallet words other screens share (locale en-PK): the amount field's, with its problems, and
 * how long a lock lasts. They load with the amount field and the wallet's failure texts, on the
 * wallet and payment screens (../shared-texts.ts), not with the first screen.
 */
export const enPKWalletShared = {
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
};
