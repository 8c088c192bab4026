/**
 * Amounts typed by an operator ("12.34") as integer hundredths, read digit by digit: going
 * through a float (12.34 * 100 = 1233.9999999999998) could be a hundredth off.
 */

const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Hundredths of a positive amount with at most two decimals ("12.3" -> 1230); null when it is not one. */
export function hundredthsOf(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return hundredths > 0 ? hundredths : null;
}
