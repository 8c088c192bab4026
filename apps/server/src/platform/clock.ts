/** The time source; tests pass a manual clock to move time forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
}

export function manualClock(start: Date = new Date()): ManualClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance: (ms) => { at += ms; },
    set: (date) => { at = date.getTime(); },
  };
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
