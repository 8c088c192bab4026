import { ActivityType } from '@casino/contract';

/**
 * Weekend lottery (type 33): its public screen (§2 /activity/weekendLottery) and floating icon,
 * which floats on the weekend only (lobby-rules.ts passesDateGate). Calls in ./api.ts.
 */
export const weekendLotteryType = {
  type: ActivityType.WeekendLottery,
  screen: 'weekendLottery',
  path: '/activity/weekendLottery',
  page: () => import('./WeekendLotteryPage.tsx'),
  icon: { from: '#f7971e', to: '#ffd200', glyph: '🎟' },
};
