import { randomInt } from 'node:crypto';

/** Philippine time: UTC+8 all year (no daylight saving). Daily limits and order ids use it. */
export const PH_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The start of the Philippine calendar day containing `at`. */
export function phDayStart(at: Date): Date {
  const local = at.getTime() + PH_OFFSET_MS;
  const dayStart = local - (((local % 86_400_000) + 86_400_000) % 86_400_000);
  return new Date(dayStart - PH_OFFSET_MS);
}

/** Letters and digits that cannot be confused when read out to support (no I, L, O, U). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An order id: D (deposit) or W (withdrawal), the Philippine date, then 10 random characters
 * (50 bits), e.g. D20300101K7Q2M9X4PA. Unguessable, 19 characters: fits the 25 of a QR Ph
 * reference label.
 */
export function newOrderId(prefix: 'D' | 'W', now: Date): string {
  const date = new Date(now.getTime() + PH_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < 10; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${date}${random}`;
}
