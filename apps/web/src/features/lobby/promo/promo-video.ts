import type { AppConfig } from '@casino/contract';
import { readJson, writeJson } from '../../../shared/storage/storage.ts';
import { LobbyStorageKey } from '../lib/storage-keys.ts';

export type PromoVideo = AppConfig['appPromotionalVideoList'][number];

/** §4 home promo video choice: one rule with the server (which draws a guest's into the first page). */
export { chooseVideo } from '@casino/contract';
export type { HomeVideoActivity as ActivityFacts } from '@casino/contract';

/** The home video is kept locally (§3) and replaced only when the chosen one has another id. */
export function rememberVideo(video: PromoVideo | null): PromoVideo | null {
  const stored = readJson<PromoVideo>(LobbyStorageKey.homeVideo);
  if (!video) return null;
  if (stored?.id !== video.id) writeJson(LobbyStorageKey.homeVideo, video);
  return video;
}

/** The video shown last, while the config still has it. */
export function lastVideo(videos: readonly PromoVideo[]): PromoVideo | null {
  const stored = readJson<PromoVideo>(LobbyStorageKey.homeVideo);
  return videos.find((video) => video.id === stored?.id) ?? null;
}
