/**
 * Lucky Tiger: 3 reels x 3 rows, 5 fixed lines (three rows, two diagonals). The tiger is wild:
 * it stands in for every symbol and doubles the line it completes for each tiger on it (one
 * tiger x2, two x4); three tigers pay the tiger's own value. When all nine cells show one symbol
 * (tigers counting as it) the whole win is multiplied by ten.
 *
 * The bet is spread over the five lines; pays are in line bets (bet / 5). Every line win is a
 * whole number of line bets, so the payout is floor(bet * units / 5), exact for bets that are
 * multiples of 5 hundredths.
 */
import { GameCategory, type HouseGameDefinition } from '../definition.ts';
import { assertBet, payoutOf } from '../money.ts';
import type { RandomSource } from '../random.ts';
import { evaluateLine, lineSymbols, type LinePaytable, type Payline, type SlotLineWin } from './lines.ts';
import { assertStrips, namedWindow, spinStops, windowAt, type ReelStrip } from './reels.ts';
import type { ExactStatistics } from './slot-odds.ts';

export const LUCKY_TIGER_GAME: HouseGameDefinition = { id: 1, code: 'lucky-tiger', name: 'Lucky Tiger', category: GameCategory.Slots, targetRtp: 0.96, volatility: 'medium' };

export const LUCKY_TIGER_SYMBOLS = ['tiger', 'gold-ingot', 'jade', 'red-envelope', 'firecracker', 'orange'] as const;
const TIGER = 0;
const ROWS = 3;

export interface LuckyTigerMath {
  strips: readonly ReelStrip[];
  /** pays[symbol][3], in line bets. */
  pays: LinePaytable;
  lines: readonly Payline[];
  /** Line multiplier by the number of tigers standing in on it. */
  tigerMultipliers: readonly number[];
  fullScreenMultiplier: number;
}

// Strip order is the PAR sheet: changing a strip changes the RTP the tests pin.
const T = 0, I = 1, J = 2, E = 3, F = 4, O = 5;

export const LUCKY_TIGER: LuckyTigerMath = {
  strips: [
    [O, F, E, O, I, J, O, F, E, O, T, O, F, I, F, F, F, O, E, J, O, F, O, E, F, O, I, J, O, E, F, O],
    [F, E, O, T, O, F, I, O, E, J, O, F, O, E, F, F, F, F, O, I, J, O, E, F, O, O, F, E, O, I, J, O],
    [O, E, J, O, F, O, E, F, O, I, J, O, E, F, F, F, F, O, O, F, E, O, I, J, O, F, E, O, T, O, O, I],
  ],
  pays: [
    [0, 0, 0, 250],
    [0, 0, 0, 100],
    [0, 0, 0, 20],
    [0, 0, 0, 10],
    [0, 0, 0, 5],
    [0, 0, 0, 3],
  ],
  lines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  tigerMultipliers: [1, 2, 4],
  fullScreenMultiplier: 10,
};

export const LUCKY_TIGER_LINE_COUNT = LUCKY_TIGER.lines.length;

export interface LuckyTigerEvaluation {
  wins: SlotLineWin[];
  fullScreen: boolean;
  /** Total win in line bets. */
  units: number;
}

export interface LuckyTigerOutcome extends LuckyTigerEvaluation {
  stops: number[];
  window: string[][];
  payout: number;
}

/** The symbol every cell shows (tigers standing in), or undefined if the screen is mixed. */
function fullScreenSymbol(window: readonly (readonly number[])[]): number | undefined {
  let symbol: number | undefined;
  for (const column of window) {
    for (const cell of column) {
      if (cell === TIGER) continue;
      if (symbol === undefined) symbol = cell;
      else if (symbol !== cell) return undefined;
    }
  }
  return symbol ?? TIGER;
}

export function evaluateLuckyTiger(math: LuckyTigerMath, window: readonly (readonly number[])[]): LuckyTigerEvaluation {
  const wins: SlotLineWin[] = [];
  let units = 0;
  math.lines.forEach((line, index) => {
    const result = evaluateLine(lineSymbols(window, line), math.pays, { wild: TIGER, scatter: -1 });
    if (result === undefined) return;
    const multiplier = result.symbol === TIGER ? 1 : (math.tigerMultipliers[result.wilds] ?? 1);
    const lineUnits = result.units * multiplier;
    units += lineUnits;
    wins.push({ line: index, symbol: LUCKY_TIGER_SYMBOLS[result.symbol]!, count: result.count, multiplier, units: lineUnits });
  });
  const fullScreen = fullScreenSymbol(window) !== undefined;
  if (fullScreen) units *= math.fullScreenMultiplier;
  return { wins, fullScreen, units };
}

export function playLuckyTiger(bet: number, rng: RandomSource, math: LuckyTigerMath = LUCKY_TIGER): LuckyTigerOutcome {
  assertBet(bet);
  const stops = spinStops(math.strips, rng);
  const window = windowAt(math.strips, stops, ROWS);
  const evaluation = evaluateLuckyTiger(math, window);
  return {
    stops,
    window: namedWindow(window, LUCKY_TIGER_SYMBOLS),
    ...evaluation,
    payout: payoutOf(bet, evaluation.units, math.lines.length),
  };
}

/** The exact figures: every combination of stops, evaluated as in play. */
export function luckyTigerExactStatistics(math: LuckyTigerMath = LUCKY_TIGER): ExactStatistics {
  assertStrips(math.strips, LUCKY_TIGER_SYMBOLS.length);
  const [a, b, c] = math.strips as [ReelStrip, ReelStrip, ReelStrip];
  let sum = 0;
  let sumOfSquares = 0;
  let hits = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      for (let k = 0; k < c.length; k++) {
        const win = evaluateLuckyTiger(math, windowAt(math.strips, [i, j, k], ROWS)).units / math.lines.length;
        sum += win;
        sumOfSquares += win * win;
        if (win > 0) hits++;
      }
    }
  }
  const combinations = a.length * b.length * c.length;
  const rtp = sum / combinations;
  return { rtp, standardDeviation: Math.sqrt(sumOfSquares / combinations - rtp * rtp), hitFrequency: hits / combinations };
}
