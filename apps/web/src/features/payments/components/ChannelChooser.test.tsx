import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { registerPaymentTexts } from '../texts.ts';
import { channels } from '../testing.ts';
import { ChannelChooser } from './ChannelChooser.tsx';

describe('ChannelChooser', () => {
  beforeAll(() => registerPaymentTexts());
  afterEach(() => vi.useRealTimers());

  function renderChooser(amount: number, bound: number[], onConfirm = vi.fn()) {
    render(<ChannelChooser visible amount={amount} channels={channels} boundBankIds={new Set(bound)} pending={false} onClose={vi.fn()} onConfirm={onConfirm} />);
    return onConfirm;
  }

  it('§9: confirming is debounced 300 ms, so quick repeated taps confirm once', () => {
    vi.useFakeTimers();
    const onConfirm = renderChooser(100_00, [201]);
    const confirm = screen.getByTestId('channel-confirm');
    fireEvent.click(confirm);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(confirm);
    act(() => vi.advanceTimersByTime(299));
    expect(onConfirm).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows which channels take the amount and which need an account first, and preselects one that can be used', () => {
    const onConfirm = renderChooser(200_00, [201]);
    expect(screen.getByTestId('channel-1').getAttribute('data-state')).toBe('needsAccount');
    expect(screen.getByTestId('channel-3').getAttribute('data-state')).toBe('available');
    expect(screen.getByTestId('channel-4').getAttribute('data-state')).toBe('outOfRange');
    expect((screen.getByTestId('channel-4') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('channel-3').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('channel-chooser-amount').textContent).toBe('200.00');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
