import { describe, expect, it } from 'vitest';
import { volatilityOf } from '../definition.ts';
import { expectRtpInInterval, scriptedRandom } from '../test-support.ts';
import { CRASH_GAME, CRASH_MAX_TARGET, crashExactRtp, crashPointOf, playCrash, settleCrash } from './crash.ts';

describe('Crash', () => {
  it('maps the round float to max(1, floor(99 / (1 - f)) / 100)', () => {
    expect(crashPointOf(0)).toBe(100);
    expect(crashPointOf(0.01)).toBe(100);
    expect(crashPointOf(0.5)).toBe(198);
    expect(crashPointOf(0.75)).toBe(396);
    expect(crashPointOf(1 - 2 ** -8)).toBe(99 * 256);
    // The largest float the stream can give: 1 - 2^-32.
    expect(crashPointOf(1 - 2 ** -32)).toBe(99 * 2 ** 32);
  });

  it('reaches any target m with probability 0.99 / m, counted over the float grid', () => {
    // Floats are multiples of 2^-32; count the ones reaching m at the edge where that changes.
    for (const target of [101, 150, 200, 1_000, 100_000]) {
      // Smallest k with floor(99 * 2^32 / (2^32 - k)) >= target.
      const steps = 2 ** 32;
      let k = Math.ceil(steps - (99 * steps) / target);
      while (crashPointOf(k / steps) < target) k++;
      expect(crashPointOf((k - 1) / steps)).toBeLessThan(target);
      expect((steps - k) / steps).toBeCloseTo(99 / target, 9);
    }
  });

  it('pays the target when the multiplier reaches it, nothing when it crashes first', () => {
    expect(settleCrash(1_000, 250, 250)).toEqual({ crashPoint: 250, cashOutAt: 250, cashedOut: true, payout: 2_500 });
    expect(settleCrash(1_000, 249, 250)).toEqual({ crashPoint: 249, cashOutAt: 250, cashedOut: false, payout: 0 });
    expect(playCrash(333, scriptedRandom([0.5]), { cashOutAt: 101 }).payout).toBe(Math.floor((333 * 101) / 100));
  });

  it('refuses targets outside 1.01x .. 1,000,000x and bad bets', () => {
    for (const cashOutAt of [100, 0, -5, 150.5, CRASH_MAX_TARGET + 1, Number.NaN]) {
      expect(() => playCrash(100, scriptedRandom([0.5]), { cashOutAt })).toThrow(/cash-out target/);
    }
    expect(() => playCrash(-1, scriptedRandom([0.5]), { cashOutAt: 200 })).toThrow(/bet/);
    expect(() => crashPointOf(1)).toThrow(/\[0, 1\)/);
  });

  it('returns 99% at any target, less only what rounding down the payout takes', () => {
    expect(crashExactRtp(10_000, 200)).toBeCloseTo(0.99, 12);
    expect(crashExactRtp(10_000, 12_345)).toBeCloseTo(0.99, 12);
    expect(crashExactRtp(1, 150)).toBeCloseTo(0.66, 12);
  });

  it('lands the declared RTP inside the 99% interval of a million seeded rounds', () => {
    const report = expectRtpInInterval((bet, rng) => playCrash(bet, rng, { cashOutAt: 200 }).payout, CRASH_GAME.targetRtp, 'crash');
    expect(volatilityOf(report.standardDeviation)).toBe(CRASH_GAME.volatility);
  });
});
