/**
 * Keeps what a player types into an amount field to something parseMoney can read: digits,
 * one decimal point, at most two decimals. "1,234.567" typed or pasted becomes "1234.56".
 */
export function amountInputText(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  const whole = cleaned.slice(0, dot);
  const fraction = cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  return `${whole}.${fraction}`;
}

/** Quick amounts offered beside an amount field, in hundredths (10, 50, 100, 500 and 1,000 coins). */
export const QUICK_AMOUNTS = [10_00, 50_00, 100_00, 500_00, 1_000_00] as const;
