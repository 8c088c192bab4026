import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { formatCountdown, localDeadline, secondsLeft, useSecondsLeft } from './countdown.ts';

describe('countdown', () => {
  afterEach(() => vi.useRealTimers());

  it('measures the order\'s lifetime from when the answer arrived, whatever the server clock says', () => {
    // The server's clock is an hour ahead of this device's.
    const order = { createTime: 1_700_003_600_000, expireTime: 1_700_003_600_000 + 10 * 60_000 };
    expect(localDeadline(order, 1_700_000_000_000)).toBe(1_700_000_000_000 + 10 * 60_000);
    expect(localDeadline({ createTime: 5, expireTime: 1 }, 100)).toBe(100);
  });

  it('rounds the seconds left up and never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it.each([[0, '00:00'], [5, '00:05'], [605, '10:05'], [3_599, '59:59'], [36_000, '10:00:00'], [3_661, '1:01:01'], [-3, '00:00']])(
    '%s s reads %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text),
  );

  it('ticks every second down to zero and then stops', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const { result } = renderHook(() => useSecondsLeft(1_000_000 + 3_000));
    expect(result.current).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
