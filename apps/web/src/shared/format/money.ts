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
