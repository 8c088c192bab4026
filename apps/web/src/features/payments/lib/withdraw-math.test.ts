import { describe, expect, it } from 'vitest';
import { checkWithdrawAmount, processingDays, withdrawalFee } from './withdraw-math.ts';

const limits = { minAmount: 100_00, maxAmount: 50_000_00, withdrawable: 1_000_00, feePercent: 2 };

describe('withdrawal amounts', () => {
  it('charges the fee rounded up to a hundredth, as the server does', () => {
    expect(withdrawalFee(100_00, 2)).toBe(2_00);
    expect(withdrawalFee(123_45, 1.5)).toBe(1_86);
    expect(withdrawalFee(100_00, 0)).toBe(0);
    expect(withdrawalFee(1, 0.01)).toBe(1);
  });

  it.each([
    ['', 'required'], ['x', 'invalid'], ['0', 'zero'], ['99.99', 'belowMinimum'], ['50000.01', 'aboveMaximum'], ['1000.01', 'aboveWithdrawable'],
  ])('"%s" -> %s', (text, problem) => {
    expect(checkWithdrawAmount(text, limits).problem).toBe(problem);
  });

  it('answers the amount, the fee and what reaches the account', () => {
    expect(checkWithdrawAmount('500', limits)).toEqual({ amount: 500_00, fee: 10_00, payout: 490_00 });
  });

  it('refuses an amount the fee would eat', () => {
    expect(checkWithdrawAmount('1', { ...limits, minAmount: 1, feePercent: 100 }).problem).toBe('noFeeRoom');
  });

  it('§9: picks the processing period by amount in whole coins', () => {
    const periods = [{ from: 1, to: 50_000, businessDays: '1-3' }, { from: 50_000, to: 500_000, businessDays: '3-5' }, { from: 500_000, to: null, businessDays: '5-10' }];
    expect(processingDays(periods, 100_00)).toBe('1-3');
    expect(processingDays(periods, 50_000_00)).toBe('3-5');
    expect(processingDays(periods, 600_000_00)).toBe('5-10');
    expect(processingDays([], 100_00)).toBeNull();
  });
});
