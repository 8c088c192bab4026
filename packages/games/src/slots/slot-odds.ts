/**
 * Exact expectations of slot outcomes, from the strips alone (no sampling). Reels stop
 * independently and uniformly, so any one cell of a reel shows a symbol with probability equal
 * to its share of the strip, and a quantity built reel by reel multiplies out reel by reel.
 * Tests and the paytable's declared RTP rest on these.
 */
import type { ReelStrip } from './reels.ts';

/** A game's exact figures per round, as fractions or multiples of the bet. */
export interface ExactStatistics {
  rtp: number;
  /** Standard deviation of payout / bet. */
  standardDeviation: number;
  /** Chance a round pays anything. */
  hitFrequency: number;
}

/** odds[symbol]: the chance one cell of the reel shows that symbol. */
export function cellOdds(strip: ReelStrip, symbolCount: number): number[] {
  const odds = new Array<number>(symbolCount).fill(0);
  for (const symbol of strip) odds[symbol]! += 1 / strip.length;
  return odds;
}

/**
 * E[value(symbols)] where symbols[reel] is drawn from odds[reel], independently per reel: the
 * expected pay of any one payline. Enumerates symbol combinations, not stops.
 */
export function expectedOverLine(odds: readonly (readonly number[])[], value: (symbols: readonly number[]) => number): number {
  const symbols = new Array<number>(odds.length).fill(0);
  const visit = (reel: number, probability: number): number => {
    if (reel === odds.length) return probability * value(symbols);
    let sum = 0;
    const reelOdds = odds[reel]!;
    for (let symbol = 0; symbol < reelOdds.length; symbol++) {
      const p = reelOdds[symbol]!;
      if (p === 0) continue;
      symbols[reel] = symbol;
      sum += visit(reel + 1, probability * p);
    }
    return sum;
  };
  return visit(0, 1);
}

/** Every window a reel can show (one per stop), top row first. */
export function columnsOf(strip: ReelStrip, rows: number): number[][] {
  return strip.map((_, stop) => Array.from({ length: rows }, (__, row) => strip[(stop + row) % strip.length]!));
}

/** distribution[k]: the chance that the per-column counts summed over all reels equal k. */
export function summedCountDistribution(strips: readonly ReelStrip[], rows: number, countInColumn: (column: readonly number[]) => number): number[] {
  let distribution = [1];
  for (const strip of strips) {
    const columns = columnsOf(strip, rows);
    const reelDistribution: number[] = [];
    for (const column of columns) {
      const count = countInColumn(column);
      reelDistribution[count] = (reelDistribution[count] ?? 0) + 1 / columns.length;
    }
    const next = new Array<number>(distribution.length + reelDistribution.length - 1).fill(0);
    distribution.forEach((p, total) => reelDistribution.forEach((q, count) => (next[total + count]! += p * (q ?? 0))));
    distribution = next;
  }
  return distribution;
}
