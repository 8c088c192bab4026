import { ActivityType } from '@casino/contract';

/**
 * Ladder recharge (type 17): its screen and floating icon (no home modal). §2 leads its lobby
 * entries to the deposit page, where DepositBonusHint shows the bonus of the amount entered.
 * Calls in ./api.ts.
 */
export const ladderRechargeType = {
  type: ActivityType.LadderRecharge,
  screen: 'ladderRecharge',
  path: '/activity/ladderRecharge',
  page: () => import('./LadderRechargePage.tsx'),
  icon: { from: '#43e97b', to: '#0f9b8e', glyph: '+%' },
};
