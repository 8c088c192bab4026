import { ActivityType } from '@casino/contract';

/** Cash bonus (type 22): its screen (§2 /activity/cashBonus) and floating icon. Calls in ./api.ts. */
export const cashBonusType = {
  type: ActivityType.RedPacket,
  screen: 'cashBonus',
  path: '/activity/cashBonus',
  page: () => import('./CashBonusPage.tsx'),
  icon: { from: '#ff5f6d', to: '#c31432', glyph: '₱' },
};
