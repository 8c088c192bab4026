import { useCallback, useEffect, useRef } from 'react';

/** Players who ask for less motion get the same sequence, quicker. */
function motionScale(): number {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0.2 : 1;
}

/**
 * Waits for an animation step: `await wait(300)` resolves true after 300 ms, or false once the
 * screen has gone, so a sequence stops instead of updating a screen nobody sees.
 */
export function useAnimationClock(): (ms: number) => Promise<boolean> {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return useCallback((ms: number) => new Promise<boolean>((resolve) => {
    setTimeout(() => resolve(alive.current), Math.round(ms * motionScale()));
  }), []);
}
