import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the growth fund (locale en-PK); the title and rules come from the server. */
export const enPKFund = {
  promotions: {
    fund: {
      title: 'Growth fund',
      intro: 'Buy in once with a deposit of {{price}} or more. The deposit stays in your balance; each stage then pays as you play.',
      buy: 'Deposit {{price}} to buy in',
      bought: 'You bought in on {{time}} (Philippine time).',
      progress: 'Your bets since buying in: {{amount}} · VIP {{vip}}',
      stage: 'Stage {{id}}',
      needs: 'Bet {{bet}} · VIP {{vip}}',
      needsBet: 'Bet {{bet}}',
      needsVip: 'VIP {{vip}}',
      status: { locked: 'Not yet', open: 'Ready', received: 'Claimed' },
      claim: 'Claim',
      done: 'Claimed {{prize}}.',
      rules: 'Rules',
      err1005: 'Buy in and reach the stage first.',
      err1007: 'That stage is not part of your fund.',
    },
  },
};

export const registerFundTexts = lazyTexts(enPKFund);
