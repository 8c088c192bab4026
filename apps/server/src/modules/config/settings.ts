import { SocialMediaId } from '@casino/contract';
import type { Db, Queryable } from '../../platform/db.ts';

/**
 * Operator-editable site content kept in site_settings (the operator console edits these rows).
 * Seeded once; an existing row is never overwritten.
 */
export const DEFAULT_SETTINGS = {
  /** JSON list of {id, url}: social-media links in the footer (id: SocialMediaId, which network). */
  socialMedia: [
    { id: SocialMediaId.Facebook, url: 'https://www.facebook.com/' },
    { id: SocialMediaId.Telegram, url: 'https://t.me/' },
    { id: SocialMediaId.YouTube, url: 'https://www.youtube.com/' },
    { id: SocialMediaId.Instagram, url: 'https://www.instagram.com/' },
  ] as Array<{ id: number; url: string }>,
  /** Alternative site addresses offered by the download banner. */
  h5Urls: [] as string[],
  /** Images by unique key, e.g. NewYear_icon, recharge_activities_entry (generated artwork by default). */
  genericImages: {
    NewYear_icon: '/media/images/NewYear_icon.webp',
    recharge_activities_entry: '/media/images/recharge_activities_entry.webp',
  } as Record<string, string>,
  /**
   * App download banner: a field set here wins over the deployment's H5_DOWNLOAD_TYPE and
   * H5_DOWNLOAD_URL, so the operator can switch it without a restart.
   */
  h5Download: {} as { downloadType?: number; downloadUrl?: string },
};
/**
 * Overrides of deployment values, stored only once an admin sets one (docs/decisions/067): without
 * the row the deployment's SUPPORT_EMAIL applies.
 */
export const SUPPORT_EMAIL_SETTING = 'supportEmail';
export type SiteSettings = typeof DEFAULT_SETTINGS & { supportEmail?: string };

export async function seedSiteSettings(db: Db): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    await db.query('INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, JSON.stringify(value)]);
  }
}

export async function readSiteSettings(q: Queryable): Promise<SiteSettings> {
  const { rows } = await q.query<{ key: string; value: unknown }>('SELECT key, value FROM site_settings');
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return {
    socialMedia: Array.isArray(stored.socialMedia) ? stored.socialMedia : DEFAULT_SETTINGS.socialMedia,
    h5Urls: Array.isArray(stored.h5Urls) ? stored.h5Urls.filter((u): u is string => typeof u === 'string') : DEFAULT_SETTINGS.h5Urls,
    genericImages: isRecord(stored.genericImages) ? stringValues(stored.genericImages) : DEFAULT_SETTINGS.genericImages,
    h5Download: isRecord(stored.h5Download) ? h5DownloadOf(stored.h5Download) : DEFAULT_SETTINGS.h5Download,
    ...(typeof stored[SUPPORT_EMAIL_SETTING] === 'string' ? { supportEmail: stored[SUPPORT_EMAIL_SETTING] } : {}),
  };
}

const stringValues = (record: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

function h5DownloadOf(record: Record<string, unknown>): SiteSettings['h5Download'] {
  const out: SiteSettings['h5Download'] = {};
  if (Number.isInteger(record.downloadType)) out.downloadType = record.downloadType as number;
  if (typeof record.downloadUrl === 'string') out.downloadUrl = record.downloadUrl;
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Locks the rows of these settings for the rest of the transaction (a read-modify-write). */
export async function lockSettings(tx: Queryable, keys: readonly string[]): Promise<void> {
  await tx.query('SELECT key FROM site_settings WHERE key = ANY($1::text[]) FOR UPDATE', [keys]);
}

/** Stores a setting's value; undefined removes the row (the default applies again). */
export async function writeSetting(tx: Queryable, key: string, value: unknown): Promise<void> {
  if (value === undefined) {
    await tx.query('DELETE FROM site_settings WHERE key = $1', [key]);
    return;
  }
  await tx.query(
    `INSERT INTO site_settings (key, value, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)]);
}
