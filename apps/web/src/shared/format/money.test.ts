import { describe, expect, it } from 'vitest';
import { formatMoney, formatPoints } from './money.ts';

describe('formatMoney', () => {
  it('divides hundredths by 100 and shows two decimals', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(100)).toBe('1.00');
    expect(formatMoney(123456)).toBe('1,234.56');
    expect(formatMoney(100000000)).toBe('1,000,000.00');
  });

  it('keeps the sign and never shows float noise', () => {
    expect(formatMoney(-5)).toBe('-0.05');
    expect(formatMoney(-123456)).toBe('-1,234.56');
    expect(formatMoney(2 ** 53 - 1)).toBe('90,071,992,547,409.91');
  });

  it('shows 0.00 for values that are not numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('0.00');
  });

  it('floors points to two decimals', () => {
    expect(formatPoints(1999.9)).toBe('19.99');
  });
});
