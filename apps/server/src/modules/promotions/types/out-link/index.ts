import { ActivityType, OutLinkSettings } from '@casino/contract';
import type { OutLinkSettings as Settings } from '@casino/contract';
import { promotionType } from '../promotion-type.ts';

/**
 * OutLink (type 29): its entry opens an https address in a new window, as a banner of click type
 * 3 does (the settings' schema refuses any other address). No calls: activityMap carries the
 * address. Seeded switched off: an operator sets the address first.
 */
export const outLinkType = promotionType<Settings, never>({
  type: ActivityType.OutLink,
  name: 'Outside link',
  settings: OutLinkSettings,
  seed: { title: 'Play responsibly', rules: '', sort: 70, settings: { url: 'https://www.pagcor.ph/' }, enabled: false },
  visible: () => true,
  entryUrl: (settings) => settings.url,
});
