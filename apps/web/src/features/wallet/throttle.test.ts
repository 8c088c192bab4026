import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('createThrottle (§4 balance refresh: 5 s)', () => {
  it('lets the first tap through and ignores taps within the interval', () => {
    let now = 1_000_000;
    const throttle = createThrottle(5_000, () => now);
    expect(throttle.tryNow()).toBe(true);
    now += 4_999;
    expect(throttle.tryNow()).toBe(false);
    now += 1;
    expect(throttle.tryNow()).toBe(true);
    now += 2_000;
    // An ignored tap does not restart the interval.
    expect(throttle.tryNow()).toBe(false);
    now += 3_000;
    expect(throttle.tryNow()).toBe(true);
  });
});
