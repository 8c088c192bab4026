import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the festival page (locale en-PK); the festival's title comes from the server. */
export const enPKFestival = {
  promotions: {
    festival: {
      title: 'Festival',
      dates: '{{from}} to {{to}} (Philippine time)',
      gift: 'Daily gift',
      giftIntro: 'Check in once a day during the festival for {{prize}}.',
      checkIn: 'Check in',
      checkedIn: 'Checked in today. Come back after {{time}}.',
      checkIns: 'Days checked in: {{count}}',
      tiers: 'Festival deposits',
      deposits: 'Deposited during the festival: {{amount}}',
      tier: 'Deposit {{amount}}',
      claim: 'Claim',
      claimed: 'Claimed',
      locked: '{{amount}} to go',
      deposit: 'Deposit',
      done: 'Claimed {{prize}}.',
      rules: 'Rules',
      err1005: 'Your festival deposits have not reached this tier yet.',
      err1006: 'Claimed already.',
    },
  },
};

export const registerFestivalTexts = lazyTexts(enPKFestival);
