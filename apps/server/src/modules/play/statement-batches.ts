import type { Queryable } from '../../platform/db.ts';
import { createBatcher } from './batcher.ts';
import { runBatch } from './provider-statements.ts';
import type { BatchedCall, BetOutcome, BetStatement, StatementAnswer, WinOutcome, WinStatement } from './provider-statements.ts';

/**
 * Group commit of the gateway's bets and wins (decision 079): the calls that arrive while earlier
 * batches run leave together (batcher.ts), up to MAX_CALLS, as one statement (gateway_batch,
 * migration 920): one round trip and one commit for all of them instead of one each. Each call is
 * answered (or fails) only once that statement has returned, which is after its commit, and
 * exactly as it would be on its own: when a call raises (a refusal, a lost race), the batch runs
 * again with each call in a subtransaction of its own, which isolates it from the others'
 * (runBatch, decision 106).
 *
 * Batches in flight at once never share a system account shard (house shards, from the calls'
 * transfers): a call whose shard is in flight waits for the next batch. Within this process two
 * batches thus only meet on a player's rows, which both take in player order; batches of other
 * processes on the same shard queue on it first (the function locks shards before anything else).
 */

/**
 * Calls per batch: when a batch runs with a subtransaction per call, a transaction's first 64
 * subtransactions fit PostgreSQL's cache of them; past that, every other session's snapshot has
 * to look them up in pg_subtrans.
 */
export const MAX_CALLS = 64;
/** Batches in flight at once: each holds a connection and a database core while it runs. */
export const DEFAULT_BATCHES_IN_FLIGHT = 2;

export interface StatementBatches {
  bet(statement: BetStatement): Promise<StatementAnswer<BetOutcome>>;
  win(statement: WinStatement): Promise<StatementAnswer<WinOutcome>>;
}

interface Waiting {
  call: BatchedCall;
  resolve(answer: StatementAnswer<string>): void;
  reject(err: unknown): void;
}

/** The system account shards a call's transfer touches, as purpose:asset:shard. */
function shardsOf({ call }: Waiting): string[] {
  const transfer = call.statement.transfer;
  if (transfer === null) return [];
  return [transfer.debit, transfer.credit].filter((leg) => leg.playerId === null).map((leg) => `${leg.purpose}:${transfer.asset}:${leg.shard}`);
}

async function runCalls(db: Pick<Queryable, 'query'>, batch: Waiting[]): Promise<void> {
  // Player order: two batches that share players take their rows in the same order.
  batch.sort((a, b) => a.call.statement.playerId - b.call.statement.playerId);
  let results;
  try {
    results = await runBatch(db, batch.map((w) => w.call));
  } catch (err) {
    // The statement as a whole failed (the connection, the commit): no call of it is known to have committed.
    for (const w of batch) w.reject(err);
    return;
  }
  batch.forEach((w, i) => {
    const result = results[i];
    if (result instanceof Error) w.reject(result);
    else if (result) w.resolve(result);
  });
}

export function createStatementBatches(db: Pick<Queryable, 'query'>, options: { inFlight?: number } = {}): StatementBatches {
  const enqueue = createBatcher<Waiting>({
    inFlight: options.inFlight ?? DEFAULT_BATCHES_IN_FLIGHT, maxItems: MAX_CALLS, holds: shardsOf, run: (batch) => runCalls(db, batch),
  });
  const submit = <O extends string>(call: BatchedCall): Promise<StatementAnswer<O>> => new Promise((resolve, reject) => {
    enqueue({ call, resolve: resolve as (answer: StatementAnswer<string>) => void, reject });
  });
  return {
    bet: (statement) => submit({ kind: 'bet', statement }),
    win: (statement) => submit({ kind: 'win', statement }),
  };
}
