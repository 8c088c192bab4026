import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the agent page (locale en-PK); the rules come from the server. */
export const enPKAgent = {
  promotions: {
    agent: {
      title: 'Agent',
      intro: 'Earn {{level1}} of the valid bets of the friends you invite and {{level2}} of the bets of the friends they invite.',
      team: 'Team',
      level1: 'Invited by you',
      level2: 'Invited by your friends',
      counted: 'Counting',
      today: 'Today so far ({{day}})',
      level1Bets: 'Valid bets, your friends',
      level2Bets: 'Valid bets, their friends',
      estimate: 'Commission so far',
      settledNote: 'Each day is settled shortly after midnight (Philippine time).',
      commission: 'Commission',
      available: 'Ready to exchange',
      settled: 'Settled in all',
      exchanged: 'Exchanged in all',
      exchange: 'Exchange {{amount}} into coins',
      minimum: 'You can exchange from {{amount}}.',
      turnover: 'Exchanged coins add {{rate}}× turnover.',
      done: 'Exchanged {{amount}} into coins.',
      days: 'Settled days',
      day: 'Day',
      noDays: 'No day settled yet.',
      invitees: 'Your friends\u2019 valid bets',
      friend: 'Friend',
      todayBets: 'Today',
      totalBets: 'In all',
      noInvitees: 'No friends yet. Share your invite link to start earning.',
      err1005: 'Your settled commission is below the minimum exchange.',
    },
  },
};

export const registerAgentTexts = lazyTexts(enPKAgent);
