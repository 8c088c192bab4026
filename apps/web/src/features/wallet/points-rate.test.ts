import { describe, expect, it } from 'vitest';
import { coinsForPoints, decimalFraction } from './points-rate.ts';

describe('coinsForPoints (the exchange preview)', () => {
  it('applies the rate and rounds down to a hundredth of a coin, like the server', () => {
    // 100.00 points at 0.008 coin per point: 0.80 coins.
    expect(coinsForPoints(10_000, 0.008)).toBe(80);
    // 123.45 points: 0.9876 coins -> 0.98.
    expect(coinsForPoints(12_345, 0.008)).toBe(98);
    expect(coinsForPoints(124, 0.008)).toBe(0);
  });

  it('is exact where a float product is not', () => {
    // 100 * 0.29 is 28.999999999999996 in floating point.
    expect(coinsForPoints(100, 0.29)).toBe(29);
    expect(coinsForPoints(100, 0.57)).toBe(57);
    expect(coinsForPoints(1_000, 1.15)).toBe(1_150);
    expect(coinsForPoints(Number.MAX_SAFE_INTEGER, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('gives nothing for no points or a rate that is not a positive number', () => {
    expect(coinsForPoints(0, 0.008)).toBe(0);
    expect(coinsForPoints(-100, 0.008)).toBe(0);
    expect(coinsForPoints(100, 0)).toBe(0);
    expect(coinsForPoints(100, Number.NaN)).toBe(0);
  });

  it('reads a rate back as the decimal fraction it was written as', () => {
    expect(decimalFraction(0.008)).toEqual({ numerator: 8n, denominator: 1000n });
    expect(decimalFraction(2)).toEqual({ numerator: 2n, denominator: 1n });
    expect(decimalFraction(1.5e-7)).toEqual({ numerator: 15n, denominator: 100_000_000n });
    expect(decimalFraction(2e21)).toEqual({ numerator: 2_000_000_000_000_000_000_000n, denominator: 1n });
  });
});
