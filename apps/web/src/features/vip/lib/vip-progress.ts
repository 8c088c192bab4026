import type { VipLevel } from '@casino/contract';

/** Whole coins with grouping: 100000 hundredths -> "1,000" (a fraction of a coin shows its two decimals). */
export function formatCoins(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = hundredths % 100;
  return cents === 0 ? grouped : `${grouped}.${String(cents).padStart(2, '0')}`;
}

/**
 * §4 next VIP threshold: the first level whose betAmount exceeds the player's bet, shown divided
 * by 100 (whole coins); 0 when there is none.
 */
export function nextThreshold(levels: ReadonlyArray<Pick<VipLevel, 'betAmount'>>, bet: number): number {
  const next = levels.find((level) => level.betAmount > bet);
  return next ? next.betAmount / 100 : 0;
}

export interface VipProgress {
  /** The level the player is at, and the next one (null at the top). */
  current: VipLevel | null;
  next: VipLevel | null;
  /** Experience towards the next threshold, 0 to 1 (1 at the top). */
  fraction: number;
  /** Hundredths still to bet to reach the next level (0 at the top). */
  remaining: number;
}

/** Where the player stands between their level and the next threshold the server named. */
export function vipProgress(
  info: { level: number; experience: number; nextLevel: number | null; nextBetAmount: number },
  levels: readonly VipLevel[],
): VipProgress {
  const current = levels.find((l) => l.level === info.level) ?? null;
  const next = info.nextLevel === null ? null : (levels.find((l) => l.level === info.nextLevel) ?? null);
  if (!next || info.nextBetAmount <= 0) return { current, next: null, fraction: 1, remaining: 0 };
  return {
    current,
    next,
    fraction: Math.min(1, Math.max(0, info.experience / info.nextBetAmount)),
    remaining: Math.max(0, info.nextBetAmount - info.experience),
  };
}
