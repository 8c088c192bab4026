import { ActivityType } from '@casino/contract';

/** Sign-up bonus (type 15): its screen (§2 /activity/signPay, where its lobby entries lead) and floating icon. Calls in ./api.ts. */
export const signUpBonusType = {
  type: ActivityType.SignUpBonus,
  screen: 'signUpBonus',
  path: '/activity/signPay',
  page: () => import('./SignUpBonusPage.tsx'),
  icon: { from: '#f7971e', to: '#ffd200', glyph: 'NEW' },
};
