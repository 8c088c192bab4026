import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the sign-in cards on the login-pay page (locale en-PK). */
export const enPKSignInCards = {
  promotions: {
    signInCards: {
      forSale: 'Sign-in cards',
      forSaleIntro: 'Deposit for a card: the deposit stays in your balance, and the card pays a prize on each of its days. The dearest card your deposit reaches is yours.',
      card: 'Sign-in card {{id}}',
      offer: '{{days}} days · {{coins}} coins in all',
      price: '{{amount}}',
      buy: 'Deposit {{amount}}',
      held: 'Held',
      mine: 'My cards',
      cardTitle: 'Card {{id}} · bought for {{price}}',
      day: 'Day {{day}}',
      claim: 'Claim',
      status: { received: 'Claimed', today: 'Today', upcoming: 'Coming', missed: 'Missed' },
      done: 'Claimed {{prize}}.',
      err1005: "This day's prize is not open yet.",
      err1007: "This day's prize has passed, or the card's days are over.",
    },
  },
};

export const registerSignInCardTexts = lazyTexts(enPKSignInCards);
