import type { Db, Queryable } from '../../platform/db.ts';
import { LedgerRefusal } from './ledger-errors.ts';

export type SqlRunner = Pick<Queryable, 'query'>;

/** PostgreSQL errors after which the whole transaction may simply be run again. */
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01']);
/** Attempts at a unit of work that keeps losing races before the error is passed on. */
export const DEFAULT_ATTEMPTS = 5;

/**
 * Runs fn in a transaction: a new one when given the database (re-run when it lost a race),
 * the caller's own when given an open transaction. Lets wallet operations that write more than
 * one row be called either way and still be all or none.
 */
export function inTransaction<T>(q: SqlRunner | Pick<Db, 'query' | 'transaction'>, fn: (tx: SqlRunner) => Promise<T>): Promise<T> {
  if (!('transaction' in q)) return fn(q);
  return withRetry(DEFAULT_ATTEMPTS, () => q.transaction(fn));
}

/** Re-runs a whole transaction that failed only because a concurrent one got there first. */
export async function withRetry<T>(maxAttempts: number, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= maxAttempts || !isTransient(err)) throw err;
      // Jittered backoff so that the racers do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** attempt));
    }
  }
}

function isTransient(err: unknown): boolean {
  if (err instanceof LedgerRefusal) return err.reason === 'request_in_progress';
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_SQLSTATES.has(code);
}
