import type { Queryable } from '../../platform/db.ts';

export interface PromoRow {
  id: number;
  clickType: number;
  clickAction: number;
  url: string | null;
  activityType: number | null;
  imgUrl: string;
  title: string;
  sort: number;
}
export interface NoticeRow extends PromoRow {
  content: string;
  isH5Pop: boolean;
  createdAt: Date;
}
export interface VideoRow { id: number; clickType: number; clickAction: number; coverImg: string; path: string; sort: number }
export interface CustomerServiceRow { id: number; url: string; isOut: boolean; icon: string; nickname: string }
export interface CustomerServiceSetting { serviceUrl: string; lcChatServiceUrl: string }

/** The site setting holding the external service URL and the chat-widget URL. */
export const CUSTOMER_SERVICE_SETTING = 'customerService';

const PROMO_COLUMNS = `id, click_type AS "clickType", click_action AS "clickAction", url, activity_type AS "activityType",
  img_url AS "imgUrl", sort`;

/** Enabled banners, by sort. */
export async function readBanners(q: Queryable): Promise<PromoRow[]> {
  const { rows } = await q.query<PromoRow>(`SELECT ${PROMO_COLUMNS}, title FROM lobby_banners WHERE status = 1 ORDER BY sort, id`);
  return rows;
}

/** Enabled notices, by sort. */
export async function readNotices(q: Queryable): Promise<NoticeRow[]> {
  const { rows } = await q.query<NoticeRow>(
    `SELECT ${PROMO_COLUMNS}, title, content, is_h5_pop AS "isH5Pop", created_at AS "createdAt"
     FROM lobby_notices WHERE status = 1 ORDER BY sort, id`);
  return rows;
}

export async function readVideos(q: Queryable): Promise<VideoRow[]> {
  const { rows } = await q.query<VideoRow>(
    `SELECT id, click_type AS "clickType", click_action AS "clickAction", cover_img AS "coverImg", path, sort
     FROM lobby_videos WHERE status = 1 ORDER BY sort, id`);
  return rows;
}

export async function readCustomerServices(q: Queryable): Promise<CustomerServiceRow[]> {
  const { rows } = await q.query<CustomerServiceRow>(
    'SELECT id, url, is_out AS "isOut", icon, nickname FROM customer_services WHERE status = 1 ORDER BY sort, id');
  return rows;
}

export async function readCustomerServiceSetting(q: Queryable): Promise<CustomerServiceSetting> {
  const { rows } = await q.query<{ value: unknown }>('SELECT value FROM site_settings WHERE key = $1', [CUSTOMER_SERVICE_SETTING]);
  const value = rows[0]?.value;
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    serviceUrl: typeof record.serviceUrl === 'string' ? record.serviceUrl : '',
    lcChatServiceUrl: typeof record.lcChatServiceUrl === 'string' ? record.lcChatServiceUrl : '',
  };
}

/** A banner's title for its artwork, or null when there is no such banner. */
export async function findBannerTitle(q: Queryable, id: number): Promise<string | null> {
  const { rows } = await q.query<{ title: string }>('SELECT title FROM lobby_banners WHERE id = $1', [id]);
  return rows[0]?.title ?? null;
}

/** A video's target, for its generated poster, or null. */
export async function findVideo(q: Queryable, id: number): Promise<{ clickType: number; clickAction: number } | null> {
  const { rows } = await q.query<{ clickType: number; clickAction: number }>(
    'SELECT click_type AS "clickType", click_action AS "clickAction" FROM lobby_videos WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function findCustomerService(q: Queryable, id: number): Promise<{ nickname: string; url: string } | null> {
  const { rows } = await q.query<{ nickname: string; url: string }>('SELECT nickname, url FROM customer_services WHERE id = $1', [id]);
  return rows[0] ?? null;
}
