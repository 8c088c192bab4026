import { describe, expect, it } from 'vitest';
import { pickWeighted } from './weighted-pick.ts';

describe('pickWeighted', () => {
  it('gives each index its share of [0, 1)', () => {
    const weights = [1, 0, 3];
    expect(pickWeighted(0, weights)).toBe(0);
    expect(pickWeighted(0.2499, weights)).toBe(0);
    expect(pickWeighted(0.25, weights)).toBe(2);
    expect(pickWeighted(0.9999999, weights)).toBe(2);
  });

  it('never picks a zero-weight index, over a fine sweep', () => {
    const weights = [5, 0, 2, 0, 3];
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < 10_000; i++) counts[pickWeighted(i / 10_000, weights)]!++;
    expect(counts).toEqual([5000, 0, 2000, 0, 3000]);
  });

  it('refuses floats outside [0, 1) and bad weights', () => {
    expect(() => pickWeighted(1, [1])).toThrow(RangeError);
    expect(() => pickWeighted(-0.1, [1])).toThrow(RangeError);
    expect(() => pickWeighted(0.5, [])).toThrow(RangeError);
    expect(() => pickWeighted(0.5, [0, 0])).toThrow(RangeError);
    expect(() => pickWeighted(0.5, [1.5])).toThrow(RangeError);
  });
});
