import type { BankKind } from '@casino/contract';

/**
 * The server's rules for a bound account (contract AccountName / CardNum and the payments
 * module's account-number check, docs/decisions/033), checked here so the player learns before
 * sending; the server's answer stays the final word.
 */

export const ACCOUNT_NAME_LENGTH = { min: 2, max: 60 } as const;
/** Raw input the contract accepts for an account number, before spaces and dashes are dropped. */
export const ACCOUNT_NUMBER_INPUT_MAX = 40;
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'-]*$/u;

export type AccountNameProblem = 'nameRequired' | 'nameLength' | 'nameChars';
export type AccountNumberProblem = 'numberRequired' | BankKind;

/** The name as the server stores it: trimmed, runs of spaces folded. */
export function normalizeAccountName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

export function checkAccountName(raw: string): AccountNameProblem | null {
  const name = raw.trim();
  if (name === '') return 'nameRequired';
  if ([...name].length < ACCOUNT_NAME_LENGTH.min || [...name].length > ACCOUNT_NAME_LENGTH.max) return 'nameLength';
  if (!NAME_PATTERN.test(name)) return 'nameChars';
  return null;
}

/**
 * The account number in the form the server stores, or null when it breaks the rule: spaces
 * and dashes are ignored; an e-wallet is an 11-digit mobile number starting 09 (also accepted
 * as +639... or 639...); a bank account is 10 to 16 digits.
 */
export function normalizeAccountNumber(kind: BankKind, raw: string): string | null {
  if (raw.trim().length > ACCOUNT_NUMBER_INPUT_MAX) return null;
  const compact = raw.replace(/[\s-]/g, '');
  if (kind === 'ewallet') {
    const local = compact.replace(/^\+?63(?=9\d{9}$)/, '0');
    return /^09\d{9}$/.test(local) ? local : null;
  }
  return /^\d{10,16}$/.test(compact) ? compact : null;
}

export function checkAccountNumber(kind: BankKind, raw: string): AccountNumberProblem | null {
  if (raw.trim() === '') return 'numberRequired';
  return normalizeAccountNumber(kind, raw) === null ? kind : null;
}
