import { chooseVideo, visibleBanners } from '@casino/contract';
import type { AppConfig, CustomerServiceConfig, PromoViewer } from '@casino/contract';
import type { SettingsCache } from '../../platform/settings-cache.ts';
import { artVersion } from './artwork.ts';
import { readBanners, readCustomerServices, readCustomerServiceSetting, readNotices, readVideos } from './content-store.ts';
import type { CustomerServiceRow, CustomerServiceSetting, NoticeRow, PromoRow, VideoRow } from './content-store.ts';

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

/** The enabled rows of the lobby content tables, as players are shown them. */
export interface LobbyRows {
  banners(): Promise<readonly PromoRow[]>;
  notices(): Promise<readonly NoticeRow[]>;
  videos(): Promise<readonly VideoRow[]>;
  customerServices(): Promise<readonly CustomerServiceRow[]>;
  customerServiceSetting(): Promise<CustomerServiceSetting>;
}

/** The rows through the settings cache: read again only once an operator changed them. */
export const cachedLobbyRows = (cache: SettingsCache): LobbyRows => ({
  banners: () => cache.read('lobby_banners', readBanners),
  notices: () => cache.read('lobby_notices', readNotices),
  videos: () => cache.read('lobby_videos', readVideos),
  customerServices: () => cache.read('customer_services', readCustomerServices),
  customerServiceSetting: () => cache.read('customer_service_setting', readCustomerServiceSetting),
});

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

export async function readCustomerServiceConfig(rows: LobbyRows): Promise<CustomerServiceConfig> {
  const [entries, setting] = await Promise.all([rows.customerServices(), rows.customerServiceSetting()]);
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
export async function readHomeVideoCover(rows: LobbyRows): Promise<string | null> {
  const video = chooseVideo((await rows.videos()).map(videoEntry), null);
  return video && video.coverImg !== '' ? video.coverImg : null;
}

/**
 * Banners and notices filtered and sorted by the §5 rules for this viewer (the web app applies
 * the same rules again with the activity state it holds); videos and customer service as stored.
 */
export async function readLobbyContent(rows: LobbyRows, viewer: PromoViewer): Promise<LobbyContent> {
  const [banners, notices, videos, customerService] = await Promise.all([
    rows.banners(), rows.notices(), rows.videos(), readCustomerServiceConfig(rows),
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
