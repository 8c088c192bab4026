/**
 * Readers of a round's `outcome` (the game's outcome object from @casino/games, as the house
 * sent it). The wire types it as a plain record, so each reader checks what it takes and gives
 * undefined for anything missing or malformed rather than trusting the shape.
 */
import { cardName } from '@casino/games';

export type Outcome = Record<string, unknown>;

const isRecord = (value: unknown): value is Outcome => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function numberOf(outcome: Outcome, key: string): number | undefined {
  const value = outcome[key];
  return isNumber(value) ? value : undefined;
}

export function stringOf(outcome: Outcome, key: string): string | undefined {
  const value = outcome[key];
  return typeof value === 'string' ? value : undefined;
}

export function booleanOf(outcome: Outcome, key: string): boolean | undefined {
  const value = outcome[key];
  return typeof value === 'boolean' ? value : undefined;
}

export function numbersOf(outcome: Outcome, key: string): number[] | undefined {
  const value = outcome[key];
  return Array.isArray(value) && value.every(isNumber) ? value : undefined;
}

export function recordOf(outcome: Outcome, key: string): Outcome | undefined {
  const value = outcome[key];
  return isRecord(value) ? value : undefined;
}

export function recordsOf(outcome: Outcome, key: string): Outcome[] | undefined {
  const value = outcome[key];
  return Array.isArray(value) && value.every(isRecord) ? value : undefined;
}

/** window[reel][row] of symbol names. */
export function windowOf(outcome: Outcome): string[][] | undefined {
  const value = outcome.window;
  if (!Array.isArray(value)) return undefined;
  return value.every((column) => Array.isArray(column) && column.every((cell) => typeof cell === 'string')) ? (value as string[][]) : undefined;
}

/** Cards as names ('Ah'), whether the house sent names or card numbers 0..51. */
export function cardsOf(outcome: Outcome, key: string): string[] | undefined {
  const value = outcome[key];
  if (!Array.isArray(value)) return undefined;
  if (value.every((card) => typeof card === 'string')) return value as string[];
  if (value.every((card) => Number.isInteger(card) && (card as number) >= 0 && (card as number) < 52)) return (value as number[]).map(cardName);
  return undefined;
}

/** One paying line of a line slot (SlotLineWin). */
export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  multiplier: number;
  units: number;
}

export function lineWinsOf(outcome: Outcome): LineWin[] {
  return (recordsOf(outcome, 'wins') ?? []).flatMap((win) => {
    const line = numberOf(win, 'line');
    const symbol = stringOf(win, 'symbol');
    const count = numberOf(win, 'count');
    if (line === undefined || symbol === undefined || count === undefined) return [];
    return [{ line, symbol, count, multiplier: numberOf(win, 'multiplier') ?? 1, units: numberOf(win, 'units') ?? 0 }];
  });
}

/** One paying symbol of a ways slot (WaysWin). */
export interface WaysWin {
  symbol: string;
  reels: number;
  ways: number;
  units: number;
}

export function waysWinsOf(outcome: Outcome): WaysWin[] {
  return (recordsOf(outcome, 'wins') ?? []).flatMap((win) => {
    const symbol = stringOf(win, 'symbol');
    const reels = numberOf(win, 'reels');
    if (symbol === undefined || reels === undefined) return [];
    return [{ symbol, reels, ways: numberOf(win, 'ways') ?? 1, units: numberOf(win, 'units') ?? 0 }];
  });
}

/** A video poker hand: dealt while open; held, final, rank and pay once drawn. */
export interface PokerHand {
  dealt: string[];
  held?: boolean[];
  final?: string[];
  rank?: string;
}

export function pokerHandOf(outcome: Outcome): PokerHand | undefined {
  const dealt = cardsOf(outcome, 'dealt') ?? cardsOf(outcome, 'hand');
  if (!dealt || dealt.length !== 5) return undefined;
  const heldValue = outcome.held;
  const held = Array.isArray(heldValue) && heldValue.length === 5 && heldValue.every((flag) => typeof flag === 'boolean') ? heldValue as boolean[] : undefined;
  const final = cardsOf(outcome, 'final');
  return { dealt, held, final: final?.length === 5 ? final : undefined, rank: stringOf(outcome, 'rank') };
}

/** A mines board: the mines stay hidden (empty) while the round is open. */
export interface MinesBoard {
  mineCount: number;
  mines: number[];
  revealed: number[];
  status: string;
}

export function minesBoardOf(outcome: Outcome): MinesBoard | undefined {
  const mineCount = numberOf(outcome, 'mineCount');
  if (mineCount === undefined) return undefined;
  return {
    mineCount,
    mines: numbersOf(outcome, 'mines') ?? [],
    revealed: numbersOf(outcome, 'revealed') ?? [],
    status: stringOf(outcome, 'status') ?? 'playing',
  };
}
