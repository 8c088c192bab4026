import { act, render, renderHook, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { create, useExternalStoreInTransition } from './create.ts';

interface Counter {
  count: number;
  label: string;
  bump: () => void;
  rename: (label: string) => void;
}

const makeCounter = () => create<Counter>()((set) => ({
  count: 0,
  label: 'a',
  bump: () => set((state) => ({ count: state.count + 1 })),
  rename: (label) => set({ label }),
}));

describe('create', () => {
  it('keeps the store api on the hook and gives the selected value', () => {
    const useCounter = makeCounter();
    const { result } = renderHook(() => useCounter((state) => state.count));
    expect(result.current).toBe(0);
    act(() => useCounter.getState().bump());
    expect(result.current).toBe(1);
    expect(useCounter.getState().count).toBe(1);
  });

  it('renders a component again only when what it selects changed', () => {
    const useCounter = makeCounter();
    let renders = 0;
    function Count() {
      renders += 1;
      return <span data-testid="count">{useCounter((state) => state.count)}</span>;
    }
    render(<Count />);
    const before = renders;
    act(() => useCounter.getState().rename('b'));
    expect(renders).toBe(before);
    act(() => useCounter.getState().bump());
    expect(screen.getByTestId('count').textContent).toBe('1');
    expect(renders).toBe(before + 1);
  });

  it('gives the whole state without a selector', () => {
    const useCounter = makeCounter();
    const { result } = renderHook(() => useCounter());
    act(() => result.current.rename('z'));
    expect(result.current.label).toBe('z');
  });
});

describe('useExternalStoreInTransition', () => {
  it('sees a change made between its render and its subscription', () => {
    let value = 1;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const read = () => value;
    function Reader() {
      const shown = useExternalStoreInTransition(subscribe, read);
      return <span data-testid="value">{shown}</span>;
    }
    // An effect that runs before the reader's subscription changes the value without telling anyone subscribed yet.
    function ChangeFirst() {
      useEffect(() => {
        value = 2;
      }, []);
      return null;
    }
    render(<><ChangeFirst /><Reader /></>);
    expect(screen.getByTestId('value').textContent).toBe('2');
    act(() => {
      value = 3;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByTestId('value').textContent).toBe('3');
  });

  it('unsubscribes when unmounted', () => {
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const { unmount } = renderHook(() => useExternalStoreInTransition(subscribe, () => 0));
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
