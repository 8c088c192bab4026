import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the follow rewards page (locale en-PK). */
export const enPKFollowRewards = {
  promotions: {
    follow: {
      title: 'Follow us',
      intro: 'Follow our channels for news, codes and events. Open each channel from here, then claim its reward once.',
      open: 'Open',
      claim: 'Claim',
      claimed: 'Claimed',
      opened: 'Opened: your reward is ready.',
      done: 'Claimed {{prize}}.',
      rules: 'Rules',
      err1005: 'Open the channel from this page first.',
      err1006: 'This reward was claimed already.',
    },
  },
};

export const registerFollowRewardsTexts = lazyTexts(enPKFollowRewards);
