import { describe, expect, it } from 'vitest';
import { LUCKY_TIGER_LINE_COUNT } from '@casino/games';
import { BET_OPTIONS, DEFAULT_BET, isBetOption } from './bet-options.ts';

describe('bet options', () => {
  it('run from 0.10 to 100.00 coins in ascending whole hundredths', () => {
    expect(BET_OPTIONS[0]).toBe(10);
    expect(BET_OPTIONS.at(-1)).toBe(10_000);
    for (const [i, bet] of BET_OPTIONS.entries()) {
      expect(Number.isSafeInteger(bet)).toBe(true);
      if (i > 0) expect(bet).toBeGreaterThan(BET_OPTIONS[i - 1]!);
    }
  });

  it('split into whole line bets on Lucky Tiger', () => {
    for (const bet of BET_OPTIONS) expect(bet % LUCKY_TIGER_LINE_COUNT).toBe(0);
  });

  it('include the default and refuse anything else', () => {
    expect(isBetOption(DEFAULT_BET)).toBe(true);
    expect(isBetOption(15)).toBe(false);
    expect(isBetOption(0)).toBe(false);
  });
});
