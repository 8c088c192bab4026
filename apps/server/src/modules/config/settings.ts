import type { Db, Queryable } from '../../platform/db.ts';

/**
 * Operator-editable site content kept in site_settings (the operator console edits these rows).
 * Seeded once; an existing row is never overwritten.
 */
export const DEFAULT_SETTINGS = {
  /** JSON list of {id, url}: social-media links in the footer. */
  socialMedia: [] as Array<{ id: number; url: string }>,
  /** Alternative site addresses offered by the download banner. */
  h5Urls: [] as string[],
  /** Images by unique key, e.g. NewYear_icon, recharge_activities_entry. */
  genericImages: {} as Record<string, string>,
};
export type SiteSettings = typeof DEFAULT_SETTINGS;

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
    genericImages: isRecord(stored.genericImages) ? (stored.genericImages as Record<string, string>) : DEFAULT_SETTINGS.genericImages,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
