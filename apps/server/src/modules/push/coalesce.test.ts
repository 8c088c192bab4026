import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce.ts';

describe('coalesce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first at once, folds a burst into one at the end of the pause, per key', () => {
    const sent: number[] = [];
    const c = coalesce<number>((key) => sent.push(key), 250);
    c.add(1);
    c.add(2);
    expect(sent).toEqual([1, 2]);
    for (let i = 0; i < 50; i++) c.add(1);
    expect(sent).toEqual([1, 2]);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual([1, 2, 1]);
    // Nothing came during the second pause: nothing more, and the next one goes at once.
    vi.advanceTimersByTime(250);
    expect(sent).toEqual([1, 2, 1]);
    c.add(1);
    expect(sent).toEqual([1, 2, 1, 1]);
    c.close();
  });

  it('keeps a steady stream of calls to one per pause', () => {
    const sent: number[] = [];
    const c = coalesce<number>((key) => sent.push(key), 250);
    // 100 calls a second for two seconds.
    for (let ms = 0; ms < 2_000; ms += 10) {
      c.add(7);
      vi.advanceTimersByTime(10);
    }
    expect(sent.length).toBeGreaterThanOrEqual(8);
    expect(sent.length).toBeLessThanOrEqual(9);
    c.close();
    vi.advanceTimersByTime(1_000);
    expect(sent.length).toBeLessThanOrEqual(9);
  });
});
