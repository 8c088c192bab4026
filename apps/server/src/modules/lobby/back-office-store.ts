import type { Queryable } from '../../platform/db.ts';

/**
 * SQL of the console's catalog and content screens. Reads return rows in the console's shape
 * (enabled as a boolean, absent links as ''); writes run in the caller's transaction so the
 * audit row commits with the change. Catalog rows bump catalog_revision through their triggers.
 */

export interface GameAdminRow {
  id: number; code: string; name: string; typeId: number; typeName: string; brandId: number; brandName: string;
  platformId: number; platformName: string; enabled: boolean; sort: number; hot: boolean; hotSort: number; showType: number;
  recent: boolean; maintain: boolean; icon: string; version: number;
}
export interface BrandAdminRow {
  id: number; platformId: number; platformName: string; showName: string; enabled: boolean; sort: number; maintain: boolean; icon: string; games: number;
}
export interface TypeAdminRow { id: number; name: string; enabled: boolean; sort: number; games: number }
export interface PlatformAdminRow { id: number; code: string; name: string; enabled: boolean }

export interface GameFilter { id?: number; name?: string; brandId?: number; typeId?: number; platformId?: number; limit: number; offset: number }

const GAME_SELECT = `SELECT g.id, g.code, g.name, g.type_id AS "typeId", t.name AS "typeName", g.brand_id AS "brandId", b.show_name AS "brandName",
    b.platform_id AS "platformId", p.name AS "platformName", g.status = 1 AS enabled, g.sort, g.hot = 1 AS hot, g.hot_sort AS "hotSort",
    g.show_type AS "showType", g.recent, g.maintain, g.icon, g.version
  FROM games g JOIN game_types t ON t.id = g.type_id JOIN game_brands b ON b.id = g.brand_id JOIN game_platforms p ON p.id = b.platform_id`;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listGames(q: Queryable, f: GameFilter): Promise<{ rows: GameAdminRow[]; total: number }> {
  const where = `WHERE ($1::text IS NULL OR g.name ILIKE '%' || $1::text || '%') AND ($2::int IS NULL OR g.brand_id = $2::int)
    AND ($3::int IS NULL OR g.type_id = $3::int) AND ($4::int IS NULL OR b.platform_id = $4::int) AND ($5::int IS NULL OR g.id = $5::int)`;
  const params = [f.name ? escapeLike(f.name) : null, f.brandId ?? null, f.typeId ?? null, f.platformId ?? null, f.id ?? null];
  const [page, count] = await Promise.all([
    q.query<GameAdminRow>(`${GAME_SELECT} ${where} ORDER BY g.type_id, g.sort, g.id LIMIT $6 OFFSET $7`, [...params, f.limit, f.offset]),
    q.query<{ n: string }>(`SELECT count(*) AS n FROM games g JOIN game_brands b ON b.id = g.brand_id ${where}`, params),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function findGameForUpdate(q: Queryable, id: number): Promise<GameAdminRow | null> {
  const { rows } = await q.query<GameAdminRow>(`${GAME_SELECT} WHERE g.id = $1 FOR UPDATE OF g`, [id]);
  return rows[0] ?? null;
}
export async function findGameAdmin(q: Queryable, id: number): Promise<GameAdminRow | null> {
  const { rows } = await q.query<GameAdminRow>(`${GAME_SELECT} WHERE g.id = $1`, [id]);
  return rows[0] ?? null;
}

const BRAND_SELECT = `SELECT b.id, b.platform_id AS "platformId", p.name AS "platformName", b.show_name AS "showName", b.status = 1 AS enabled,
    b.sort, b.maintain, b.icon, (SELECT count(*)::int FROM games g WHERE g.brand_id = b.id) AS games
  FROM game_brands b JOIN game_platforms p ON p.id = b.platform_id`;

export async function listBrands(q: Queryable): Promise<BrandAdminRow[]> {
  return (await q.query<BrandAdminRow>(`${BRAND_SELECT} ORDER BY b.sort, b.id`)).rows;
}
export async function findBrandAdmin(q: Queryable, id: number, lock = false): Promise<BrandAdminRow | null> {
  const { rows } = await q.query<BrandAdminRow>(`${BRAND_SELECT} WHERE b.id = $1${lock ? ' FOR UPDATE OF b' : ''}`, [id]);
  return rows[0] ?? null;
}
export async function listPlatforms(q: Queryable): Promise<PlatformAdminRow[]> {
  return (await q.query<PlatformAdminRow>('SELECT id, code, name, status = 1 AS enabled FROM game_platforms ORDER BY sort, id')).rows;
}

const TYPE_SELECT = `SELECT t.id, t.name, t.status = 1 AS enabled, t.sort, (SELECT count(*)::int FROM games g WHERE g.type_id = t.id) AS games
  FROM game_types t`;

export async function listTypes(q: Queryable): Promise<TypeAdminRow[]> {
  return (await q.query<TypeAdminRow>(`${TYPE_SELECT} ORDER BY t.sort, t.id`)).rows;
}
export async function findTypeAdmin(q: Queryable, id: number, lock = false): Promise<TypeAdminRow | null> {
  const { rows } = await q.query<TypeAdminRow>(`${TYPE_SELECT} WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`, [id]);
  return rows[0] ?? null;
}

/** Sets the given columns of one row; nothing when there is nothing to set. */
export async function updateColumns(q: Queryable, table: string, id: number, columns: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(columns);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await q.query(`UPDATE ${table} SET ${sets} WHERE id = $1`, [id, ...entries.map(([, value]) => value)]);
}

/** One kind of lobby content: its table and the SELECT list giving the console's field names. */
export interface ContentTable {
  table: string;
  select: string;
  /** Wire field to column, and how a value is stored. */
  columns: Record<string, { column: string; toDb?: (value: unknown) => unknown }>;
}

const enabled = { column: 'status', toDb: (v: unknown) => (v ? 1 : 0) };
/** An absent link is NULL, as the seed stores it. */
const nullableText = (column: string) => ({ column, toDb: (v: unknown) => (v === '' ? null : v) });

export const BANNERS: ContentTable = {
  table: 'lobby_banners',
  select: `id, click_type AS "clickType", click_action AS "clickAction", COALESCE(url, '') AS url, activity_type AS "activityType",
    img_url AS "imgUrl", title, sort, status = 1 AS enabled, created_at AS "createdAt"`,
  columns: {
    clickType: { column: 'click_type' }, clickAction: { column: 'click_action' }, url: nullableText('url'), activityType: { column: 'activity_type' },
    imgUrl: { column: 'img_url' }, title: { column: 'title' }, sort: { column: 'sort' }, enabled,
  },
};

export const NOTICES: ContentTable = {
  table: 'lobby_notices',
  select: `id, title, content, is_h5_pop AS "isH5Pop", click_type AS "clickType", click_action AS "clickAction", COALESCE(url, '') AS url,
    activity_type AS "activityType", img_url AS "imgUrl", sort, status = 1 AS enabled, created_at AS "createdAt"`,
  columns: {
    title: { column: 'title' }, content: { column: 'content' }, isH5Pop: { column: 'is_h5_pop' }, clickType: { column: 'click_type' },
    clickAction: { column: 'click_action' }, url: nullableText('url'), activityType: { column: 'activity_type' }, imgUrl: { column: 'img_url' },
    sort: { column: 'sort' }, enabled,
  },
};

export const PROMO_VIDEOS: ContentTable = {
  table: 'lobby_videos',
  select: 'id, click_type AS "clickType", click_action AS "clickAction", cover_img AS "coverImg", path, sort, status = 1 AS enabled',
  columns: {
    clickType: { column: 'click_type' }, clickAction: { column: 'click_action' }, coverImg: { column: 'cover_img' }, path: { column: 'path' },
    sort: { column: 'sort' }, enabled,
  },
};

export const CUSTOMER_SERVICES: ContentTable = {
  table: 'customer_services',
  select: 'id, url, is_out AS "isOut", icon, nickname, sort, status = 1 AS enabled',
  columns: {
    url: { column: 'url' }, isOut: { column: 'is_out' }, icon: { column: 'icon' }, nickname: { column: 'nickname' }, sort: { column: 'sort' }, enabled,
  },
};

const columnsOf = (t: ContentTable, fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).flatMap(([field, value]) => {
    const spec = t.columns[field];
    return spec && value !== undefined ? [[spec.column, spec.toDb ? spec.toDb(value) : value]] : [];
  }));

export async function listContent<R>(q: Queryable, t: ContentTable): Promise<R[]> {
  return (await q.query<R>(`SELECT ${t.select} FROM ${t.table} ORDER BY sort, id`)).rows;
}

export async function findContent<R>(q: Queryable, t: ContentTable, id: number, lock = false): Promise<R | null> {
  const { rows } = await q.query<R>(`SELECT ${t.select} FROM ${t.table} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function insertContent<R>(q: Queryable, t: ContentTable, fields: Record<string, unknown>): Promise<R> {
  const entries = Object.entries(columnsOf(t, fields));
  const { rows } = await q.query<R>(
    `INSERT INTO ${t.table} (${entries.map(([c]) => c).join(', ')}) VALUES (${entries.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${t.select}`,
    entries.map(([, v]) => v));
  return rows[0] as R;
}

export async function updateContent<R>(q: Queryable, t: ContentTable, id: number, fields: Record<string, unknown>): Promise<R | null> {
  await updateColumns(q, t.table, id, columnsOf(t, fields));
  return findContent<R>(q, t, id);
}

export async function deleteContent(q: Queryable, t: ContentTable, id: number): Promise<boolean> {
  return (await q.query(`DELETE FROM ${t.table} WHERE id = $1`, [id])).rowCount > 0;
}

export async function gameExists(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM games WHERE id = $1', [id])).rows.length > 0;
}
