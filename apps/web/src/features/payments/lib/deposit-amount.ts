import { parseMoney } from '../../../shared/format/money.ts';

/** The smallest and largest amount a deposit may have, in hundredths. */
export interface AmountLimits {
  min: number;
  max: number;
}

/** Why a deposit amount cannot be sent. */
export type DepositAmountProblem = 'required' | 'invalid' | 'zero' | 'belowMinimum' | 'aboveMaximum';

export type DepositAmountCheck = { problem: DepositAmountProblem; amount?: number } | { problem?: undefined; amount: number };

/**
 * What the player typed, checked against the limits: the amount in hundredths, or why not. A
 * parsed amount is kept with its problem so the chooser can still show which channels fit.
 */
export function checkDepositAmount(text: string, limits: AmountLimits): DepositAmountCheck {
  if (text.trim() === '') return { problem: 'required' };
  const amount = parseMoney(text);
  if (amount === null) return { problem: 'invalid' };
  if (amount === 0) return { problem: 'zero', amount };
  if (amount < limits.min) return { problem: 'belowMinimum', amount };
  if (amount > limits.max) return { problem: 'aboveMaximum', amount };
  return { amount };
}

interface LimitedChannel {
  minAmount: number;
  maxAmount: number;
  presetAmounts: readonly number[];
}

/** Across every channel: the smallest minimum and the largest maximum (one channel or another takes the amount). */
export function depositLimits(channels: readonly LimitedChannel[]): AmountLimits {
  if (channels.length === 0) return { min: 0, max: 0 };
  return {
    min: Math.min(...channels.map((c) => c.minAmount)),
    max: Math.max(...channels.map((c) => c.maxAmount)),
  };
}

/** The channels' quick-pick amounts, merged, smallest first, at most `limit` of them. */
export function presetAmounts(channels: readonly LimitedChannel[], limit = 8): number[] {
  const all = new Set(channels.flatMap((c) => c.presetAmounts));
  return [...all].filter((a) => a > 0).sort((a, b) => a - b).slice(0, limit);
}
