/**
 * The stakes a player can pick, the same for every house game (docs/decisions/022). Integer
 * hundredths, 0.10 to 100.00 coins. Every option is a multiple of 10 hundredths, so the line
 * bets of Lucky Tiger (bet / 5) are whole hundredths and its pays exact; the other slots
 * round a fractional win down to the hundredth, as their math says.
 */
export const BET_OPTIONS: readonly number[] = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

export const DEFAULT_BET = 100;

export function isBetOption(bet: number): boolean {
  return BET_OPTIONS.includes(bet);
}
