import { describe, expect, it } from 'vitest';
import { SANDBOX_PAYTABLE, SANDBOX_RTP, SANDBOX_WEIGHT_TOTAL, sandboxMultiplier } from './outcome.ts';

describe('sandbox studio paytable', () => {
  it('returns 95% and covers every draw', () => {
    expect(SANDBOX_WEIGHT_TOTAL).toBe(1000);
    expect(SANDBOX_RTP).toBeCloseTo(0.95, 10);
    let sum = 0;
    for (let draw = 0; draw < SANDBOX_WEIGHT_TOTAL; draw++) sum += sandboxMultiplier(draw);
    expect(sum / 100 / SANDBOX_WEIGHT_TOTAL).toBeCloseTo(SANDBOX_RTP, 10);
  });

  it('maps the edges of each band and refuses draws past the end', () => {
    expect(sandboxMultiplier(0)).toBe(0);
    expect(sandboxMultiplier(SANDBOX_WEIGHT_TOTAL - 1)).toBe(SANDBOX_PAYTABLE.at(-1)!.multiplier);
    expect(() => sandboxMultiplier(SANDBOX_WEIGHT_TOTAL)).toThrow(RangeError);
  });
});
