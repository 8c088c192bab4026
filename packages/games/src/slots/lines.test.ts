import { describe, expect, it } from 'vitest';
import { evaluateLine, lineSymbols } from './lines.ts';

// Symbols: 0 wild, 1 scatter, 2 high, 3 low.
const PAYS = [[0, 0, 0, 40, 100, 500], [], [0, 0, 0, 20, 50, 200], [0, 0, 0, 5, 10, 20]];
const ROLES = { wild: 0, scatter: 1 };

describe('evaluateLine', () => {
  it('pays a run from the leftmost reel', () => {
    expect(evaluateLine([3, 3, 3, 2, 3], PAYS, ROLES)).toEqual({ symbol: 3, count: 3, wilds: 0, units: 5 });
    expect(evaluateLine([2, 2, 2, 2, 2], PAYS, ROLES)).toEqual({ symbol: 2, count: 5, wilds: 0, units: 200 });
    expect(evaluateLine([3, 2, 2, 2, 2], PAYS, ROLES)).toBeUndefined();
    expect(evaluateLine([3, 3, 2, 2, 2], PAYS, ROLES)).toBeUndefined();
  });

  it('lets wilds stand in, counting them', () => {
    expect(evaluateLine([2, 0, 2, 0, 3], PAYS, ROLES)).toEqual({ symbol: 2, count: 4, wilds: 2, units: 50 });
    expect(evaluateLine([0, 0, 3, 3, 3], PAYS, ROLES)).toEqual({ symbol: 3, count: 5, wilds: 2, units: 20 });
  });

  it('pays a wild run its own value when that is more', () => {
    // Wild x3 pays 40; low x5 pays 20.
    expect(evaluateLine([0, 0, 0, 3, 3], PAYS, ROLES)).toEqual({ symbol: 0, count: 3, wilds: 3, units: 40 });
    // High x5 pays 200; wild x3 pays 40.
    expect(evaluateLine([0, 0, 0, 2, 2], PAYS, ROLES)).toEqual({ symbol: 2, count: 5, wilds: 3, units: 200 });
    expect(evaluateLine([0, 0, 0, 0, 0], PAYS, ROLES)).toEqual({ symbol: 0, count: 5, wilds: 5, units: 500 });
  });

  it('never pays scatters on a line, and a scatter ends a run', () => {
    expect(evaluateLine([1, 1, 1, 1, 1], PAYS, ROLES)).toBeUndefined();
    expect(evaluateLine([0, 0, 1, 2, 2], PAYS, ROLES)).toBeUndefined();
    expect(evaluateLine([2, 2, 1, 2, 2], PAYS, ROLES)).toBeUndefined();
  });

  it('reads a line across a window', () => {
    const window = [
      [10, 11, 12],
      [20, 21, 22],
      [30, 31, 32],
    ];
    expect(lineSymbols(window, [0, 1, 2])).toEqual([10, 21, 32]);
  });
});
