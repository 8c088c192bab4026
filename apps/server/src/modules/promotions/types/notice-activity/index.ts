import { ActivityType, NoticeActivitySettings, noticeDetailPath } from '@casino/contract';
import type { NoticeActivitySettings as Settings } from '@casino/contract';
import { promotionType } from '../promotion-type.ts';

/**
 * Notice (type 25): its entry (activity list, floating icon, home modal) opens a lobby notice. No
 * calls: activityMap carries the address. Seeded switched off: an operator names the notice first.
 */
export const noticeActivityType = promotionType<Settings, never>({
  type: ActivityType.Notice,
  name: 'Notice',
  settings: NoticeActivitySettings,
  seed: { title: 'News', rules: '', sort: 60, settings: { noticeId: 1 }, enabled: false },
  visible: () => true,
  entryUrl: (settings) => noticeDetailPath(settings.noticeId),
});
