import { MONEY_LIMIT_MAX, SESSION_LIMIT_MAX_MINUTES, SESSION_LIMIT_MIN_MINUTES } from '@casino/contract';
import { parseMoney } from '../../../shared/format/money.ts';

/**
 * A money limit as typed (coins with up to two decimals) -> integer hundredths, exactly (the
 * shared parser reads digits, never a float); null when it is not an amount the server takes
 * (0.01 to MONEY_LIMIT_MAX).
 */
export function parseLimitAmount(text: string): number | null {
  const hundredths = parseMoney(text);
  return hundredths !== null && hundredths >= 1 && hundredths <= MONEY_LIMIT_MAX ? hundredths : null;
}

/** A session-time limit as typed -> whole minutes from 5 to 1440; null otherwise. */
export function parseSessionMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= SESSION_LIMIT_MIN_MINUTES && minutes <= SESSION_LIMIT_MAX_MINUTES ? minutes : null;
}

/** What share of a limit is used, for the progress bar: 0 to 100. */
export function usedPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / limit) * 1000) / 10));
}
