/**
 * Dragon Ways: 5 reels x 3 rows, 243 ways. A symbol pays when it shows on adjacent reels from
 * the leftmost, anywhere in each reel's window; the number of ways is the product of how many
 * times it shows on each of those reels. Wilds (reels 2-4 only, so no way starts with one)
 * stand in for every symbol.
 *
 * Pays are per way in fiftieths of the bet; the payout is floor(bet * units / 50).
 */
import { GameCategory, type HouseGameDefinition } from '../definition.ts';
import { assertBet, payoutOf } from '../money.ts';
import type { RandomSource } from '../random.ts';
import { assertStrips, namedWindow, spinStops, windowAt, type ReelStrip } from './reels.ts';
import { columnsOf } from './slot-odds.ts';

export const DRAGON_WAYS_GAME: HouseGameDefinition = { id: 3, code: 'dragon-ways', name: 'Dragon Ways', category: GameCategory.Slots, targetRtp: 0.96, volatility: 'low' };

export const DRAGON_WAYS_SYMBOLS = ['wild', 'dragon', 'phoenix', 'tiger', 'turtle', 'ace', 'king', 'queen', 'jack', 'ten', 'nine'] as const;
const WILD = 0;
const ROWS = 3;
const MIN_REELS = 3;

export interface DragonWaysMath {
  strips: readonly ReelStrip[];
  /** pays[symbol][reels], per way, in units of bet / unitsPerBet. */
  pays: readonly (readonly number[])[];
  unitsPerBet: number;
}

const W = 0, D = 1, P = 2, TG = 3, TU = 4, A = 5, K = 6, Q = 7, J = 8, T = 9, N = 10;

export const DRAGON_WAYS: DragonWaysMath = {
  strips: [
    [N, Q, J, T, K, TG, TU, A, D, N, P, Q, J, T, K, N, TG, TU, A, Q, J, T, N, K, D, Q, J, T, N, P, TG, TU, A, K, Q, J, T, N],
    [T, W, A, K, TU, N, Q, J, T, W, D, N, P, TG, A, Q, J, T, K, N, W, Q, J, T, N, TU, A, K, W, Q, J, T, N, N, Q, J],
    [TG, W, TU, A, N, K, W, D, Q, N, J, T, W, P, N, TG, TU, W, A, K, Q, J, T, N, W, W, N, Q, J, T, P],
    [P, N, Q, J, T, W, TU, A, K, N, D, TG, Q, J, T, N, W, TU, A, K, Q, J, T, N, P, TG, W, TU, A, K, Q, J, T, N, N, Q, J, T, W, TU, A, K, TG],
    [N, K, Q, J, T, N, D, A, N, J, T, K, Q, N, P, TG, J, T, TU, N, A, K, Q, J, T, N, N, J, T, K, Q, A, N, P, TG, J, T, TU],
  ],
  pays: [
    [],
    [0, 0, 0, 50, 150, 500],
    [0, 0, 0, 30, 100, 300],
    [0, 0, 0, 25, 75, 200],
    [0, 0, 0, 20, 50, 150],
    [0, 0, 0, 10, 30, 100],
    [0, 0, 0, 10, 25, 80],
    [0, 0, 0, 5, 20, 60],
    [0, 0, 0, 5, 15, 50],
    [0, 0, 0, 5, 10, 40],
    [0, 0, 0, 5, 10, 30],
  ],
  unitsPerBet: 50,
};

export interface WaysWin {
  symbol: string;
  /** Adjacent reels from the left. */
  reels: number;
  ways: number;
  units: number;
}

export interface DragonWaysOutcome {
  stops: number[];
  window: string[][];
  wins: WaysWin[];
  units: number;
  payout: number;
}

export function evaluateDragonWays(math: DragonWaysMath, window: readonly (readonly number[])[]): { wins: WaysWin[]; units: number } {
  const wins: WaysWin[] = [];
  let units = 0;
  for (let symbol = 0; symbol < math.pays.length; symbol++) {
    if (symbol === WILD) continue;
    let ways = 1;
    let reels = 0;
    for (const column of window) {
      let count = 0;
      for (const cell of column) if (cell === symbol || cell === WILD) count++;
      if (count === 0) break;
      ways *= count;
      reels++;
    }
    const pay = reels >= MIN_REELS ? (math.pays[symbol]![reels] ?? 0) : 0;
    if (pay === 0) continue;
    units += ways * pay;
    wins.push({ symbol: DRAGON_WAYS_SYMBOLS[symbol]!, reels, ways, units: ways * pay });
  }
  return { wins, units };
}

function assertDragonWaysMath(math: DragonWaysMath): void {
  assertStrips(math.strips, DRAGON_WAYS_SYMBOLS.length);
  if (math.strips[0]!.includes(WILD)) throw new Error('a wild on the first reel would start ways no paytable row covers');
}

export function playDragonWays(bet: number, rng: RandomSource, math: DragonWaysMath = DRAGON_WAYS): DragonWaysOutcome {
  assertBet(bet);
  const stops = spinStops(math.strips, rng);
  const window = windowAt(math.strips, stops, ROWS);
  const { wins, units } = evaluateDragonWays(math, window);
  return { stops, window: namedWindow(window, DRAGON_WAYS_SYMBOLS), wins, units, payout: payoutOf(bet, units, math.unitsPerBet) };
}

/**
 * The exact RTP. Reels stop independently, so for a symbol paying on exactly k reels
 * E[ways] = (product over the first k reels of E[count]) * P(count on reel k+1 is 0), each
 * factor taken over every window of that reel.
 */
export function dragonWaysExactRtp(math: DragonWaysMath = DRAGON_WAYS): number {
  assertDragonWaysMath(math);
  const columns = math.strips.map((strip) => columnsOf(strip, ROWS));
  let units = 0;
  for (let symbol = 0; symbol < math.pays.length; symbol++) {
    if (symbol === WILD) continue;
    const counts = columns.map((reelColumns) => reelColumns.map((column) => column.filter((cell) => cell === symbol || cell === WILD).length));
    const meanCount = counts.map((reel) => reel.reduce((sum, count) => sum + count, 0) / reel.length);
    const noneChance = counts.map((reel) => reel.filter((count) => count === 0).length / reel.length);
    let expectedWays = 1;
    for (let reels = 1; reels <= counts.length; reels++) {
      expectedWays *= meanCount[reels - 1]!;
      const stopsHere = reels < counts.length ? noneChance[reels]! : 1;
      if (reels >= MIN_REELS) units += (math.pays[symbol]![reels] ?? 0) * expectedWays * stopsHere;
    }
  }
  return units / math.unitsPerBet;
}
