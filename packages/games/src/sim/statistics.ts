/** Running mean and variance of a stream (Welford's method: stable over millions of rounds). */

/** z for a two-sided 99% confidence interval. */
export const Z_99 = 2.576;

export class RunningStatistics {
  count = 0;
  mean = 0;
  private squaredDeviations = 0;
  nonZero = 0;
  max = 0;

  add(value: number): void {
    this.count++;
    const delta = value - this.mean;
    this.mean += delta / this.count;
    this.squaredDeviations += delta * (value - this.mean);
    if (value !== 0) this.nonZero++;
    if (value > this.max) this.max = value;
  }

  /** Population standard deviation. */
  get standardDeviation(): number {
    return this.count === 0 ? 0 : Math.sqrt(this.squaredDeviations / this.count);
  }

  /** Half-width of the 99% confidence interval of the mean. */
  get halfWidth99(): number {
    return this.count === 0 ? Infinity : (Z_99 * this.standardDeviation) / Math.sqrt(this.count);
  }
}
