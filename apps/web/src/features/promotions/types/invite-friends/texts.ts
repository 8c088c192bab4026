import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of invite friends (locale en-PK); the title and rules come from the server. */
export const enPKInviteFriends = {
  promotions: {
    inviteFriends: {
      title: 'Invite friends',
      limited: 'Limited to new players only',
      intro: 'A friend counts once they register through your link, bind a mobile number and deposit {{amount}} in total.',
      counts: 'Friends joined: {{invited}} · Qualified: {{qualified}}',
      tier: 'Invite {{count}} friends',
      tierOne: 'Invite 1 friend',
      progress: 'Progress {{shown}}/{{of}}',
      invite: 'Invite',
      receive: 'Receive',
      linkTitle: 'Your invite link',
      copy: 'Copy',
      share: 'Share',
      shareText: 'Join me and play: register with my invite link.',
      needMobile: 'Bind a mobile number to share your invite link.',
      bind: 'Bind mobile number',
      linkFailed: 'The invite link could not be loaded.',
      done: 'Received {{prize}}.',
      rules: 'Rules',
      err1005: 'Not enough qualified friends for this reward yet.',
    },
  },
};

export const registerInviteFriendsTexts = lazyTexts(enPKInviteFriends);
