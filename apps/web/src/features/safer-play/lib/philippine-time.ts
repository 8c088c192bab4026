/** Philippine time is UTC+8 all year (no daylight saving): the periods and end dates are in it. */
const PHILIPPINE_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-12-01 3:07 PM PHT": a moment as the player reads it in Philippine time, 12-hour (§9). */
export function formatPhilippineTime(ms: number): string {
  const shifted = new Date(ms + PHILIPPINE_OFFSET_MS);
  const hours = shifted.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  return `${date} ${hour12}:${pad(shifted.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'} PHT`;
}
