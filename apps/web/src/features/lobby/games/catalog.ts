import { useMemo } from 'react';
import { brandsOfType, gamesOfType, hotGames, isEnabled, visibleGameTypes } from '@casino/contract';
import type { AppConfig, Game, GameBrand } from '@casino/contract';
import { useAppConfig } from '../../../shared/app-config/store.ts';

export type GameType = AppConfig['appGameTypeList'][number];

/** §3 game config: the list, a map by id, the version; plus the types and brands around it. */
export interface GameCatalog {
  games: readonly Game[];
  byId: ReadonlyMap<number, Game>;
  version: number;
  /** Game types shown as tabs (§4: status 1, sorted by sort). */
  types: readonly GameType[];
  brands: readonly GameBrand[];
  /** Base address game icons are relative to. */
  resourceUrl: string;
}

const none: readonly never[] = [];

/**
 * Brands of the config; when the config names none, one plain entry per brand id in the games,
 * so the brand sub-tabs still work against an older server.
 */
function brandsOf(config: AppConfig, games: readonly Game[]): GameBrand[] {
  if (config.appGameBrandList && config.appGameBrandList.length > 0) return config.appGameBrandList;
  const ids = [...new Set(games.map((game) => game.brandId))];
  return ids.map((id, index) => ({ id, showName: `#${id}`, status: 1, sort: index, icon3: '', maintain: false }));
}

export function buildCatalog(config: AppConfig | null): GameCatalog {
  const games = config?.appGameList ?? none;
  return {
    games,
    byId: new Map(games.map((game) => [game.id, game])),
    version: config?.gameListVersion ?? 0,
    types: config ? visibleGameTypes(config.appGameTypeList, games) : none,
    brands: config ? brandsOf(config, games) : none,
    resourceUrl: config?.gameResourceUrl ?? '',
  };
}

/** The game catalogue of the stored config (kept across visits with its version, §3). */
export function useGameCatalog(): GameCatalog {
  const config = useAppConfig();
  return useMemo(() => buildCatalog(config), [config]);
}

export function useHotGames(): Game[] {
  const { games } = useGameCatalog();
  return useMemo(() => hotGames(games), [games]);
}

export function useBrandsOfType(typeId: number): GameBrand[] {
  const { games, brands } = useGameCatalog();
  return useMemo(() => brandsOfType(brands, games, typeId), [brands, games, typeId]);
}

export function useGamesOfType(typeId: number | null, brandId?: number): Game[] {
  const { games } = useGameCatalog();
  return useMemo(() => {
    if (typeId === null) return games.filter(isEnabled);
    return gamesOfType(games, typeId, brandId);
  }, [games, typeId, brandId]);
}

/** Ids to games, in the ids' order, skipping ids the catalogue does not (or no longer) list. */
export function gamesByIds(catalog: GameCatalog, ids: readonly number[]): Game[] {
  return ids.flatMap((id) => {
    const game = catalog.byId.get(id);
    return game && isEnabled(game) ? [game] : [];
  });
}

export { resourceUrl } from '@casino/contract';
