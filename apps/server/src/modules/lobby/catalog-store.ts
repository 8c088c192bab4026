import type { Queryable } from '../../platform/db.ts';

export interface GameTypeRow { id: number; name: string; status: number; sort: number }
export interface PlatformRow { id: number; code: string; name: string; status: number; sort: number }
export interface BrandRow {
  id: number;
  platformId: number;
  showName: string;
  status: number;
  sort: number;
  icon: string;
  maintain: boolean;
}
export interface GameRow {
  id: number;
  code: string;
  name: string;
  typeId: number;
  brandId: number;
  platformId: number;
  status: number;
  sort: number;
  hot: number;
  showType: number;
  hotSort: number;
  recent: boolean;
  maintain: boolean;
  icon: string;
  version: number;
  brandStatus: number;
  brandMaintain: boolean;
  platformStatus: number;
}

export interface CatalogRows {
  revision: number;
  types: GameTypeRow[];
  platforms: PlatformRow[];
  brands: BrandRow[];
  games: GameRow[];
}

const GAME_COLUMNS = `g.id, g.code, g.name, g.type_id AS "typeId", g.brand_id AS "brandId", b.platform_id AS "platformId",
  g.status, g.sort, g.hot, g.show_type AS "showType", g.hot_sort AS "hotSort", g.recent, g.maintain, g.icon, g.version,
  b.status AS "brandStatus", b.maintain AS "brandMaintain", p.status AS "platformStatus"`;
const GAME_FROM = 'games g JOIN game_brands b ON b.id = g.brand_id JOIN game_platforms p ON p.id = b.platform_id';

/** The game list version: changes whenever a type, platform, brand or game row changes. */
export async function readRevision(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ version: number }>('SELECT version FROM catalog_revision');
  return rows[0]?.version ?? 0;
}

/** Every catalog row, enabled or not, with the revision they belong to (one snapshot). */
export async function readCatalog(q: Queryable): Promise<CatalogRows> {
  // One statement, so the rows and the revision always match.
  const { rows } = await q.query<{ doc: CatalogRows }>(`
    SELECT json_build_object(
      'revision', (SELECT version FROM catalog_revision),
      'types', COALESCE((SELECT json_agg(t ORDER BY t.sort, t.id) FROM (SELECT id, name, status, sort FROM game_types) t), '[]'),
      'platforms', COALESCE((SELECT json_agg(p ORDER BY p.sort, p.id) FROM (SELECT id, code, name, status, sort FROM game_platforms) p), '[]'),
      'brands', COALESCE((SELECT json_agg(b ORDER BY b.sort, b.id) FROM (
        SELECT id, platform_id AS "platformId", show_name AS "showName", status, sort, icon, maintain FROM game_brands) b), '[]'),
      'games', COALESCE((SELECT json_agg(x ORDER BY x."typeId", x.sort, x.id) FROM (SELECT ${GAME_COLUMNS} FROM ${GAME_FROM}) x), '[]')
    ) AS doc`);
  const doc = rows[0]?.doc;
  if (!doc) throw new Error('catalog: no row');
  return { ...doc, revision: Number(doc.revision) };
}

/** One game with its brand's and platform's state, or null. */
export async function findGame(q: Queryable, id: number): Promise<GameRow | null> {
  const { rows } = await q.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE g.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Names and types of games by id, for artwork and tickers. */
export async function findGameName(q: Queryable, id: number): Promise<{ id: number; name: string; typeId: number; version: number } | null> {
  const { rows } = await q.query<{ id: number; name: string; typeId: number; version: number }>(
    'SELECT id, name, type_id AS "typeId", version FROM games WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function findBrand(q: Queryable, id: number): Promise<BrandRow | null> {
  const { rows } = await q.query<BrandRow>(
    `SELECT id, platform_id AS "platformId", show_name AS "showName", status, sort, icon, maintain FROM game_brands WHERE id = $1`, [id]);
  return rows[0] ?? null;
}
