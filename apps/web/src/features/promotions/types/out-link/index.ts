import { ActivityType } from '@casino/contract';

/**
 * OutLink (type 29): no screen of its own; its entries (activity list, floating icon, home modal)
 * open its https address in a new window, as a banner of click type 3 (entry-target.ts).
 */
export const outLinkType = {
  type: ActivityType.OutLink,
  modal: () => import('./OutLinkModal.tsx'),
  icon: { from: '#f2994a', to: '#eb5757', glyph: '↗' },
};
