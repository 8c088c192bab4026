import type { BetLimitReached, ProviderError, ProviderFailure, ProviderOk } from '@casino/contract';
import type { Db, Tx } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import { LedgerRefusal } from '../wallet/index.ts';

/** Answers of the gateway, and the transaction runner its money actions share. */

export function failure(error: ProviderError, message: string, balance?: number, limit?: BetLimitReached): ProviderFailure {
  const reply: ProviderFailure = balance === undefined ? { status: 'ERROR', error, message } : { status: 'ERROR', error, message, balance };
  return limit === undefined ? reply : { ...reply, limit };
}

/** A rule refused the request: thrown inside a transaction so that everything it wrote is undone. */
export class GatewayRefusal extends Error {
  constructor(readonly error: ProviderError, message: string, readonly balance?: number, readonly limit?: BetLimitReached) {
    super(message);
    this.name = 'GatewayRefusal';
  }
}

/** A concurrent request with the same transaction id committed first: run again to answer its replay. */
export class RaceLost extends Error {
  constructor(what: string) {
    super(`lost a race: ${what}`);
    this.name = 'RaceLost';
  }
}

/** Attempts at a request that keeps losing races before the error is passed on. */
const MAX_ATTEMPTS = 6;
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01']);

function isRace(err: unknown): boolean {
  if (err instanceof RaceLost) return true;
  if (err instanceof LedgerRefusal) return err.reason === 'request_in_progress';
  if (isUniqueViolation(err)) return true;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_SQLSTATES.has(code);
}

/**
 * Runs one gateway request in one database transaction: all of it or none of it. A refusal
 * rolls back and becomes the answer; a lost race rolls back and runs the request again, which
 * then finds the winner's row and answers its replay.
 */
export function atomically(db: Pick<Db, 'transaction'>, run: (tx: Tx) => Promise<ProviderOk>): Promise<ProviderOk | ProviderFailure> {
  return retried(() => db.transaction(run));
}

/**
 * The same for a request that is one statement (atomic on its own, no BEGIN/COMMIT): a refusal
 * raised by the statement has undone it, and a lost race runs it again.
 */
export function inOneStatement(run: () => Promise<ProviderOk>): Promise<ProviderOk | ProviderFailure> {
  return retried(run);
}

async function retried(run: () => Promise<ProviderOk>): Promise<ProviderOk | ProviderFailure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (err instanceof GatewayRefusal) return failure(err.error, err.message, err.balance, err.limit);
      if (attempt >= MAX_ATTEMPTS || !isRace(err)) throw err;
      // Jittered, so that racers do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 ** attempt));
    }
  }
}
