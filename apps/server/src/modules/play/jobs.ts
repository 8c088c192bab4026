import type { Job } from '../../platform/jobs.ts';
import type { PlayService } from './service.ts';

/** Sessions deleted per statement: short statements, so the table is never locked for long. */
export const PRUNE_BATCH = 1000;

export interface PruneLog {
  info(details: object, message: string): void;
}

/**
 * play.prune-sessions (docs/decisions/046), at start and every GAME_HOUSEKEEPING_INTERVAL_SECONDS:
 * deletes game sessions ended more than GAME_SESSION_RETENTION_DAYS ago, a batch at a time until
 * none is left. Safe on several processes at once: deletes of the same rows simply find fewer.
 */
export function pruneSessionsJob(
  play: Pick<PlayService, 'pruneSessions'>,
  settings: { intervalSeconds: number; retentionDays: number },
  log: PruneLog,
): Job {
  return {
    name: 'play.prune-sessions',
    intervalSeconds: settings.intervalSeconds,
    runAtStart: true,
    async run() {
      let pruned = 0;
      for (let deleted = PRUNE_BATCH; deleted === PRUNE_BATCH; pruned += deleted) deleted = await play.pruneSessions(settings.retentionDays, PRUNE_BATCH);
      if (pruned > 0) log.info({ prunedSessions: pruned }, 'game housekeeping');
    },
  };
}
