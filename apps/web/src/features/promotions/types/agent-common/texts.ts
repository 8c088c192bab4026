import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts both agent pages share (locale en-PK). */
export const enPKAgentCommon = {
  promotions: {
    agentCommon: {
      invite: 'Invite friends',
      link: 'Your invite link',
      code: 'Your invite code: {{code}}',
      copy: 'Copy link',
      share: 'Share',
      copied: 'Copy Success.',
      copyFailed: 'Copy Fail.',
      bindFirst: 'Bind your mobile number to share your invite link.',
      bind: 'Bind mobile',
      rules: 'Rules',
      excluded: {
        sameDevice: 'Same device: does not count',
        linked: 'Linked account: does not count',
        inactive: 'Account closed: does not count',
        upline: 'Does not count',
      },
    },
  },
};

export const registerAgentCommonTexts = lazyTexts(enPKAgentCommon);
