import { createBatcher } from './batcher.ts';
import type { GameSessions, SessionWithGame } from './game-sessions.ts';

/**
 * The gateway's first read of every call, its game session (with the catalog game, which bets
 * need), grouped (batcher.ts): the reads that arrive while one is in flight go together in the
 * next, as one query. A read commits nothing, so grouping only saves round trips and planning.
 */

const READS_IN_FLIGHT = 2;
const TOKENS_PER_READ = 100;

interface Waiting {
  token: string;
  resolve(found: SessionWithGame | null): void;
  reject(err: unknown): void;
}

export type SessionReader = (token: string) => Promise<SessionWithGame | null>;

export function createSessionReads(sessions: Pick<GameSessions, 'findManyWithGame'>): SessionReader {
  const enqueue = createBatcher<Waiting>({
    inFlight: READS_IN_FLIGHT,
    maxItems: TOKENS_PER_READ,
    async run(batch) {
      try {
        const found = await sessions.findManyWithGame(batch.map((w) => w.token));
        for (const w of batch) w.resolve(found.get(w.token) ?? null);
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    },
  });
  return (token) => new Promise((resolve, reject) => enqueue({ token, resolve, reject }));
}
