import { describe, expect, it } from 'vitest';
import { SPIN_TURNS, chances, rotationFor, segmentAt } from './wheel-geometry.ts';

describe('the wheel geometry', () => {
  it('turns at least the full turns forward and stops the drawn segment under the pointer', () => {
    for (const count of [4, 8, 12]) {
      let from = 0;
      for (let index = 0; index < count; index++) {
        const to = rotationFor(index, count, from);
        expect(to - from).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
        expect(to - from).toBeLessThan((SPIN_TURNS + 1) * 360);
        expect(segmentAt(to, count)).toBe(index);
        from = to;
      }
    }
  });

  it('shows each segment\'s chance from the weights', () => {
    expect(chances([1, 3, 0])).toEqual([25, 75, 0]);
  });
});
