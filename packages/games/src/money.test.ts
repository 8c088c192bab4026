import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertBet, payoutOf } from './money.ts';

describe('money', () => {
  it('accepts only positive whole hundredths as a bet', () => {
    expect(() => assertBet(1)).not.toThrow();
    for (const bad of [0, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => assertBet(bad)).toThrow(/positive whole number of hundredths/);
  });

  it('rounds a payout down to a whole hundredth, exactly, however large', () => {
    expect(payoutOf(100, 199, 100)).toBe(199);
    expect(payoutOf(333, 101, 100)).toBe(336);
    expect(payoutOf(7, 0, 3)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 1, max: 10 ** 9 }), (bet, numerator, denominator) => {
        const exact = (BigInt(bet) * BigInt(numerator)) / BigInt(denominator);
        if (exact > BigInt(Number.MAX_SAFE_INTEGER)) return true;
        return BigInt(payoutOf(bet, numerator, denominator)) === exact;
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses a payout too large to represent', () => {
    expect(() => payoutOf(Number.MAX_SAFE_INTEGER, 10, 1)).toThrow(/exceeds/);
  });
});
