import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the New Year page (locale en-PK); the title and rules come from the server. */
export const enPKNewYear = {
  promotions: {
    newYear: {
      title: 'New Year celebration',
      intro: 'Complete the daily tasks until {{last}}: earn active points and boxes, open boxes for coins, lottery tickets and fireworks.',
      items: 'My New Year items',
      item: { active: 'Active points', box: 'Boxes', lottery: 'Lottery tickets', firework: 'Fireworks' },
      earned: 'Active points this season: {{count}}',
      tasks: 'Today\'s tasks',
      task: { login: 'Sign in today', deposit: 'Deposit {{amount}} today', share: 'Share the celebration' },
      progress: '{{progress}} / {{target}}',
      receive: 'Receive',
      received: 'Received',
      share: 'Share',
      openBox: 'Open a box',
      useTicket: 'Use a lottery ticket',
      won: 'You won {{prize}}!',
      granted: 'Received {{prize}}.',
      shared: 'Thanks for sharing!',
      verify: 'Verify',
      draws: 'My draws',
      drawKind: { box: 'Box', lottery: 'Lottery' },
      tables: 'What you can win',
      boxTable: 'A box',
      lotteryTable: 'A lottery ticket',
      chance: '{{chance}}%',
      extras: 'Extra rewards',
      extra: '{{active}} active points: {{prize}}',
      extraFireworks: '{{active}} active points and {{fireworks}} fireworks: {{prize}}',
      claim: 'Claim',
      extraStatus: { locked: 'Not yet', ready: 'Claim', received: 'Claimed' },
      rules: 'Rules',
      shareText: 'Celebrate the New Year with me!',
      err1005: 'Not yet: complete the task, or get a box or ticket first.',
      err1006: 'Already received.',
    },
  },
};

export const registerNewYearTexts = lazyTexts(enPKNewYear);
