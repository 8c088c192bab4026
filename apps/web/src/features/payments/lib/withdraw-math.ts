import { parseMoney } from '../../../shared/format/money.ts';

/**
 * The withdrawal fee in hundredths: feePercent of the amount rounded up to a hundredth, in
 * integer maths, exactly as the server charges it (contract getExchange.feePercent).
 */
export function withdrawalFee(amount: number, feePercent: number): number {
  const basisPoints = BigInt(Math.round(feePercent * 100));
  return Number((BigInt(amount) * basisPoints + 9_999n) / 10_000n);
}

export interface WithdrawLimits {
  minAmount: number;
  maxAmount: number;
  /** The most the server would take now (0 while a rule blocks every withdrawal). */
  withdrawable: number;
  feePercent: number;
}

export type WithdrawAmountProblem = 'required' | 'invalid' | 'zero' | 'belowMinimum' | 'aboveMaximum' | 'aboveWithdrawable' | 'noFeeRoom';

export type WithdrawAmountCheck = { problem: WithdrawAmountProblem; amount?: undefined } | { problem?: undefined; amount: number; fee: number; payout: number };

/** What the player typed, against the withdrawal limits: the amount, fee and payout, or why not. */
export function checkWithdrawAmount(text: string, limits: WithdrawLimits): WithdrawAmountCheck {
  if (text.trim() === '') return { problem: 'required' };
  const amount = parseMoney(text);
  if (amount === null) return { problem: 'invalid' };
  if (amount === 0) return { problem: 'zero' };
  if (amount < limits.minAmount) return { problem: 'belowMinimum' };
  if (amount > limits.maxAmount) return { problem: 'aboveMaximum' };
  if (amount > limits.withdrawable) return { problem: 'aboveWithdrawable' };
  const fee = withdrawalFee(amount, limits.feePercent);
  if (fee >= amount) return { problem: 'noFeeRoom' };
  return { amount, fee, payout: amount - fee };
}

interface ProcessingPeriod {
  from: number;
  to: number | null;
  businessDays: string;
}

/** §9: the business days a payout of `amount` (hundredths) takes; the periods are in whole coins. */
export function processingDays(periods: readonly ProcessingPeriod[], amount: number): string | null {
  const coins = amount / 100;
  const match = periods.find((p) => coins >= p.from && (p.to === null || coins < p.to)) ?? periods[0];
  return match?.businessDays ?? null;
}
