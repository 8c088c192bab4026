/**
 * The names of the payment screens (locale en-PK). They load with the first screen, like every
 * screen name; the screens' own texts load with them (./en-PK.ts).
 */
export const enPKPaymentScreens = {
  screens: {
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    withdrawal: 'Withdrawal',
    bindBankCard: 'Bind bank card',
    bankCardList: 'Bank cards',
    profileBank: 'Bank accounts',
  },
};
