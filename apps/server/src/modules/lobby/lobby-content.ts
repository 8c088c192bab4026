import { chooseVideo, visibleBanners } from '@casino/contract';
import type { AppConfig, CustomerServiceConfig, PromoViewer } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';
import { artVersion } from './artwork.ts';
import { readBanners, readCustomerServices, readCustomerServiceSetting, readNotices, readVideos } from './content-store.ts';
import type { PromoRow, VideoRow } from './content-store.ts';

/** The lobby content lists of the app config, as one viewer is shown them. */
export interface LobbyContent {
  banners: AppConfig['appLobbyAdConfigList'];
  notices: AppConfig['appNoticeConfigList'];
  videos: AppConfig['appPromotionalVideoList'];
  customerService: CustomerServiceConfig;
}

// Artwork URLs carry a version of what the picture is drawn from (see media-routes.ts).
export const bannerArtworkUrl = (id: number, title: string): string => `/media/banners/${id}.webp?v=${artVersion(title)}`;
export const videoPosterUrl = (id: number, clickType: number, clickAction: number): string =>
  `/media/videos/${id}.webp?v=${artVersion(clickType, clickAction)}`;
export const serviceIconUrl = (id: number, nickname: string, url: string): string => `/media/service/${id}.webp?v=${artVersion(nickname, url)}`;

/** Wire fields shared by banners and notices; optional ones are left out when empty. */
function promoFields(row: PromoRow) {
  return {
    id: row.id,
    clickType: row.clickType,
    clickAction: row.clickAction,
    sort: row.sort,
    ...(row.url !== null && row.url !== '' ? { url: row.url } : {}),
    ...(row.activityType !== null ? { activityType: row.activityType } : {}),
  };
}

export async function readCustomerServiceConfig(q: Queryable): Promise<CustomerServiceConfig> {
  const [entries, setting] = await Promise.all([readCustomerServices(q), readCustomerServiceSetting(q)]);
  return {
    appCustomerServiceQueue: entries.map((e) => ({ url: e.url, isOut: e.isOut, icon: e.icon !== '' ? e.icon : serviceIconUrl(e.id, e.nickname, e.url), nickname: e.nickname })),
    ...setting,
  };
}

function videoEntry(v: VideoRow): LobbyContent['videos'][number] {
  const poster = v.coverImg !== '' ? v.coverImg : videoPosterUrl(v.id, v.clickType, v.clickAction);
  return { id: v.id, clickType: v.clickType, clickAction: v.clickAction, coverImg: poster, path: v.path !== '' ? v.path : poster };
}

/** The cover of the video a guest's home shows (§4), as the config gives it. */
export async function readHomeVideoCover(q: Queryable): Promise<string | null> {
  const video = chooseVideo((await readVideos(q)).map(videoEntry), null);
  return video && video.coverImg !== '' ? video.coverImg : null;
}

/**
 * Banners and notices filtered and sorted by the §5 rules for this viewer (the web app applies
 * the same rules again with the activity state it holds); videos and customer service as stored.
 */
export async function readLobbyContent(q: Queryable, viewer: PromoViewer): Promise<LobbyContent> {
  const [banners, notices, videos, customerService] = await Promise.all([
    readBanners(q), readNotices(q), readVideos(q), readCustomerServiceConfig(q),
  ]);
  return {
    banners: visibleBanners(banners, viewer).map((b) => ({ ...promoFields(b), imgUrl2: b.imgUrl !== '' ? b.imgUrl : bannerArtworkUrl(b.id, b.title) })),
    // All visible notices (the news page lists them); the client picks the pop-ups with noticePopups.
    notices: visibleBanners(notices, viewer).map((n) => ({
      ...promoFields(n), imgUrl2: n.imgUrl, isH5Pop: n.isH5Pop, title: n.title, content: n.content, createdAt: n.createdAt.getTime(),
    })),
    videos: videos.map(videoEntry),
    customerService,
  };
}
