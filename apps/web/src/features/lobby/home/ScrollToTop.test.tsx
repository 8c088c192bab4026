import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollToTop } from './ScrollToTop.tsx';

function renderInScrollRoot() {
  render(<div data-scroll-root data-testid="root"><ScrollToTop /></div>);
  const root = screen.getByTestId('root');
  const scrollTo = vi.fn();
  root.scrollTo = scrollTo as typeof root.scrollTo;
  const scrollAt = (top: number) => {
    root.scrollTop = top;
    fireEvent.scroll(root);
  };
  return { root, scrollTo, scrollAt };
}

describe('scroll-to-top (§4, §9)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('appears past 100 px, checking the position at most every 500 ms', () => {
    const { scrollAt } = renderInScrollRoot();
    act(() => scrollAt(100));
    expect(screen.queryByTestId('scroll-to-top')).toBeNull();
    act(() => scrollAt(101));
    // Within 500 ms of the last check: seen only at the end of the window.
    expect(screen.queryByTestId('scroll-to-top')).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByTestId('scroll-to-top')).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    act(() => scrollAt(40));
    expect(screen.queryByTestId('scroll-to-top')).toBeNull();
  });

  it('scrolls smoothly to the top, at most once per 200 ms', () => {
    const { scrollAt, scrollTo } = renderInScrollRoot();
    act(() => scrollAt(800));
    const button = screen.getByTestId('scroll-to-top');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
