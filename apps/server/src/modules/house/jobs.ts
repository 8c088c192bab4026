import type { Job } from '../../platform/jobs.ts';
import type { HouseProvider } from './service.ts';

export interface RecoveryLog {
  info(details: object, message: string): void;
}

/**
 * house.recover-rounds (docs/decisions/046), at start and every GAME_HOUSEKEEPING_INTERVAL_SECONDS:
 * finishes every player's abandoned house rounds (sweep.ts), so rounds a crash left half done
 * are settled at start, not when their player comes back. Safe on several processes at once:
 * claims skip the rounds another one holds.
 */
export function recoverRoundsJob(house: Pick<HouseProvider, 'recoverAbandonedRounds'>, intervalSeconds: number, log: RecoveryLog): Job {
  return {
    name: 'house.recover-rounds',
    intervalSeconds,
    runAtStart: true,
    async run() {
      const rounds = await house.recoverAbandonedRounds();
      if (rounds.finished + rounds.failed > 0) log.info({ ...rounds }, 'game housekeeping');
    },
  };
}
