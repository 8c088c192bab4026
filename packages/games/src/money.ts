/**
 * Money is an integer number of hundredths everywhere. A game's win is a rational multiple of
 * the bet; the payout is that amount rounded down to a whole hundredth, computed exactly.
 */

/** Throws unless `bet` is a positive whole number of hundredths. */
export function assertBet(bet: number): void {
  if (!Number.isSafeInteger(bet) || bet <= 0) throw new RangeError(`bet must be a positive whole number of hundredths, got ${bet}`);
}

// Below this both the product and quotient * denominator are exact in a double.
const FAST_PATH_LIMIT = 2 ** 52;

/** floor(bet * numerator / denominator), exact even where the product passes 2^53. */
export function payoutOf(bet: number, numerator: number, denominator: number): number {
  if (numerator === 0) return 0;
  const product = bet * numerator;
  if (product <= FAST_PATH_LIMIT) {
    // The float quotient can round up onto the next integer; one check undoes that.
    const floored = Math.floor(product / denominator);
    return floored * denominator > product ? floored - 1 : floored;
  }
  const exact = (BigInt(bet) * BigInt(numerator)) / BigInt(denominator);
  if (exact > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout exceeds the largest representable amount');
  return Number(exact);
}
