/**
 * A promotion's draw (a wheel's segment, a scratch card's prize, a lottery's ticket): the index
 * whose share of the total weight holds the float. Shared by the server that draws and the verify
 * page that recomputes, so both pick the same prize from the same float.
 */
export function pickWeighted(float: number, weights: readonly number[]): number {
  if (!(float >= 0 && float < 1)) throw new RangeError(`float ${float} is not in [0, 1)`);
  if (weights.length === 0 || weights.some((w) => !Number.isInteger(w) || w < 0)) throw new RangeError('weights must be non-negative integers');
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) throw new RangeError('weights must not all be zero');
  // An integer ticket in [0, total): no rounding differs between engines.
  const ticket = Math.floor(float * total);
  let below = 0;
  for (let i = 0; i < weights.length; i++) {
    below += weights[i]!;
    if (ticket < below) return i;
  }
  return weights.length - 1;
}
