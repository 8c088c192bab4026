import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the continuous-recharge page, /activity/depositEvery (locale en-PK); the title and rules come from the server. */
export const enPKContinuousRecharge = {
  promotions: {
    continuous: {
      title: 'Deposit every day',
      intro: 'Deposit at least {{amount}} a day (Philippine time), days in a row. Day 1 of a run unlocks the first prize, day 2 the second, and so on.',
      today: 'Today: {{amount}} of {{min}}',
      todayCounts: 'Today counts. Come back tomorrow to keep the run going.',
      todayOpen: 'Deposit {{amount}} more today to count it. The day ends {{time}} (Philippine time).',
      streak_one: 'Current run: {{count}} day',
      streak_other: 'Current run: {{count}} days',
      best: 'Prizes unlocked up to day {{day}}',
      day: 'Day {{day}}',
      claim: 'Claim',
      status: { claimed: 'Claimed', locked: 'Locked' },
      deposit: 'Deposit now',
      done: 'Claimed {{prize}}.',
      rules: 'Rules',
      err1005: 'No run of days has reached this day yet.',
      err1006: "You have claimed this day's prize already.",
      err1007: 'This day is not part of the offer.',
    },
  },
};

export const registerContinuousRechargeTexts = lazyTexts(enPKContinuousRecharge);
