/**
 * The birth-date rules of identity verification (§6), one copy for the server's refusal and the
 * app's form. Pure and self-contained: the app runs this module as it is (build/contract-runtime).
 */
import { Limits } from './constants.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (YYYY-MM-DD) from 1900 on. */
export function isRealDate(date: string): boolean {
  if (!DATE.test(date) || date < '1900-01-01') return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** `years` (§6: 21) or older on `today` (both YYYY-MM-DD): born on or before the same day that many years earlier. */
export function isOfAge(birthDate: string, today: string, years: number = Limits.minimumAge): boolean {
  const limit = `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
  return birthDate <= limit;
}
