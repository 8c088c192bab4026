import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the bind reward page (locale en-PK); the title and rules come from the server. */
export const enPKBindReward = {
  promotions: {
    bindReward: {
      title: 'Bind your mobile',
      intro: 'Bind a mobile number to your account and claim {{prize}} once.',
      coins: '{{amount}} coins',
      points: '{{amount}} points',
      item: '{{count}} × item {{id}}',
      turnover: '{{rate}}× turnover',
      bind: 'Bind mobile number',
      unbound: 'Your account has no mobile number yet.',
      claim: 'Claim reward',
      claimed: 'Claimed. Thank you for securing your account.',
      done: 'Claimed {{prize}}.',
      rules: 'Rules',
      err1005: 'Bind a mobile number first.',
    },
  },
};

export const registerBindRewardTexts = lazyTexts(enPKBindReward);
