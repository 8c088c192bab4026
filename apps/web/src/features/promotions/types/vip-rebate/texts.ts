import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the VIP rebate page (locale en-PK); the title and rules come from the server. */
export const enPKVipRebate = {
  promotions: {
    vipRebate: {
      title: 'VIP rebate',
      intro: 'Every day you get back a share of your valid bets at the rate of your VIP level.',
      yourRate: 'VIP {{level}}: {{rate}} of your valid bets',
      noRate: 'VIP {{level}} earns no rebate yet. Play on to reach the next level.',
      yesterday: 'Yesterday ({{day}})',
      today: 'Today so far',
      validBets: 'Valid bets',
      rate: 'Rate',
      rebate: 'Rebate',
      estimate: 'About {{amount}} at your current rate, settled after midnight (Philippine time).',
      status: {
        pending: 'Being settled: check back shortly after midnight.',
        none: 'No rebate for this day.',
        waiting: 'Claim by {{time}} (Philippine time).',
        claimed: 'Claimed.',
        expired: 'Expired: it was not claimed in time.',
      },
      claim: 'Claim {{amount}}',
      autoCredit: 'Rebates are credited to your balance automatically.',
      waiting: 'Waiting to be claimed',
      rates: 'Rates by VIP level',
      level: 'Level',
      levelFrom: 'VIP {{level}}+',
      turnover: 'Rebate coins add {{rate}}× turnover.',
      done: 'Claimed {{amount}} rebate.',
      rules: 'Rules',
      err1004: 'Your VIP level earns no rebate yet.',
      err1005: 'No rebate is waiting. Rebates are settled after midnight (Philippine time).',
      err1007: 'This rebate is not available any more.',
    },
  },
};

export const registerVipRebateTexts = lazyTexts(enPKVipRebate);
