/**
 * Lets an action through at most once per `intervalMs` (§4: a balance refresh tapped within
 * 5 s of the last is ignored). Taps in between are dropped, not queued.
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** True when the action may run now; the interval then starts again. */
    tryNow(): boolean {
      const at = now();
      if (at - last < intervalMs) return false;
      last = at;
      return true;
    },
  };
}
