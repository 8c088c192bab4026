/**
 * What the shared slot client needs to know of each slot: its reels for the spinning blur, its
 * symbols and lines, and how to turn a round's outcome into the screens to show (one, or the
 * base spin and then every free spin of the round).
 */
import {
  DRAGON_WAYS, DRAGON_WAYS_SYMBOLS, FORTUNE_GEMS, FORTUNE_GEMS_SYMBOLS, GOLDEN_FREE_SPINS, GOLDEN_FREE_SPINS_SYMBOLS,
  LUCKY_TIGER, LUCKY_TIGER_SYMBOLS, payoutOf,
} from '@casino/games';
import type { Payline, ReelStrip } from '@casino/games';
import { lineWinsOf, numberOf, recordOf, recordsOf, waysWinsOf, windowOf } from '../../lib/outcomes.ts';
import type { Outcome } from '../../lib/outcomes.ts';

/** One screen of a round: the symbols in view and which cells won. */
export interface SlotFrame {
  /** window[reel][row]. */
  window: string[][];
  /** "reel:row" of every winning cell. */
  winningCells: ReadonlySet<string>;
  /** Paylines that paid, to draw over the reels. */
  paidLines: readonly Payline[];
  /** What this screen won, in hundredths. */
  win: number;
  /** Free spin number (1-based) and how many the round played; absent on the base spin. */
  freeSpin?: { index: number; total: number };
  /** Free spins this screen awarded. */
  awarded?: number;
  /** Fortune Gems' multiplier reel: its stop and the value applied. */
  multiplier?: { stop: number; value: number };
}

export interface SlotConfig {
  code: string;
  reels: number;
  rows: number;
  symbols: readonly string[];
  strips: readonly ReelStrip[];
  lines?: readonly Payline[];
  /** Fortune Gems' fourth reel of multipliers. */
  multiplierStrip?: readonly number[];
  frames(outcome: Outcome, bet: number, payout: number): SlotFrame[];
}

const cell = (reel: number, row: number) => `${reel}:${row}`;

function lineCells(lines: readonly Payline[], outcome: Outcome): { cells: Set<string>; paid: Payline[] } {
  const cells = new Set<string>();
  const paid: Payline[] = [];
  for (const win of lineWinsOf(outcome)) {
    const line = lines[win.line];
    if (!line) continue;
    paid.push(line);
    for (let reel = 0; reel < win.count; reel++) cells.add(cell(reel, line[reel]!));
  }
  return { cells, paid };
}

function allCells(window: string[][], matches: (symbol: string) => boolean, cells: Set<string>, reels = window.length): void {
  window.slice(0, reels).forEach((column, reel) => column.forEach((symbol, row) => {
    if (matches(symbol)) cells.add(cell(reel, row));
  }));
}

const emptyWindow = (reels: number, rows: number, symbol: string): string[][] =>
  Array.from({ length: reels }, () => Array.from({ length: rows }, () => symbol));

const luckyTiger: SlotConfig = {
  code: 'lucky-tiger',
  reels: 3,
  rows: 3,
  symbols: LUCKY_TIGER_SYMBOLS,
  strips: LUCKY_TIGER.strips,
  lines: LUCKY_TIGER.lines,
  frames(outcome, _bet, payout) {
    const window = windowOf(outcome) ?? emptyWindow(3, 3, 'orange');
    const { cells, paid } = lineCells(LUCKY_TIGER.lines, outcome);
    if (outcome.fullScreen === true) allCells(window, () => true, cells);
    return [{ window, winningCells: cells, paidLines: paid, win: payout }];
  },
};

const fortuneGems: SlotConfig = {
  code: 'fortune-gems',
  reels: 3,
  rows: 3,
  symbols: FORTUNE_GEMS_SYMBOLS,
  strips: FORTUNE_GEMS.strips,
  lines: [[1, 1, 1]],
  multiplierStrip: FORTUNE_GEMS.multiplierStrip,
  frames(outcome, _bet, payout) {
    const window = windowOf(outcome) ?? emptyWindow(3, 3, 'jack');
    const paid = recordOf(outcome, 'lineWin') !== undefined;
    const cells = new Set<string>(paid ? [cell(0, 1), cell(1, 1), cell(2, 1)] : []);
    const stop = numberOf(outcome, 'multiplierStop') ?? 0;
    const value = numberOf(outcome, 'multiplier') ?? 1;
    return [{ window, winningCells: cells, paidLines: paid ? [[1, 1, 1]] : [], win: payout, multiplier: { stop, value } }];
  },
};

const dragonWays: SlotConfig = {
  code: 'dragon-ways',
  reels: 5,
  rows: 3,
  symbols: DRAGON_WAYS_SYMBOLS,
  strips: DRAGON_WAYS.strips,
  frames(outcome, _bet, payout) {
    const window = windowOf(outcome) ?? emptyWindow(5, 3, 'nine');
    const cells = new Set<string>();
    for (const win of waysWinsOf(outcome)) allCells(window, (symbol) => symbol === win.symbol || symbol === 'wild', cells, win.reels);
    return [{ window, winningCells: cells, paidLines: [], win: payout }];
  },
};

const GOLDEN_LINE_COUNT = GOLDEN_FREE_SPINS.lines.length;

function goldenFrame(spin: Outcome, bet: number): SlotFrame {
  const window = windowOf(spin) ?? emptyWindow(5, 3, 'ten');
  const { cells, paid } = lineCells(GOLDEN_FREE_SPINS.lines, spin);
  if ((numberOf(spin, 'scatters') ?? 0) >= GOLDEN_FREE_SPINS.freeSpinsTrigger) allCells(window, (symbol) => symbol === 'golden-coin', cells);
  return { window, winningCells: cells, paidLines: paid, win: payoutOf(bet, numberOf(spin, 'units') ?? 0, GOLDEN_LINE_COUNT), awarded: numberOf(spin, 'awarded') };
}

const goldenFreeSpins: SlotConfig = {
  code: 'golden-free-spins',
  reels: 5,
  rows: 3,
  symbols: GOLDEN_FREE_SPINS_SYMBOLS,
  strips: GOLDEN_FREE_SPINS.strips,
  lines: GOLDEN_FREE_SPINS.lines,
  frames(outcome, bet) {
    const base = goldenFrame(recordOf(outcome, 'base') ?? {}, bet);
    const free = recordsOf(outcome, 'freeSpins') ?? [];
    return [base, ...free.map((spin, index) => ({ ...goldenFrame(spin, bet), freeSpin: { index: index + 1, total: free.length } }))];
  },
};

const CONFIGS: Readonly<Record<string, SlotConfig>> = {
  [luckyTiger.code]: luckyTiger,
  [fortuneGems.code]: fortuneGems,
  [dragonWays.code]: dragonWays,
  [goldenFreeSpins.code]: goldenFreeSpins,
};

export function slotConfigFor(code: string): SlotConfig | undefined {
  return CONFIGS[code];
}

/** The screen a slot shows before its first spin: each reel at stop 0. */
export function restingWindow(config: SlotConfig): string[][] {
  return config.strips.map((strip) => Array.from({ length: config.rows }, (_, row) => config.symbols[strip[row % strip.length]!]!));
}

export const isCellWinning = (frame: SlotFrame | null, reel: number, row: number): boolean => frame?.winningCells.has(cell(reel, row)) ?? false;
