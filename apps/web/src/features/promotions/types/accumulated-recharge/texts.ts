import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the accumulated-recharge page (locale en-PK); the title and rules come from the server. */
export const enPKAccumulatedRecharge = {
  promotions: {
    accumulated: {
      title: 'Accumulated deposits',
      intro: 'Your deposits add up. Each level your total reaches unlocks its prize, claimed once per period.',
      period: {
        day: 'Today (Philippine time)',
        week: 'This week (from Monday 00:00, Philippine time)',
        month: 'This month (Philippine time)',
        instance: 'Since the event began',
      },
      total: 'Deposited: {{amount}}',
      next: '{{amount}} more to the next level',
      allReached: 'Every level reached.',
      resets: 'The count starts again {{time}} (Philippine time).',
      level: 'Deposit {{amount}} in total',
      claim: 'Claim',
      status: { claimed: 'Claimed', locked: 'Not reached yet' },
      deposit: 'Deposit now',
      done: 'Claimed {{prize}}.',
      rules: 'Rules',
      err1005: 'Your deposits have not reached this level yet.',
      err1006: 'You have claimed this level already this period.',
      err1007: 'This level is not part of the offer.',
    },
  },
};

export const registerAccumulatedRechargeTexts = lazyTexts(enPKAccumulatedRecharge);
