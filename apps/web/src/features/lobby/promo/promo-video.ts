import { ActivityType, JumpTarget } from '@casino/contract';
import type { AppConfig } from '@casino/contract';
import { readJson, writeJson } from '../../../shared/storage/storage.ts';
import { LobbyStorageKey } from '../lib/storage-keys.ts';

export type PromoVideo = AppConfig['appPromotionalVideoList'][number];

/** What the promotions feature knows about the player's activities (null: nothing known). */
export interface ActivityFacts {
  activityIds: readonly number[];
  loginPaying: boolean;
}

/**
 * §4 home promo video: the sign-up bonus video while that activity is on and the player is not
 * paying for it yet; else the ladder-recharge video when that activity is on; otherwise the plain
 * video (clickType 2).
 */
export function chooseVideo(videos: readonly PromoVideo[], activity: ActivityFacts | null): PromoVideo | null {
  const ids = activity?.activityIds ?? [];
  const forActivity = (id: number) => videos.find((video) => video.clickType === JumpTarget.Activity && video.clickAction === id);
  if (ids.includes(ActivityType.SignUpBonus) && !activity?.loginPaying) {
    const video = forActivity(ActivityType.SignUpBonus);
    if (video) return video;
  }
  if (ids.includes(ActivityType.LadderRecharge)) {
    const video = forActivity(ActivityType.LadderRecharge);
    if (video) return video;
  }
  return videos.find((video) => video.clickType === JumpTarget.Game) ?? null;
}

/** The home video is kept locally (§3) and replaced only when the chosen one has another id. */
export function rememberVideo(video: PromoVideo | null): PromoVideo | null {
  const stored = readJson<PromoVideo>(LobbyStorageKey.homeVideo);
  if (!video) return null;
  if (stored?.id !== video.id) writeJson(LobbyStorageKey.homeVideo, video);
  return video;
}
