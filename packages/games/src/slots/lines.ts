/**
 * Payline evaluation. A line pays for a run of one symbol from the leftmost reel, wilds standing
 * in for it; a run of wilds alone pays the wild's own value when that is more. Scatters never
 * pay on a line and stop a run.
 */

/** Pays per symbol and run length, in line-bet units: pays[symbol][count] (0 = no pay). */
export type LinePaytable = readonly (readonly number[])[];

export interface LineSymbols {
  wild: number;
  /** No scatter: -1. */
  scatter: number;
}

export interface LineResult {
  symbol: number;
  count: number;
  /** Wilds inside the paying run. */
  wilds: number;
  units: number;
}

/** A paying line as an outcome reports it. */
export interface SlotLineWin {
  /** Index into the game's lines. */
  line: number;
  symbol: string;
  count: number;
  multiplier: number;
  /** Line bets won, multiplier included. */
  units: number;
}

/** rows[reel]: the row a line crosses each reel at. */
export type Payline = readonly number[];

export function evaluateLine(symbols: readonly number[], pays: LinePaytable, roles: LineSymbols): LineResult | undefined {
  const { wild, scatter } = roles;
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === wild) wildRun++;
  const wildUnits = wildRun > 0 ? (pays[wild]?.[wildRun] ?? 0) : 0;

  let best: LineResult | undefined = wildUnits > 0 ? { symbol: wild, count: wildRun, wilds: wildRun, units: wildUnits } : undefined;
  if (wildRun === symbols.length) return best;
  const target = symbols[wildRun]!;
  if (target === scatter) return best;
  let count = wildRun + 1;
  let wilds = wildRun;
  while (count < symbols.length && (symbols[count] === target || symbols[count] === wild)) {
    if (symbols[count] === wild) wilds++;
    count++;
  }
  const units = pays[target]?.[count] ?? 0;
  if (units > 0 && (best === undefined || units > best.units)) best = { symbol: target, count, wilds, units };
  return best;
}

/** The symbols a line crosses in a window (window[reel][row]). */
export function lineSymbols(window: readonly (readonly number[])[], line: Payline): number[] {
  return line.map((row, reel) => window[reel]![row]!);
}
