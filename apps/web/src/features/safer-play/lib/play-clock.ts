/**
 * Minutes of play counted towards the next reality check, across the game pages of one login in
 * this tab: leaving a game and opening another does not start the interval over. Times come
 * from Date.now(), so a faked clock (Playwright's page.clock) drives them.
 */
interface PlayClock {
  /** The login the count belongs to (its sessionStartedAt); a new login starts from zero. */
  login: number;
  /** Play since the last reality check, in ms, not counting the game page open now. */
  sinceCheckMs: number;
}

let clock: PlayClock = { login: 0, sinceCheckMs: 0 };

/** How long until the next check is due when a game page opens now (ms, at least 0). */
export function msUntilCheck(login: number, intervalMinutes: number): number {
  if (clock.login !== login) clock = { login, sinceCheckMs: 0 };
  return Math.max(0, intervalMinutes * 60_000 - clock.sinceCheckMs);
}

/** A game page closed (or paused for a check) after `playedMs` of play since it opened or last resumed. */
export function notePlay(login: number, playedMs: number): void {
  if (clock.login !== login) clock = { login, sinceCheckMs: 0 };
  clock.sinceCheckMs += Math.max(0, playedMs);
}

/** A check was shown: the next one is a whole interval away. */
export function noteCheckShown(login: number): void {
  clock = { login, sinceCheckMs: 0 };
}
