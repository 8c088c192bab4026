/**
 * Reel strips and the visible window. A strip is a circular list of symbol indices; a spin
 * picks one stop per reel uniformly (one float each, reel by reel), and the window shows the
 * stop and the rows below it, wrapping around the strip.
 */
import { randomInt, type RandomSource } from '../random.ts';

export type ReelStrip = readonly number[];

export function spinStops(strips: readonly ReelStrip[], rng: RandomSource): number[] {
  return strips.map((strip) => randomInt(rng, strip.length));
}

/** window[reel][row]: the symbols in view for the given stops. */
export function windowAt(strips: readonly ReelStrip[], stops: readonly number[], rows: number): number[][] {
  return strips.map((strip, reel) => {
    const stop = stops[reel]!;
    const column: number[] = [];
    for (let row = 0; row < rows; row++) column.push(strip[(stop + row) % strip.length]!);
    return column;
  });
}

/** The window with symbol names, for an outcome a person reads. */
export function namedWindow(window: readonly (readonly number[])[], names: readonly string[]): string[][] {
  return window.map((column) => column.map((symbol) => names[symbol]!));
}

/** Throws if a strip is empty or holds a symbol index the game does not define. */
export function assertStrips(strips: readonly ReelStrip[], symbolCount: number): void {
  strips.forEach((strip, reel) => {
    if (strip.length === 0) throw new Error(`reel ${reel + 1} is empty`);
    for (const symbol of strip) {
      if (!Number.isInteger(symbol) || symbol < 0 || symbol >= symbolCount) throw new Error(`reel ${reel + 1} holds an unknown symbol ${symbol}`);
    }
  });
}
