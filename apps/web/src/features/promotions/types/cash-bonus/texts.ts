import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the cash bonus page (locale en-PK); the title and rules come from the server. */
export const enPKCashBonus = {
  promotions: {
    cashBonus: {
      title: 'Cash bonus',
      terms: 'Deposit {{min}} or more and get {{percent}}% of it as a cash bonus (up to {{max}} a deposit).',
      split: '{{instant}}% can be claimed at once within {{hours}} hours; the rest is released in {{parts}} parts as you bet {{times}}× the deposit, within {{days}} days.',
      deposit: 'Deposit now',
      empty: 'No cash bonus yet. Make a deposit to earn one.',
      instantTitle: 'Claim now',
      instantItem: '{{amount}} from your deposit of {{deposit}}',
      claimInstant: 'Claim {{amount}}',
      poolTitle: 'Released as you bet',
      poolItem: '{{pool}} from your deposit of {{deposit}}',
      parts: '{{released}} of {{parts}} parts released, {{claimed}} claimed',
      nextPart: 'Bet {{amount}} more to release the next part.',
      allReleased: 'Every part is released.',
      expires: 'Claim by {{time}} (Philippine time).',
      claimPool: 'Claim {{amount}}',
      historyTitle: 'My recharge bonuses',
      historyEmpty: 'No recharge bonuses yet.',
      /** §9 recharge bonus kinds 1-13 by name (KIND_NAMES in the page). */
      kind: {
        collection: 'Cash bonus', ticket: 'Ticket', coin: 'Instant cash bonus', shop: 'Shop', prop: 'Prop', buyProp: 'Bought prop',
        collection2: 'Collection II', collection3: 'Collection III', year2023: 'Year 2023', supply: 'Supply', festival: 'Festival',
        weekend: 'Weekend', firstCharge: 'First charge',
      },
      turnover: 'Bonus coins add {{rate}}× turnover.',
      done: 'Claimed {{amount}}.',
      rules: 'Rules',
      err1005: 'No part is released yet: keep playing.',
      err1007: 'This bonus is not available any more.',
    },
  },
};

export const registerCashBonusTexts = lazyTexts(enPKCashBonus);
