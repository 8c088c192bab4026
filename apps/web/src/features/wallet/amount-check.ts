/** Why an amount cannot be sent: nothing typed, not an amount, zero, or more than there is. */
export type AmountProblem = 'required' | 'invalid' | 'zero' | 'insufficient';

export type AmountCheck = { problem: AmountProblem; amount?: undefined } | { problem?: undefined; amount: number };

/** Checks a parsed amount (hundredths, or null when unreadable) against what can be moved. */
export function checkAmount(amount: number | null, text: string, available: number): AmountCheck {
  if (text.trim() === '') return { problem: 'required' };
  if (amount === null) return { problem: 'invalid' };
  if (amount === 0) return { problem: 'zero' };
  if (amount > available) return { problem: 'insufficient' };
  return { amount };
}
