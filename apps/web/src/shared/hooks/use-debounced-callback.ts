import { useEffect, useMemo, useRef } from 'react';
import { debounce } from '../lib/debounce.ts';

/** A debounced version of `fn` that always calls its latest version and stops on unmount. */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, wait: number): (...args: A) => void {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), wait), [wait]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
