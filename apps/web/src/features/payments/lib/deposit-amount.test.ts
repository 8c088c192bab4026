import { describe, expect, it } from 'vitest';
import { checkDepositAmount, depositLimits, presetAmounts } from './deposit-amount.ts';

const limits = { min: 100_00, max: 50_000_00 };

describe('checkDepositAmount', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'invalid'],
    ['1.234', 'invalid'],
    ['-5', 'invalid'],
    ['1,000', 'invalid'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['99.99', 'belowMinimum'],
    ['50000.01', 'aboveMaximum'],
  ])('"%s" -> %s', (text, problem) => {
    expect(checkDepositAmount(text, limits).problem).toBe(problem);
  });

  it('answers the amount in hundredths, read digit by digit', () => {
    expect(checkDepositAmount('100', limits)).toEqual({ amount: 100_00 });
    expect(checkDepositAmount('100.5', limits)).toEqual({ amount: 100_50 });
    expect(checkDepositAmount('50000.00', limits)).toEqual({ amount: 50_000_00 });
    expect(checkDepositAmount('123.29', limits)).toEqual({ amount: 123_29 });
  });

  it('keeps the amount of an out-of-range entry, so the chooser can still show which channels fit', () => {
    expect(checkDepositAmount('20', limits)).toEqual({ problem: 'belowMinimum', amount: 20_00 });
  });
});

describe('depositLimits and presetAmounts', () => {
  const channels = [
    { minAmount: 100_00, maxAmount: 10_000_00, presetAmounts: [100_00, 500_00, 1_000_00] },
    { minAmount: 200_00, maxAmount: 50_000_00, presetAmounts: [500_00, 10_000_00, 200_00] },
  ];

  it('spans the smallest minimum and the largest maximum of the channels', () => {
    expect(depositLimits(channels)).toEqual({ min: 100_00, max: 50_000_00 });
    expect(depositLimits([])).toEqual({ min: 0, max: 0 });
  });

  it('merges the quick picks, smallest first, without repeats', () => {
    expect(presetAmounts(channels)).toEqual([100_00, 200_00, 500_00, 1_000_00, 10_000_00]);
    expect(presetAmounts(channels, 2)).toEqual([100_00, 200_00]);
  });
});
