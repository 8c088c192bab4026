/**
 * Golden Free Spins: 5 reels x 3 rows, 20 fixed lines. Wilds (reels 2-4) stand in for every
 * symbol but the golden coin. Golden coins are scatters: anywhere in view, three or more pay a
 * multiple of the bet and award 10 free spins, played at x10 on reels with stacked wilds;
 * three or more during free spins award 10 more, up to 100 in all. Free spins carry about half
 * the RTP, which is what makes the game volatile. They are played inside the round that
 * triggered them, from the same random stream, so a round is one self-contained, verifiable
 * outcome.
 *
 * Pays are in line bets (bet / 20); scatter pays are in bets (20 line bets). The whole round
 * is summed in line bets and paid as floor(bet * units / 20).
 */
import { GameCategory, type HouseGameDefinition } from '../definition.ts';
import { assertBet, payoutOf } from '../money.ts';
import type { RandomSource } from '../random.ts';
import { evaluateLine, lineSymbols, type LinePaytable, type Payline, type SlotLineWin } from './lines.ts';
import { assertStrips, namedWindow, spinStops, windowAt, type ReelStrip } from './reels.ts';
import { cellOdds, expectedOverLine, summedCountDistribution } from './slot-odds.ts';

export const GOLDEN_FREE_SPINS_GAME: HouseGameDefinition = { id: 4, code: 'golden-free-spins', name: 'Golden Free Spins', category: GameCategory.Slots, targetRtp: 0.96, volatility: 'high' };

export const GOLDEN_FREE_SPINS_SYMBOLS = ['wild', 'golden-coin', 'emperor', 'dragon', 'koi', 'lantern', 'ace', 'king', 'queen', 'jack', 'ten'] as const;
const WILD = 0;
const SCATTER = 1;
const ROWS = 3;

export interface GoldenFreeSpinsMath {
  strips: readonly ReelStrip[];
  /** The reels free spins are played on: richer in wilds than the base reels. */
  freeSpinStrips: readonly ReelStrip[];
  /** pays[symbol][count], in line bets. */
  pays: LinePaytable;
  lines: readonly Payline[];
  /** scatterPays[count], in bets. */
  scatterPays: readonly number[];
  /** Scatters in view that award free spins. */
  freeSpinsTrigger: number;
  freeSpinsAwarded: number;
  freeSpinsMultiplier: number;
  /** Most free spins one round can award in total. */
  freeSpinsCap: number;
}

const W = 0, C = 1, M = 2, D = 3, K = 4, L = 5, A = 6, KG = 7, Q = 8, J = 9, T = 10;

export const GOLDEN_FREE_SPINS: GoldenFreeSpinsMath = {
  strips: [
    [T, Q, J, KG, L, A, K, M, T, D, Q, J, KG, T, L, A, Q, J, C, K, T, KG, Q, J, L, A, T, KG, M, D, Q, J, T, K, L, A, KG, Q, J, T],
    [A, KG, K, L, W, T, M, D, Q, J, A, KG, T, K, L, Q, J, T, C, W, A, KG, T, Q, J, K, L, T, A, KG, M, Q, J, D, T, W, K, L, A, KG, Q, J, T, T, Q, J],
    [L, T, W, D, M, J, T, A, KG, Q, K, L, T, J, C, W, D, T, A, KG, Q, J, T, K, L, A, KG, Q, T, J, M, W, D, T, K, L, A, KG, Q, J, T, T, J, A, KG, Q, K],
    [T, KG, Q, J, L, A, T, C, M, KG, Q, J, W, D, T, L, A, K, KG, Q, J, T, L, A, KG, Q, J, T, W, D, K, L, A, KG, Q, J, T, T, KG, Q, J, L, A, W, D, K],
    [A, KG, T, K, C, Q, J, T, M, L, A, KG, T, Q, J, K, T, L, A, KG, Q, J, D, T, K, L, A, KG, Q, J, T, T, Q, J, L, A, KG, K, T, D, Q, J, L],
  ],
  freeSpinStrips: [
    [T, Q, J, KG, L, A, K, M, T, D, Q, J, KG, T, L, A, Q, J, C, K, T, KG, Q, J, L, A, T, KG, M, D, Q, J, T, K, L, A, KG, Q, J, T],
    [K, L, W, T, M, D, Q, J, A, KG, T, W, W, W, K, L, Q, J, T, C, W, A, KG, T, Q, J, K, L, T, A, KG, M, Q, J, D, T, W, W, W, W, K, L, A, KG, Q, J, T, T, Q, J, A, KG],
    [M, J, T, A, KG, Q, K, L, T, J, C, W, W, W, W, D, T, A, KG, Q, J, T, K, L, A, KG, Q, T, J, M, W, D, T, K, L, A, KG, W, W, W, Q, J, T, T, J, A, KG, Q, K, L, T, W, D],
    [T, C, M, KG, Q, J, W, D, T, L, A, W, W, W, K, KG, Q, J, T, L, A, KG, Q, J, T, W, D, K, L, A, KG, Q, J, T, T, KG, W, W, W, Q, J, L, A, W, D, K, T, KG, Q, J, L, A],
    [M, L, A, KG, T, Q, J, K, T, L, A, KG, Q, J, D, T, K, L, A, KG, Q, J, T, T, Q, J, L, A, KG, K, T, D, Q, J, L, A, KG, T, K, C, Q, J, T],
  ],
  pays: [
    [],
    [],
    [0, 0, 0, 50, 250, 2500],
    [0, 0, 0, 40, 150, 1000],
    [0, 0, 0, 25, 100, 500],
    [0, 0, 0, 20, 75, 250],
    [0, 0, 0, 10, 40, 150],
    [0, 0, 0, 8, 30, 100],
    [0, 0, 0, 5, 20, 75],
    [0, 0, 0, 5, 15, 50],
    [0, 0, 0, 5, 10, 40],
  ],
  lines: [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 0, 0], [2, 2, 1, 2, 2], [1, 2, 2, 2, 1], [1, 0, 0, 0, 1], [1, 0, 1, 0, 1],
    [1, 2, 1, 2, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2], [1, 1, 0, 1, 1], [1, 1, 2, 1, 1],
    [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2], [0, 2, 2, 2, 0],
  ],
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpinsTrigger: 3,
  freeSpinsAwarded: 10,
  freeSpinsMultiplier: 10,
  freeSpinsCap: 100,
};

export interface GoldenSpin {
  stops: number[];
  window: string[][];
  wins: SlotLineWin[];
  scatters: number;
  /** Line bets won by the spin, scatter pay and free-spin multiplier included. */
  units: number;
  /** Free spins this spin awarded. */
  awarded: number;
}

export interface GoldenFreeSpinsOutcome {
  base: GoldenSpin;
  freeSpins: GoldenSpin[];
  /** Line bets won by the whole round. */
  units: number;
  payout: number;
}

export interface GoldenSpinEvaluation {
  wins: SlotLineWin[];
  scatters: number;
  /** Line bets won, scatter pay and multiplier included. */
  units: number;
}

export function evaluateGoldenSpin(math: GoldenFreeSpinsMath, window: readonly (readonly number[])[], multiplier: number): GoldenSpinEvaluation {
  const wins: SlotLineWin[] = [];
  let units = 0;
  math.lines.forEach((line, index) => {
    const result = evaluateLine(lineSymbols(window, line), math.pays, { wild: WILD, scatter: SCATTER });
    if (result === undefined) return;
    const lineUnits = result.units * multiplier;
    units += lineUnits;
    wins.push({ line: index, symbol: GOLDEN_FREE_SPINS_SYMBOLS[result.symbol]!, count: result.count, multiplier, units: lineUnits });
  });
  let scatters = 0;
  for (const column of window) for (const cell of column) if (cell === SCATTER) scatters++;
  units += (math.scatterPays[scatters] ?? 0) * math.lines.length * multiplier;
  return { wins, scatters, units };
}

function spin(math: GoldenFreeSpinsMath, strips: readonly ReelStrip[], rng: RandomSource, multiplier: number): GoldenSpin {
  const stops = spinStops(strips, rng);
  const window = windowAt(strips, stops, ROWS);
  const evaluation = evaluateGoldenSpin(math, window, multiplier);
  return { stops, window: namedWindow(window, GOLDEN_FREE_SPINS_SYMBOLS), ...evaluation, awarded: 0 };
}

export function playGoldenFreeSpins(bet: number, rng: RandomSource, math: GoldenFreeSpinsMath = GOLDEN_FREE_SPINS): GoldenFreeSpinsOutcome {
  assertBet(bet);
  const base = spin(math, math.strips, rng, 1);
  let units = base.units;
  let awardedTotal = 0;
  const award = (spinResult: GoldenSpin): void => {
    if (spinResult.scatters < math.freeSpinsTrigger) return;
    spinResult.awarded = Math.min(math.freeSpinsAwarded, math.freeSpinsCap - awardedTotal);
    awardedTotal += spinResult.awarded;
  };
  award(base);
  const freeSpins: GoldenSpin[] = [];
  while (freeSpins.length < awardedTotal) {
    const free = spin(math, math.freeSpinStrips, rng, math.freeSpinsMultiplier);
    award(free);
    units += free.units;
    freeSpins.push(free);
  }
  return { base, freeSpins, units, payout: payoutOf(bet, units, math.lines.length) };
}

/** E[spins played] once a base spin has triggered, with retriggers and the cap. */
function expectedFreeSpins(math: GoldenFreeSpinsMath, retriggerChance: number): number {
  const cap = math.freeSpinsCap;
  // expected[awarded][played]: spins still to come; filled from the end backwards.
  const expected: number[][] = Array.from({ length: cap + 1 }, () => new Array<number>(cap + 1).fill(0));
  for (let awarded = cap; awarded >= 0; awarded--) {
    for (let played = awarded - 1; played >= 0; played--) {
      const retriggered = Math.min(cap, awarded + math.freeSpinsAwarded);
      expected[awarded]![played] = 1 + retriggerChance * expected[retriggered]![played + 1]! + (1 - retriggerChance) * expected[awarded]![played + 1]!;
    }
  }
  const first = Math.min(cap, math.freeSpinsAwarded);
  return expected[first]![0]!;
}

/** The parts of the exact RTP, each as a fraction of the bet. */
export interface GoldenFreeSpinsRtp {
  baseLines: number;
  baseScatters: number;
  freeSpins: number;
  triggerChance: number;
  retriggerChance: number;
  expectedFreeSpins: number;
  /** One free spin's worth before the multiplier. */
  freeSpinWorth: number;
  total: number;
}

/** Exact expectations of one spin on a set of strips. */
function spinExpectations(math: GoldenFreeSpinsMath, strips: readonly ReelStrip[]): { lines: number; scatters: number; triggerChance: number } {
  assertStrips(strips, GOLDEN_FREE_SPINS_SYMBOLS.length);
  const odds = strips.map((strip) => cellOdds(strip, GOLDEN_FREE_SPINS_SYMBOLS.length));
  // Lines pay in line bets and the bet is one line bet per line, so one line's expectation is
  // already a fraction of the bet once the lines are summed and divided by their count.
  const lines = expectedOverLine(odds, (symbols) => evaluateLine(symbols, math.pays, { wild: WILD, scatter: SCATTER })?.units ?? 0);
  const scatterCounts = summedCountDistribution(strips, ROWS, (column) => column.filter((cell) => cell === SCATTER).length);
  let scatters = 0;
  let triggerChance = 0;
  scatterCounts.forEach((chance, count) => {
    scatters += chance * (math.scatterPays[count] ?? 0);
    if (count >= math.freeSpinsTrigger) triggerChance += chance;
  });
  return { lines, scatters, triggerChance };
}

/**
 * The exact RTP. Every line sees, on each reel, one cell drawn from the strip's symbol
 * frequencies, independently across reels, so one line's expectation is an enumeration of
 * symbol combinations and the 20 lines add up. Scatter counts come from every window of every
 * reel. Free spins are worth E[spins] times one free spin's worth: whether a spin is played
 * depends only on the spins before it.
 */
export function goldenFreeSpinsExactRtp(math: GoldenFreeSpinsMath = GOLDEN_FREE_SPINS): GoldenFreeSpinsRtp {
  const base = spinExpectations(math, math.strips);
  const free = spinExpectations(math, math.freeSpinStrips);
  const freeSpinWorth = free.lines + free.scatters;
  const spins = expectedFreeSpins(math, free.triggerChance);
  const freeSpins = base.triggerChance * spins * freeSpinWorth * math.freeSpinsMultiplier;
  return {
    baseLines: base.lines,
    baseScatters: base.scatters,
    freeSpins,
    triggerChance: base.triggerChance,
    retriggerChance: free.triggerChance,
    expectedFreeSpins: spins,
    freeSpinWorth,
    total: base.lines + base.scatters + freeSpins,
  };
}
