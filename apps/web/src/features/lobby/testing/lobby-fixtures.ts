import type { AppConfig, Game, GameBrand } from '@casino/contract';
import { appConfig } from '../../../test/fixtures.ts';

/** A game with every field, overridable. */
export function game(id: number, changes: Partial<Game> = {}): Game {
  return {
    id, name: `Game ${id}`, hot: 0, showType: 0, hotSort: 0, brandId: 1, typeId: 1, platformId: 1, status: 1, sort: id,
    version: 1, maintain: false, params: { brandMaintain: false }, recent: false, icon: '', ...changes,
  };
}

export const brands: GameBrand[] = [
  { id: 1, showName: 'Lucky Reels', status: 1, sort: 1, icon3: '', maintain: false },
  { id: 2, showName: 'Deep Sea', status: 1, sort: 2, icon3: '', maintain: false },
  { id: 3, showName: 'Closed Studio', status: 0, sort: 3, icon3: '', maintain: false },
];

export const games: Game[] = [
  game(11, { name: 'Golden Empire', typeId: 1, brandId: 1, hot: 1, hotSort: 2 }),
  game(12, { name: 'Fortune Gems', typeId: 1, brandId: 1, hot: 1, hotSort: 1, recent: true }),
  game(13, { name: 'Jungle Delight', typeId: 1, brandId: 2, recent: true }),
  game(14, { name: 'Hidden Hot', typeId: 1, brandId: 2, hot: 1, hotSort: 0, showType: 1 }),
  game(21, { name: 'Ocean King', typeId: 2, brandId: 2, hot: 1, hotSort: 3 }),
  game(31, { name: 'Texas Poker', typeId: 3, brandId: 1, maintain: true, hot: 1, hotSort: 9 }),
  game(41, { name: 'Switched Off', typeId: 4, brandId: 1, status: 0, hot: 1 }),
];

/** The app config of the lobby tests: three types shown (slots, fish, poker), sports hidden. */
export async function lobbyConfig(changes: Partial<AppConfig> = {}): Promise<AppConfig> {
  const base = await appConfig(changes.mode ? { mode: changes.mode } : {});
  return {
    ...base,
    appGameList: games,
    appGameBrandList: brands,
    appGameTypeList: [
      { id: 2, name: 'Fish', status: 1, sort: 2 },
      { id: 1, name: 'Slots', status: 1, sort: 1 },
      { id: 3, name: 'Poker', status: 1, sort: 3 },
      { id: 4, name: 'Sports', status: 1, sort: 4 },
      { id: 5, name: 'Live', status: 0, sort: 0 },
    ],
    ...changes,
  };
}
