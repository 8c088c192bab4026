import { isEnabled, isGameOffered, visibleGameTypes } from '@casino/contract';
import type { AppConfig, Game, GameBrand } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';
import { artVersion } from './artwork.ts';
import { readCatalog, readRevision } from './catalog-store.ts';
import type { BrandRow, CatalogRows, GameRow } from './catalog-store.ts';

/** What the lobby shows of the catalog, in wire shapes, at one game list version. */
export interface CatalogSnapshot {
  version: number;
  /** Enabled games of enabled brands and platforms, in grid order (type, sort, id). */
  games: Game[];
  /** Types with status 1 and at least one enabled game, by sort. */
  types: AppConfig['appGameTypeList'];
  platforms: AppConfig['appGamePlatformList'];
  brands: GameBrand[];
}

export const gameArtworkUrl = (id: number, version: number): string => `/media/games/${id}.webp?v=${version}`;
export const brandArtworkUrl = (id: number, showName: string): string => `/media/brands/${id}.webp?v=${artVersion(showName)}`;


export function toWireGame(row: GameRow): Game {
  return {
    id: row.id,
    name: row.name,
    hot: row.hot,
    showType: row.showType,
    hotSort: row.hotSort,
    brandId: row.brandId,
    typeId: row.typeId,
    platformId: row.platformId,
    status: row.status,
    sort: row.sort,
    version: row.version,
    maintain: row.maintain,
    params: { brandMaintain: row.brandMaintain },
    recent: row.recent,
    icon: row.icon !== '' ? row.icon : gameArtworkUrl(row.id, row.version),
  };
}

const toWireBrand = (row: BrandRow): GameBrand => ({
  id: row.id, showName: row.showName, status: row.status, sort: row.sort, maintain: row.maintain,
  icon3: row.icon !== '' ? row.icon : brandArtworkUrl(row.id, row.showName),
});

export function snapshotOf(rows: CatalogRows): CatalogSnapshot {
  const games = rows.games.filter(isGameOffered).map(toWireGame);
  const enabledPlatforms = new Set(rows.platforms.filter(isEnabled).map((p) => p.id));
  return {
    version: rows.revision,
    games,
    types: visibleGameTypes(rows.types, games).map(({ id, name, status, sort }) => ({ id, name, status, sort })),
    platforms: rows.platforms.filter(isEnabled).map(({ id, sort, name }) => ({ id, sort, name })),
    brands: rows.brands.filter((b) => isEnabled(b) && enabledPlatforms.has(b.platformId)).map(toWireBrand),
  };
}

/**
 * The catalog as the lobby sees it. Built again only when the game list version moved, so a
 * config request costs one small query while the catalog stays the same.
 */
export function createGameList(db: Queryable): { current(): Promise<CatalogSnapshot> } {
  let cached: CatalogSnapshot | null = null;
  return {
    async current() {
      if (cached && (await readRevision(db)) === cached.version) return cached;
      const snapshot = snapshotOf(await readCatalog(db));
      cached = snapshot;
      return snapshot;
    },
  };
}
