import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the supply page (locale en-PK); the title and rules come from the server. */
export const enPKSupply = {
  promotions: {
    supply: {
      title: 'Supply',
      intro: 'Out of coins? Claim a supply when your coins plus your safebox are below {{threshold}}.',
      award: 'You get {{prize}}',
      coins: '{{amount}} coins',
      points: '{{amount}} points',
      item: '{{count}} × item {{id}}',
      turnover: '{{rate}}× turnover',
      period: { day: 'Once a day', week: 'Once a week', month: 'Once a month' },
      claim: 'Claim supply',
      claimed: 'Claimed. The next supply opens {{time}} (Philippine time).',
      notBankrupt: 'Your balance is above {{threshold}}: the supply is for players who have run out.',
      ordersOpen: 'A deposit or withdrawal is still in progress. Try again once it has finished.',
      done: 'Claimed {{prize}}.',
      rules: 'Rules',
      err1004: 'Your balance is above the supply threshold.',
      err1005: 'Wait until your deposit or withdrawal has finished.',
    },
  },
};

export const registerSupplyTexts = lazyTexts(enPKSupply);
