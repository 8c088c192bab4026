/** Time display is 12-hour with AM/PM (§9), in the player's local time zone. */
const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Date | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "3:07 PM" */
export function formatClock(value: Date | number, withSeconds = false): string {
  const date = toDate(value);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const seconds = withSeconds ? `:${pad(date.getSeconds())}` : '';
  return `${hour12}:${pad(date.getMinutes())}${seconds} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "2025-01-05 03:07:09 PM" */
export function formatDateTime(value: Date | number): string {
  const date = toDate(value);
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${formatDate(date)} ${pad(hour12)}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "2025-01-05" */
export function formatDate(value: Date | number): string {
  const date = toDate(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Wire timestamps are seconds since the epoch. */
export function fromEpochSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}
