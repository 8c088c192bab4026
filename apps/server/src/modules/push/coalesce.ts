/**
 * At most one call per key every `everyMs`: the first at once, later ones within the pause
 * folded into one at its end. Bets and wins move a playing player's balance many times a second;
 * the app needs to hear "your balance changed" a few times a second at most.
 */
export interface Coalescer<K> {
  add(key: K): void;
  /** Drops what is waiting (the server is stopping). */
  close(): void;
}

export function coalesce<K>(send: (key: K) => void, everyMs: number): Coalescer<K> {
  // A key is here while paused after a call; `again`: something came in meanwhile.
  const paused = new Map<K, { again: boolean; timer: NodeJS.Timeout }>();

  const pause = (key: K): NodeJS.Timeout => {
    const timer = setTimeout(() => {
      const state = paused.get(key);
      if (!state?.again) {
        paused.delete(key);
        return;
      }
      state.again = false;
      send(key);
      state.timer = pause(key);
    }, everyMs);
    timer.unref();
    return timer;
  };

  return {
    add(key) {
      const state = paused.get(key);
      if (state) {
        state.again = true;
        return;
      }
      send(key);
      paused.set(key, { again: false, timer: pause(key) });
    },
    close() {
      for (const { timer } of paused.values()) clearTimeout(timer);
      paused.clear();
    },
  };
}
