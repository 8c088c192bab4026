import { describe, expect, it } from 'vitest';
import { formatMoney, formatPoints, moneyInputText, parseMoney } from './money.ts';

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

describe('parseMoney', () => {
  it('reads coins with up to two decimals as exact hundredths', () => {
    expect(parseMoney('12.34')).toBe(1234);
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('12.')).toBe(1200);
    expect(parseMoney('.5')).toBe(50);
    expect(parseMoney('0.05')).toBe(5);
    expect(parseMoney(' 7.1 ')).toBe(710);
    expect(parseMoney('007.10')).toBe(710);
    expect(parseMoney('0')).toBe(0);
  });

  it('never goes through a float', () => {
    // 0.29 * 100 and 1.15 * 100 are 28.999... and 114.999... in floating point.
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney('1.15')).toBe(115);
    expect(parseMoney('4.35')).toBe(435);
    expect(parseMoney('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses anything that is not a plain amount', () => {
    for (const text of ['', ' ', '.', '-1', '+1', '1.234', '1,000', '1e3', 'abc', '1.2.3', '0x10', '90071992547409.92']) {
      expect(parseMoney(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('writes amounts back the way an input holds them', () => {
    expect(moneyInputText(123456)).toBe('1234.56');
    expect(moneyInputText(5)).toBe('0.05');
    expect(parseMoney(moneyInputText(987654321))).toBe(987654321);
  });
});
