import { readFileSync } from 'node:fs';

/** Widely used passwords (lowercase, one a line), compared case-insensitively. */
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
);

const SEQUENCES = ['0123456789', '9876543210', 'abcdefghijklmnopqrstuvwxyz', 'zyxwvutsrqponmlkjihgfedcba', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * True for a listed password, a listed word with a few digits or symbols appended
 * ("monkey2024!"), one repeated character, or a run of a keyboard or alphabet sequence.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const base = lower.replace(/[\d!@#$%^&*.?_-]{1,6}$/, '');
  if (base.length >= 4 && base !== lower && COMMON.has(base)) return true;
  if (/^(.)\1*$/u.test(lower)) return true;
  return SEQUENCES.some((seq) => seq.includes(lower));
}

export const commonPasswordCount = (): number => COMMON.size;
