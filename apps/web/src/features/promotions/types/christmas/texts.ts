import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the Christmas page (locale en-PK); the title and rules come from the server. */
export const enPKChristmas = {
  promotions: {
    christmas: {
      title: 'Christmas advent calendar',
      intro: 'Sign in every day until {{last}} and open that day\'s gift box.',
      signed: 'Days signed: {{count}}',
      sign: 'Sign in for today',
      open: 'Open today\'s box',
      receive: 'Receive {{prize}}',
      receiveDay: 'Receive the box of {{date}}',
      doneToday: 'Today\'s box is done. The next opens at {{time}} (Philippine time).',
      signedDone: 'Signed in for today.',
      opened: 'Your box holds {{prize}}!',
      received: 'Received {{prize}}.',
      verify: 'Verify this draw',
      prizes: 'What a box can hold',
      chance: '{{chance}}%',
      extras: 'Extra rewards',
      extraDays: '{{days}} days signed: {{prize}}',
      claim: 'Claim',
      rules: 'Rules',
      status: { locked: 'Soon', missed: 'Missed', sign: 'Today', ready: 'Open', opened: 'To receive', received: 'Received' },
      extraStatus: { locked: 'Not yet', ready: 'Claim', received: 'Claimed' },
      err1005: 'Sign in for today first (and open the box before receiving it).',
      err1006: 'Already done today.',
    },
  },
};

export const registerChristmasTexts = lazyTexts(enPKChristmas);
