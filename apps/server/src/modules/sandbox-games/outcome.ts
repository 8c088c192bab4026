/**
 * The sandbox studio's one game: a bet returns 0x to 20x of itself (RTP 95%). It stands in for a third
 * party's game, so it is deliberately simple and not provably fair; the house games are.
 * Multipliers in hundredths with their weights out of 1000: RTP = sum(m * w) / 100 / 1000.
 */
export const SANDBOX_PAYTABLE: ReadonlyArray<{ multiplier: number; weight: number }> = [
  { multiplier: 0, weight: 534 },
  { multiplier: 50, weight: 150 },
  { multiplier: 150, weight: 160 },
  { multiplier: 300, weight: 110 },
  { multiplier: 500, weight: 41 },
  { multiplier: 2000, weight: 5 },
];
export const SANDBOX_WEIGHT_TOTAL = SANDBOX_PAYTABLE.reduce((sum, row) => sum + row.weight, 0);
export const SANDBOX_RTP = SANDBOX_PAYTABLE.reduce((sum, row) => sum + row.multiplier * row.weight, 0) / 100 / SANDBOX_WEIGHT_TOTAL;

/** The multiplier (hundredths) for a draw in [0, SANDBOX_WEIGHT_TOTAL). */
export function sandboxMultiplier(draw: number): number {
  let remaining = draw;
  for (const row of SANDBOX_PAYTABLE) {
    if (remaining < row.weight) return row.multiplier;
    remaining -= row.weight;
  }
  throw new RangeError(`draw must be below ${SANDBOX_WEIGHT_TOTAL}, got ${draw}`);
}

/** Bets the sandbox page offers, in hundredths. */
export const SANDBOX_BETS = [100, 500, 1_000, 5_000] as const;
