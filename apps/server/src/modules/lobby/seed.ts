import type { Db, Tx } from '../../platform/db.ts';
import { CUSTOMER_SERVICE_SETTING } from './content-store.ts';
import {
  SEED_BANNERS, SEED_BIG_WINS, SEED_BRANDS, SEED_CUSTOMER_SERVICE_SETTING, SEED_CUSTOMER_SERVICES, SEED_GAME_TYPES,
  SEED_GAMES, SEED_NAME, SEED_NOTICES, SEED_PLATFORMS, SEED_VIDEOS,
} from './seed-data.ts';

/** Serialises seeding across server instances starting together. */
const SEED_LOCK_KEY = 7_201_339_442;
const MINUTE_MS = 60_000;

/**
 * Inserts the default catalog and lobby content once per database. Safe to run on every start
 * and from several processes: the first one inserts and marks the seed; the others see the mark
 * and do nothing, so rows the operator has since edited or deleted stay as they are.
 */
export async function seedLobby(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const mark = await tx.query('INSERT INTO seed_marks (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [SEED_NAME]);
    if (mark.rowCount === 0) return false;
    await insertDefaults(tx, now);
    return true;
  });
}

async function insertDefaults(tx: Tx, now: Date): Promise<void> {
  for (const t of SEED_GAME_TYPES) {
    await tx.query('INSERT INTO game_types (id, name, status, sort) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [t.id, t.name, t.status, t.sort]);
  }
  for (const p of SEED_PLATFORMS) {
    await tx.query('INSERT INTO game_platforms (id, code, name, sort) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [p.id, p.code, p.name, p.sort]);
  }
  for (const b of SEED_BRANDS) {
    await tx.query(
      'INSERT INTO game_brands (id, platform_id, show_name, sort, maintain) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [b.id, b.platformId, b.showName, b.sort, b.maintain]);
  }
  for (const g of SEED_GAMES) {
    await tx.query(
      `INSERT INTO games (id, code, name, type_id, brand_id, status, sort, hot, hot_sort, show_type, recent, maintain)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
      [g.id, gameCode(g.name), g.name, g.typeId, g.brandId, g.status ?? 1, g.sort ?? 0, g.hot ?? 0, g.hotSort ?? 0, g.showType ?? 0,
        g.recent ?? false, g.maintain ?? false]);
  }
  for (const b of SEED_BANNERS) {
    await tx.query(
      `INSERT INTO lobby_banners (id, click_type, click_action, url, activity_type, title, sort, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
      [b.id, b.clickType, b.clickAction, b.url ?? null, b.activityType ?? null, b.title, b.sort, now]);
  }
  for (const [i, n] of SEED_NOTICES.entries()) {
    await tx.query(
      `INSERT INTO lobby_notices (id, title, content, is_h5_pop, click_type, click_action, url, activity_type, sort, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
      // Older notices a minute apart, so the news list has a stable order by time too.
      [n.id, n.title, n.content, n.isH5Pop, n.clickType, n.clickAction, n.url ?? null, n.activityType ?? null, n.sort,
        new Date(now.getTime() - i * MINUTE_MS)]);
  }
  for (const v of SEED_VIDEOS) {
    await tx.query('INSERT INTO lobby_videos (id, click_type, click_action, sort) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
      [v.id, v.clickType, v.clickAction, v.sort]);
  }
  for (const c of SEED_CUSTOMER_SERVICES) {
    await tx.query('INSERT INTO customer_services (id, url, is_out, nickname, sort) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING',
      [c.id, c.url, c.isOut, c.nickname, c.sort]);
  }
  await tx.query('INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING',
    [CUSTOMER_SERVICE_SETTING, JSON.stringify(SEED_CUSTOMER_SERVICE_SETTING)]);
  for (const w of SEED_BIG_WINS) {
    await tx.query('INSERT INTO big_wins (list, phone, game_id, amount, created_at) VALUES ($1, $2, $3, $4, $5)',
      [w.list, w.phone, w.gameId, w.amount, new Date(now.getTime() - w.minutesAgo * MINUTE_MS)]);
  }
}

/** A provider game code from its name: lower case words joined by '-' (Jacks or Better -> jacks-or-better). */
export const gameCode = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
