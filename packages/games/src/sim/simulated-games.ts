/**
 * Each house game as the simulator plays it: the player's choices (with defaults), one round
 * returning its payout, and the exact RTP where it is known in closed form.
 */
import type { HouseGameDefinition } from '../definition.ts';
import { OCEAN_HUNTER_FISH, OCEAN_HUNTER_GAME, fishByCode, shootFish } from '../fish/ocean-hunter.ts';
import { CRASH_GAME, assertCrashTarget, crashExactRtp, playCrash } from '../instant/crash.ts';
import { DICE_GAME, diceExactRtp, diceWinningRolls, playDice, type DiceDirection } from '../instant/dice.ts';
import { MINES_GAME, MINES_TILES, assertMineCount, minesExactRtp, playMines } from '../instant/mines.ts';
import { randomInt } from '../random.ts';
import { optimalHold } from '../poker/hold-values.ts';
import { JACKS_OR_BETTER_GAME, JACKS_OR_BETTER_OPTIMAL_RTP, playJacksOrBetter } from '../poker/jacks-or-better.ts';
import { DRAGON_WAYS_GAME, dragonWaysExactRtp, playDragonWays } from '../slots/dragon-ways.ts';
import { FORTUNE_GEMS_GAME, fortuneGemsExactStatistics, playFortuneGems } from '../slots/fortune-gems.ts';
import { GOLDEN_FREE_SPINS_GAME, goldenFreeSpinsExactRtp, playGoldenFreeSpins } from '../slots/golden-free-spins.ts';
import { LUCKY_TIGER_GAME, luckyTigerExactStatistics, playLuckyTiger } from '../slots/lucky-tiger.ts';
import type { PlayRound } from './simulate.ts';

/** What a simulated player chooses; each game reads only its own fields. */
export interface PlayerChoices {
  /** Crash: cash-out target in hundredths (200 = 2.00x). */
  cashOutAt?: number;
  /** Dice: target in hundredths (5000 = 50.00). */
  target?: number;
  direction?: DiceDirection;
  /** Mines: how many mines. */
  mines?: number;
  /** Mines: tiles revealed before cashing out. */
  picks?: number;
  /** Ocean Hunter: the fish type aimed at, or 'mixed' for a uniformly random type per shot. */
  fish?: string;
}

export interface SimulatedGame {
  definition: HouseGameDefinition;
  defaults: PlayerChoices;
  describe(choices: PlayerChoices): string;
  /** Validates the choices (throwing on bad ones) and returns the round to play. */
  round(choices: PlayerChoices): PlayRound;
  /** The exact RTP for these choices and bet, payouts rounded down as in play. */
  exactRtp(choices: PlayerChoices, bet: number): number | undefined;
}

function slot(definition: HouseGameDefinition, play: PlayRound, exact: () => number): SimulatedGame {
  let cached: number | undefined;
  return {
    definition,
    defaults: {},
    describe: () => 'fixed paytable',
    round: () => play,
    // Exact in line-bet units: the payout rounds nothing away when the bet divides by the line count.
    exactRtp: () => (cached ??= exact()),
  };
}

const MIXED = 'mixed';

export const SIMULATED_GAMES: readonly SimulatedGame[] = [
  slot(LUCKY_TIGER_GAME, (bet, rng) => playLuckyTiger(bet, rng).payout, () => luckyTigerExactStatistics().rtp),
  slot(FORTUNE_GEMS_GAME, (bet, rng) => playFortuneGems(bet, rng).payout, () => fortuneGemsExactStatistics().rtp),
  slot(DRAGON_WAYS_GAME, (bet, rng) => playDragonWays(bet, rng).payout, () => dragonWaysExactRtp()),
  slot(GOLDEN_FREE_SPINS_GAME, (bet, rng) => playGoldenFreeSpins(bet, rng).payout, () => goldenFreeSpinsExactRtp().total),
  {
    definition: JACKS_OR_BETTER_GAME,
    defaults: {},
    describe: () => 'optimal holds',
    round: () => (bet, rng) => playJacksOrBetter(bet, rng, optimalHold).payout,
    exactRtp: () => JACKS_OR_BETTER_OPTIMAL_RTP,
  },
  {
    definition: CRASH_GAME,
    defaults: { cashOutAt: 200 },
    describe: (choices) => `cash out at ${(choices.cashOutAt! / 100).toFixed(2)}x`,
    round: (choices) => {
      const cashOutAt = choices.cashOutAt!;
      assertCrashTarget(cashOutAt);
      return (bet, rng) => playCrash(bet, rng, { cashOutAt }).payout;
    },
    exactRtp: (choices, bet) => crashExactRtp(bet, choices.cashOutAt!),
  },
  {
    definition: MINES_GAME,
    defaults: { mines: 3, picks: 5 },
    describe: (choices) => `${choices.mines} mines, cash out after ${choices.picks} tiles`,
    round: (choices) => {
      const mineCount = choices.mines!;
      assertMineCount(mineCount);
      const picks = Array.from({ length: choices.picks! }, (_, tile) => tile);
      if (picks.length < 1 || picks.length > MINES_TILES - mineCount) throw new RangeError(`with ${mineCount} mines, pick 1 to ${MINES_TILES - mineCount} tiles`);
      // Mines are placed uniformly, so revealing tiles 0, 1, 2 ... is as good as any plan.
      return (bet, rng) => playMines(bet, rng, { mineCount, picks }).payout;
    },
    exactRtp: (choices, bet) => minesExactRtp(bet, choices.mines!, choices.picks!),
  },
  {
    definition: DICE_GAME,
    defaults: { target: 5050, direction: 'over' },
    describe: (choices) => `roll ${choices.direction} ${(choices.target! / 100).toFixed(2)}`,
    round: (choices) => {
      const choice = { target: choices.target!, direction: choices.direction! };
      diceWinningRolls(choice);
      return (bet, rng) => playDice(bet, rng, choice).payout;
    },
    exactRtp: (choices, bet) => diceExactRtp(bet, { target: choices.target!, direction: choices.direction! }),
  },
  {
    definition: OCEAN_HUNTER_GAME,
    defaults: { fish: MIXED },
    describe: (choices) => (choices.fish === MIXED ? 'aim at a random fish type each shot' : `aim at ${choices.fish}`),
    round: (choices) => {
      if (choices.fish === MIXED) return (bet, rng) => shootFish(bet, rng, OCEAN_HUNTER_FISH[randomInt(rng, OCEAN_HUNTER_FISH.length)]!.code).payout;
      const fish = fishByCode(choices.fish!).code;
      return (bet, rng) => shootFish(bet, rng, fish).payout;
    },
    exactRtp: (choices, bet) => {
      const types = choices.fish === MIXED ? OCEAN_HUNTER_FISH : [fishByCode(choices.fish!)];
      return types.reduce((sum, fish) => sum + (fish.rtp / fish.multiplier) * (Math.floor(bet * fish.multiplier) / bet), 0) / types.length;
    },
  },
];

export function simulatedGame(code: string): SimulatedGame {
  const game = SIMULATED_GAMES.find((candidate) => candidate.definition.code === code);
  if (game === undefined) throw new RangeError(`unknown game ${JSON.stringify(code)}; one of ${SIMULATED_GAMES.map((g) => g.definition.code).join(', ')}`);
  return game;
}
