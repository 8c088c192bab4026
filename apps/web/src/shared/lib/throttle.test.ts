import { describe, expect, it } from 'vitest';
import { createGate } from './throttle.ts';

describe('createGate (§4 balance refresh: 5 s)', () => {
  it('lets the first tap through and ignores taps within the interval', () => {
    let now = 1_000_000;
    const gate = createGate(5_000, () => now);
    expect(gate()).toBe(true);
    now += 4_999;
    expect(gate()).toBe(false);
    now += 1;
    expect(gate()).toBe(true);
    now += 2_000;
    // An ignored tap does not restart the interval.
    expect(gate()).toBe(false);
    now += 3_000;
    expect(gate()).toBe(true);
  });
});
