import { startTransition, useEffect, useReducer, useRef } from 'react';
import { createStore } from 'zustand/vanilla';
import type { Mutate, StateCreator, StoreApi, StoreMutatorIdentifier } from 'zustand/vanilla';
import type { UseBoundStore } from 'zustand';

type ReadableStore<T> = Pick<StoreApi<T>, 'getState' | 'subscribe'>;

/**
 * zustand's `create`, with one difference: a component renders again for a change of the store
 * as a transition, which React renders in slices between which the browser paints and handles
 * taps. zustand's own hook (useSyncExternalStore) renders every change in one blocking task, and
 * the config and the player's record change while the home opens (decision 098).
 */
export function create<T>() {
  return <Mos extends [StoreMutatorIdentifier, unknown][] = []>(initializer: StateCreator<T, [], Mos>): UseBoundStore<Mutate<StoreApi<T>, Mos>> => {
    const api = createStore<T, Mos>(initializer);
    const useBoundStore = <U>(selector: (state: T) => U = (state) => state as unknown as U): U => useStoreInTransition(api, selector);
    Object.assign(useBoundStore, api);
    return useBoundStore as unknown as UseBoundStore<Mutate<StoreApi<T>, Mos>>;
  };
}

/**
 * What `selector` picks from a zustand store, rendered again (as a transition) when the pick
 * changes. Like zustand's, a selector must give the same value for the same state (useShallow for
 * a new object).
 */
export function useStoreInTransition<T, U>(api: ReadableStore<T>, selector: (state: T) => U): U {
  return useExternalStoreInTransition(api.subscribe, () => selector(api.getState()));
}

/**
 * useSyncExternalStore's contract (`read` gives the same value until `subscribe`'s listener is
 * called), but a change renders again as a transition instead of in one blocking task.
 */
export function useExternalStoreInTransition<U>(subscribe: (onChange: () => void) => () => void, read: () => U): U {
  const [, renderAgain] = useReducer(increment, 0);
  const value = read();
  const shown = useRef({ read, value });
  useEffect(() => {
    shown.current = { read, value };
  });
  useEffect(() => {
    const onChange = () => {
      const { read: readNow, value: last } = shown.current;
      if (!Object.is(readNow(), last)) startTransition(renderAgain);
    };
    const unsubscribe = subscribe(onChange);
    // A change between the render and this subscription.
    onChange();
    return unsubscribe;
  }, [subscribe]);
  return value;
}

const increment = (count: number) => count + 1;
