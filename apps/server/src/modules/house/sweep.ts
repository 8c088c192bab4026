import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { claimAbandonedRounds, releaseLease } from './round-store.ts';
import type { HouseLog, RoundSettlement, SessionRef } from './round-settlement.ts';

/**
 * Recovery of every player's abandoned rounds, not only those of the game a player opens
 * (docs/decisions/046): run by the job house.recover-rounds (jobs.ts) at start and on its timer. Each round
 * is finished by decision 021's rules (settlement.recoverRound): a drawn outcome is paid as
 * drawn, a bet whose outcome was never drawn is rolled back.
 */

/**
 * Opens a house game session for settling rounds in flight (closed from the start: no bets) and
 * answers its token. The gateway needs a token of that player and game for wins and rollbacks,
 * and the one the player launched with is stored only as a hash.
 */
export type SettlementSessionOpener = (round: { playerId: number; gameId: number; gameCode: string }) => Promise<string>;

export interface SweepDeps {
  db: Db;
  clock: Clock;
  settlement: RoundSettlement;
  openSession: SettlementSessionOpener;
  log: HouseLog;
  leaseMs: number;
  /** Rounds taken per claim; the sweep claims again until none is left. */
  batch?: number;
}

export interface SweepResult {
  finished: number;
  failed: number;
}

const DEFAULT_BATCH = 50;

export function createRoundSweep(deps: SweepDeps) {
  const { db, clock, settlement, log, leaseMs } = deps;
  const batch = deps.batch ?? DEFAULT_BATCH;

  return async function sweep(): Promise<SweepResult> {
    const result: SweepResult = { finished: 0, failed: 0 };
    // One session per player and game per sweep.
    const sessions = new Map<string, Promise<string>>();
    const sessionFor = (round: { playerId: number; gameId: number; gameCode: string }): Promise<string> => {
      const key = `${round.playerId}:${round.gameCode}`;
      let token = sessions.get(key);
      if (!token) {
        token = deps.openSession(round);
        sessions.set(key, token);
      }
      return token;
    };

    for (;;) {
      const now = clock.now();
      const rounds = await claimAbandonedRounds(db, now, new Date(now.getTime() + leaseMs), batch);
      for (const round of rounds) {
        try {
          const session: SessionRef = { token: await sessionFor(round), gatewayPlayerId: String(round.playerId) };
          await settlement.recoverRound(session, round);
          result.finished++;
        } catch (err) {
          result.failed++;
          // Given back at once, so the next sweep (or the player opening the game) tries again.
          await releaseLease(db, round.id, clock.now());
          log.warn({ err, roundId: round.id, status: round.status }, 'house round recovery failed');
        }
      }
      // A failed round is claimable again at once: stop rather than retry it in a loop.
      if (rounds.length < batch || result.failed > 0) return result;
    }
  };
}
