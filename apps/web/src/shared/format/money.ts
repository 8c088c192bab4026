/**
 * Money is an integer number of hundredths everywhere (§9); only display divides by 100.
 * Integer arithmetic throughout so no float rounding creeps into a balance.
 */
function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 123456 -> "1,234.56"; -5 -> "-0.05". */
export function formatMoney(hundredths: number): string {
  if (!Number.isFinite(hundredths)) return '0.00';
  const value = Math.trunc(hundredths);
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${group(String(whole))}.${cents}`;
}

/** Points are floored to two decimals (§9); a value already in hundredths shows as money does. */
export function formatPoints(hundredths: number): string {
  return formatMoney(Math.floor(hundredths));
}

const AMOUNT_TEXT = /^(\d*)(?:\.(\d{0,2}))?$/;

/**
 * What a player typed as an amount of coins or points -> integer hundredths:
 * "12.34" -> 1234, "12" -> 1200, ".5" -> 50. Read digit by digit, never through a float, so
 * "0.29" is exactly 29. Null for anything else: a sign, a third decimal, letters, grouping
 * commas, an empty field, or more than a JSON number carries exactly.
 */
export function parseMoney(text: string): number | null {
  const match = AMOUNT_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const value = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}

/** 123456 -> "1234.56": an amount as an input field holds it (no grouping, two decimals). */
export function moneyInputText(hundredths: number): string {
  return formatMoney(hundredths).replaceAll(',', '');
}
