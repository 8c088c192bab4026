/**
 * Game housekeeping on a timer (docs/decisions/046): finish abandoned house rounds of every
 * player and prune ended game sessions. One run at a time per process; several processes may
 * run at once, since each task is safe for that on its own (claims skip rows another one holds,
 * deletes of the same rows simply find fewer).
 */

export interface HousekeepingLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface GameHousekeeping {
  /** Runs once now (or joins the run in progress). */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

export interface HousekeepingTasks {
  recoverRounds(): Promise<{ finished: number; failed: number }>;
  /** Deletes up to `limit` ended sessions past retention; answers how many. */
  pruneSessions(limit: number): Promise<number>;
}

/** Sessions deleted per statement: short statements, so the table is never locked for long. */
export const PRUNE_BATCH = 1000;

export function createGameHousekeeping(deps: { intervalSeconds: number; log: HousekeepingLog; tasks: HousekeepingTasks }): GameHousekeeping {
  const { log, tasks } = deps;

  async function run(): Promise<void> {
    const rounds = await tasks.recoverRounds();
    let pruned = 0;
    for (let deleted = PRUNE_BATCH; deleted === PRUNE_BATCH; pruned += deleted) deleted = await tasks.pruneSessions(PRUNE_BATCH);
    if (rounds.finished + rounds.failed + pruned > 0) log.info({ ...rounds, prunedSessions: pruned }, 'game housekeeping');
  }

  let running: Promise<void> | null = null;
  const runOnce = () => {
    running ??= run()
      .catch((err: unknown) => log.error({ err }, 'game housekeeping failed; will run again'))
      .finally(() => { running = null; });
    return running;
  };
  const timer = deps.intervalSeconds > 0 ? setInterval(() => { void runOnce(); }, deps.intervalSeconds * 1000) : null;
  // The timer alone must not keep a process (tests, the CLI) alive.
  timer?.unref();
  return {
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
