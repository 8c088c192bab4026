import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the free sign-in calendar (locale en-PK); the title and rules come from the server. */
export const enPKFreeSign = {
  promotions: {
    freeSign: {
      title: 'Daily sign-in',
      intro: 'Sign in every day and claim the prize of your next day (Philippine time).',
      resets: 'Miss a day and the calendar starts again at day 1.',
      keeps: 'A missed day does not reset your calendar.',
      day: 'Day {{day}}',
      claim: 'Claim day {{day}}',
      claiming: 'Claiming...',
      status: { received: 'Claimed', today: 'Today', upcoming: 'Coming' },
      claimed: 'Claimed today. The next day opens {{time}} (Philippine time).',
      streak: 'Days in a row: {{count}}',
      needRecharge: 'Deposit {{amount}} more to claim.',
      done: 'Claimed {{prize}}.',
      rules: 'Rules',
      err1005: 'Make the deposit shown to claim.',
      err1006: 'You have claimed today. Come back tomorrow.',
    },
  },
};

export const registerFreeSignTexts = lazyTexts(enPKFreeSign);
