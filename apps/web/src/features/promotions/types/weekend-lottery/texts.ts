import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the weekend lottery page (locale en-PK). */
export const enPKWeekendLottery = {
  promotions: {
    weekend: {
      title: 'Weekend lottery',
      open: 'The draw is open now, until {{time}} (Philippine time).',
      next: 'The next draw opens in {{time}}.',
      noNext: 'No more draws are scheduled.',
      earn: 'Every {{amount}} you deposit from Monday until the draw earns a ticket, up to {{max}} tickets a week.',
      drawDays: 'Draw your tickets on {{days}}. Tickets not drawn by the end of the last draw day lapse.',
      prizes: 'Prizes',
      chance: '{{percent}}% chance',
      guest: 'Log in to collect tickets and draw them.',
      login: 'Log in',
      week: 'This week',
      deposits: 'Deposited: {{amount}}',
      tickets: 'Tickets: {{tickets}} earned, {{left}} to draw',
      toNext: 'Deposit {{amount}} more for your next ticket.',
      deposit: 'Deposit',
      earningOver: 'Deposits now count toward next week\'s tickets.',
      draw: 'Draw ticket #{{ticket}}',
      drawing: 'Drawing…',
      noTickets: 'No ticket to draw. Deposit during the week to earn tickets.',
      won: 'Ticket #{{ticket}} won {{prize}}.',
      history: 'My draws',
      historyEmpty: 'No draws yet.',
      historyRow: 'Week of {{week}}, ticket #{{ticket}}: {{prize}}',
      verify: 'Verify',
      fairness: 'Each draw uses your own provably fair seed pair. Rotate your seeds in any house game to reveal the server seed, then check the draw.',
      rules: 'Rules',
      err1005: 'The draw is not open now.',
      err1006: 'This ticket was drawn already.',
      err1007: 'You do not hold that ticket.',
      days: { sun: 'Sunday', mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday' },
      and: ' and ',
    },
  },
};

export const registerWeekendLotteryTexts = lazyTexts(enPKWeekendLottery);
