import { useCallback, useEffect, useRef } from 'react';

/** Schedules one callback at a time; cancelled when the component unmounts. */
export function useTimeout(): (fn: () => void, ms: number) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((fn: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  }, []);
}
