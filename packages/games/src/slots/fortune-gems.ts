/**
 * Fortune Gems: 3 reels x 3 rows paying on the middle row only, plus a fourth reel of
 * multipliers whose middle value multiplies the line win. The wild stands in for every symbol
 * and three wilds pay their own value.
 *
 * One line, so pays are in whole bets and the payout is bet * pay * multiplier: exact.
 */
import { GameCategory, type HouseGameDefinition } from '../definition.ts';
import { assertBet, payoutOf } from '../money.ts';
import { randomInt, type RandomSource } from '../random.ts';
import { evaluateLine, type LinePaytable } from './lines.ts';
import { assertStrips, namedWindow, spinStops, windowAt, type ReelStrip } from './reels.ts';
import type { ExactStatistics } from './slot-odds.ts';

export const FORTUNE_GEMS_GAME: HouseGameDefinition = { id: 2, code: 'fortune-gems', name: 'Fortune Gems', category: GameCategory.Slots, targetRtp: 0.96, volatility: 'high' };

export const FORTUNE_GEMS_SYMBOLS = ['wild', 'ruby', 'emerald', 'sapphire', 'ace', 'king', 'queen', 'jack'] as const;
const WILD = 0;
const ROWS = 3;
const PAYLINE_ROW = 1;

export interface FortuneGemsMath {
  strips: readonly ReelStrip[];
  /** pays[symbol][3], in bets. */
  pays: LinePaytable;
  /** The multiplier reel: the value in its middle row applies. */
  multiplierStrip: readonly number[];
}

const W = 0, R = 1, E = 2, S = 3, A = 4, K = 5, Q = 6, J = 7;

export const FORTUNE_GEMS: FortuneGemsMath = {
  strips: [
    [J, Q, K, E, A, R, J, S, Q, K, J, W, E, Q, A, J, K, Q, R, J, S, E, A, K, Q, J],
    [J, R, S, Q, J, A, K, W, E, J, Q, A, K, J, Q, R, S, J, E, A, K, Q, J, J, Q, A, K, E],
    [K, Q, J, W, E, S, Q, J, A, K, R, Q, J, E, S, A, K, Q, J, Q, J, A, K, E, S, R, Q, J, A],
  ],
  pays: [
    [0, 0, 0, 100],
    [0, 0, 0, 50],
    [0, 0, 0, 25],
    [0, 0, 0, 15],
    [0, 0, 0, 10],
    [0, 0, 0, 5],
    [0, 0, 0, 3],
    [0, 0, 0, 2],
  ],
  multiplierStrip: [1, 2, 1, 3, 1, 5, 1, 2, 1, 10, 1, 3, 1, 2, 1, 5, 1, 15, 2, 3],
};

export interface FortuneGemsOutcome {
  stops: number[];
  window: string[][];
  multiplierStop: number;
  multiplier: number;
  /** The line win before the multiplier, in bets; 0 when the line does not pay. */
  lineWin: { symbol: string; pay: number } | undefined;
  payout: number;
}

/** The middle-row line pay (in bets) for a window. */
export function fortuneGemsLinePay(math: FortuneGemsMath, window: readonly (readonly number[])[]): { symbol: number; pay: number } | undefined {
  const result = evaluateLine(window.map((column) => column[PAYLINE_ROW]!), math.pays, { wild: WILD, scatter: -1 });
  return result === undefined ? undefined : { symbol: result.symbol, pay: result.units };
}

export function playFortuneGems(bet: number, rng: RandomSource, math: FortuneGemsMath = FORTUNE_GEMS): FortuneGemsOutcome {
  assertBet(bet);
  const stops = spinStops(math.strips, rng);
  const multiplierStop = randomInt(rng, math.multiplierStrip.length);
  // The stop is the top row, so the middle row shows the next value.
  const multiplier = math.multiplierStrip[(multiplierStop + PAYLINE_ROW) % math.multiplierStrip.length]!;
  const window = windowAt(math.strips, stops, ROWS);
  const line = fortuneGemsLinePay(math, window);
  return {
    stops,
    window: namedWindow(window, FORTUNE_GEMS_SYMBOLS),
    multiplierStop,
    multiplier,
    lineWin: line === undefined ? undefined : { symbol: FORTUNE_GEMS_SYMBOLS[line.symbol]!, pay: line.pay },
    payout: line === undefined ? 0 : payoutOf(bet, line.pay * multiplier, 1),
  };
}

/**
 * The exact figures: every combination of the three symbol reels' stops, evaluated as in
 * play, combined with the multiplier reel, which stops independently of them.
 */
export function fortuneGemsExactStatistics(math: FortuneGemsMath = FORTUNE_GEMS): ExactStatistics {
  assertStrips(math.strips, FORTUNE_GEMS_SYMBOLS.length);
  const [a, b, c] = math.strips as [ReelStrip, ReelStrip, ReelStrip];
  let pay = 0;
  let paySquared = 0;
  let hits = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      for (let k = 0; k < c.length; k++) {
        const linePay = fortuneGemsLinePay(math, windowAt(math.strips, [i, j, k], ROWS))?.pay ?? 0;
        pay += linePay;
        paySquared += linePay * linePay;
        if (linePay > 0) hits++;
      }
    }
  }
  const combinations = a.length * b.length * c.length;
  const multipliers = math.multiplierStrip;
  const meanMultiplier = multipliers.reduce((sum, value) => sum + value, 0) / multipliers.length;
  const meanSquaredMultiplier = multipliers.reduce((sum, value) => sum + value * value, 0) / multipliers.length;
  const rtp = (pay / combinations) * meanMultiplier;
  const secondMoment = (paySquared / combinations) * meanSquaredMultiplier;
  return { rtp, standardDeviation: Math.sqrt(secondMoment - rtp * rtp), hitFrequency: hits / combinations };
}
