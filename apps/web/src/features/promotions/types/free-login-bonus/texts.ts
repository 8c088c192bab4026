import { lazyTexts } from '../../../../shared/i18n/index.ts';

/** English texts of the day bonus (locale en-PK); the title and rules come from the server. */
export const enPKFreeLoginBonus = {
  promotions: {
    freeLoginBonus: {
      title: 'Day bonus',
      intro: 'Claim your day bonus once a day (Philippine time). The higher your VIP level, the bigger it is.',
      today: "Today's bonus: {{prize}}",
      yourLevel: 'Your VIP level: {{vip}}',
      level: 'VIP {{vip}}+',
      levelHead: 'Level',
      prizeHead: 'Daily bonus',
      claim: 'Claim',
      claiming: 'Claiming...',
      claimed: 'Claimed today. The next bonus opens {{time}} (Philippine time).',
      belowTable: 'The day bonus starts at VIP {{vip}}.',
      needRecharge: 'Deposit {{amount}} more to claim.',
      done: 'Claimed {{prize}}.',
      rules: 'Rules',
      err1004: 'Your VIP level does not reach the day bonus yet.',
      err1005: 'Make the deposit shown to claim.',
      err1006: 'You have claimed today. Come back tomorrow.',
    },
  },
};

export const registerFreeLoginBonusTexts = lazyTexts(enPKFreeLoginBonus);
