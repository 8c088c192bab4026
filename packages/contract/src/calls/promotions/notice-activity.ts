import { z } from 'zod';

/**
 * Notice (activity type 25): an activity whose entry opens one of the lobby's notices
 * (/notice/detail/{id}). It has no calls of its own: activityMap carries the address it opens
 * (`url`). Decisions: docs/decisions/076-vip-rebate-cash-bonus-and-link-activities.md.
 */
export const NoticeActivitySettings = z.object({
  /** The notice the entry opens. */
  noticeId: z.number().int().min(1).max(2_147_483_647),
});
export type NoticeActivitySettings = z.infer<typeof NoticeActivitySettings>;

/** The app's address of a notice, as a notice activity's entry opens it. */
export const noticeDetailPath = (noticeId: number): string => `/notice/detail/${noticeId}`;
