import { ActivityType } from '@casino/contract';

/**
 * VIP rebate (type 8): its screen (§2 /activity/vipRebate, where the featured entry "vip rebate
 * else vip page" leads) and icon; it does not float (the featured entry draws it). Calls in ./api.ts.
 */
export const vipRebateType = {
  type: ActivityType.VIP,
  screen: 'vipRebate',
  path: '/activity/vipRebate',
  page: () => import('./VipRebatePage.tsx'),
  icon: { from: '#b4379f', to: '#5b2bff', glyph: 'VIP' },
};
