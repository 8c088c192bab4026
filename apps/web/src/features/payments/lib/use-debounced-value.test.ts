import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the value once it has not changed for the wait', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    rerender({ value: '1' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender({ value: '10' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender({ value: '100' });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(result.current).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe('100');
  });
});
