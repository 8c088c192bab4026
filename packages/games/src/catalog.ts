/**
 * The house games. Ids are the lobby catalog's seeded game ids; codes are the stable keys the
 * launch and the provider gateway use.
 */
import type { HouseGameDefinition } from './definition.ts';
import { OCEAN_HUNTER_GAME } from './fish/ocean-hunter.ts';
import { CRASH_GAME } from './instant/crash.ts';
import { DICE_GAME } from './instant/dice.ts';
import { MINES_GAME } from './instant/mines.ts';
import { JACKS_OR_BETTER_GAME } from './poker/jacks-or-better.ts';
import { DRAGON_WAYS_GAME } from './slots/dragon-ways.ts';
import { FORTUNE_GEMS_GAME } from './slots/fortune-gems.ts';
import { GOLDEN_FREE_SPINS_GAME } from './slots/golden-free-spins.ts';
import { LUCKY_TIGER_GAME } from './slots/lucky-tiger.ts';

export const HOUSE_GAMES: readonly HouseGameDefinition[] = [
  LUCKY_TIGER_GAME,
  FORTUNE_GEMS_GAME,
  DRAGON_WAYS_GAME,
  GOLDEN_FREE_SPINS_GAME,
  JACKS_OR_BETTER_GAME,
  CRASH_GAME,
  MINES_GAME,
  DICE_GAME,
  OCEAN_HUNTER_GAME,
];

export function houseGameByCode(code: string): HouseGameDefinition | undefined {
  return HOUSE_GAMES.find((game) => game.code === code);
}

export function houseGameById(id: number): HouseGameDefinition | undefined {
  return HOUSE_GAMES.find((game) => game.id === id);
}
