import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the sign-up bonus page (locale en-PK); the title and rules come from the server. */
export const enPKSignUpBonus = {
  promotions: {
    signUpBonus: {
      title: 'Sign-up bonus',
      intro: "Welcome! Claim each day's prize on its day (Philippine time). A day not claimed is lost.",
      day: 'Day {{day}}',
      coins: '{{amount}} coins',
      points: '{{amount}} points',
      item: '{{count}} × item {{id}}',
      turnover: '{{rate}}× turnover',
      claim: 'Claim',
      status: { received: 'Claimed', today: 'Today', upcoming: 'Coming', missed: 'Missed' },
      needRecharge: 'Deposit {{amount}} more to claim your prizes.',
      none: 'The sign-up bonus is for players who registered while it runs.',
      done: 'Claimed {{prize}}.',
      rules: 'Rules',
      err1004: 'The sign-up bonus is for players who registered while it runs.',
      err1005: "This day's prize is not open yet.",
      err1007: "This day's prize has passed.",
    },
  },
};

export const registerSignUpBonusTexts = lazyTexts(enPKSignUpBonus);
