import { ActivityType } from '@casino/contract';

/**
 * Notice (type 25): no screen of its own; its entries (activity list, floating icon, home modal)
 * open the notice its activityMap record names (entry-target.ts).
 */
export const noticeActivityType = {
  type: ActivityType.Notice,
  modal: () => import('./NoticeActivityModal.tsx'),
  icon: { from: '#56ccf2', to: '#2f80ed', glyph: 'i' },
};
