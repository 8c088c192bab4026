import { resourceUrl } from '@casino/contract';
import type { AppConfig } from '@casino/contract';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { chooseVideo, lastVideo } from './promo-video.ts';

const HOME_PATHS = ['/', '/lobby', '/lobby/home'];

/**
 * The promo video's cover is the largest picture of the home screen on phones (its LCP), but the
 * home screen finds it only after its own code has loaded. On a visit that opens on home, start
 * fetching it as soon as the config names it: the video shown last (§4, kept locally) when the
 * config still has it, else the plain one (the choice of a guest and of most players).
 */
export function preloadHomeImage(): void {
  if (!HOME_PATHS.includes(location.pathname.replace(/\/+$/, '') || '/')) return;
  const preload = (config: AppConfig | null): boolean => {
    const videos = config?.appPromotionalVideoList ?? [];
    const video = lastVideo(videos) ?? chooseVideo(videos, null);
    const href = video ? resourceUrl(video.coverImg, config?.gameResourceUrl ?? '') : '';
    if (!href) return false;
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href, fetchPriority: 'high' });
    document.head.append(link);
    return true;
  };
  if (preload(useAppConfigStore.getState().config)) return;
  const stop = useAppConfigStore.subscribe((state) => {
    if (preload(state.config)) stop();
  });
}
