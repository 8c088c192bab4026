/** Display of game figures held as integers on the wire (multipliers and dice rolls in hundredths). */

/** 250 -> "2.50×" */
export function formatMultiplier(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}×`;
}

/** A dice roll or target, 0..9999 -> "0.00".."99.99". */
export function formatPercentOfRolls(value: number): string {
  return (value / 100).toFixed(2);
}

/** A multiplier typed as "2.5" or "2.50" -> 250; null for anything that is not a number with at most two decimals. */
export function parseMultiplier(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
