/**
 * The rising multiplier of a crash round as shown: exponential in time, m(t) = e^(rate * t), from
 * 1.00x to the crash point. Slow enough to read at low multipliers; the rate grows for high crash
 * points so no round takes longer than LONGEST_RISE_MS to show.
 */
const BASE_RATE = 0.32;
const LONGEST_RISE_MS = 5_000;

/** Growth per second for a round that crashes at `crashPoint` (hundredths). */
export function riseRate(crashPoint: number): number {
  return Math.max(BASE_RATE, Math.log(Math.max(crashPoint, 100) / 100) / (LONGEST_RISE_MS / 1000));
}

/** The multiplier in hundredths `elapsedMs` into the rise, never past the crash point. */
export function multiplierAt(elapsedMs: number, crashPoint: number): number {
  const value = Math.floor(100 * Math.exp(riseRate(crashPoint) * (elapsedMs / 1000)));
  return Math.min(value, crashPoint);
}

/** How long the rise to `crashPoint` takes, in ms. */
export function riseDuration(crashPoint: number): number {
  return (Math.log(Math.max(crashPoint, 100) / 100) / riseRate(crashPoint)) * 1000;
}
