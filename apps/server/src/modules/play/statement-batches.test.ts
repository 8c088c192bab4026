import { describe, expect, it } from 'vitest';
import type { QueryResult } from '../../platform/db.ts';
import type { BetStatement } from './provider-statements.ts';
import { createStatementBatches, MAX_CALLS } from './statement-batches.ts';

/**
 * How calls are grouped into gateway_batch statements, against a stand-in database that holds
 * each statement until the test lets it finish. What the statement does with the calls is the
 * subject of apps/server/test/provider-group-commit.test.ts.
 */

interface SentCall { i: number; transaction_id: string; player: number; credit_shard?: number }
interface Statement { calls: SentCall[]; finish(): void; fail(err: Error): void }

function heldDatabase() {
  const statements: Statement[] = [];
  const db = {
    query<T>(_sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const calls = JSON.parse(params[0] as string) as SentCall[];
      return new Promise((resolve, reject) => {
        statements.push({
          calls,
          finish: () => resolve({ rows: calls.map((c) => answerRow(c)) as T[], rowCount: calls.length }),
          fail: reject,
        });
      });
    },
  };
  return { db, statements };
}

/** An applied bet's row as gateway_batch answers it; a transaction id starting with "refuse" raises GW001 instead. */
function answerRow(c: SentCall) {
  if (c.transaction_id.startsWith('refuse')) return { call_index: c.i, error_state: 'GW001', error_message: '42' };
  return {
    call_index: c.i, error_state: null, error_message: null, outcome: 'applied', detail: null, bet_amount: null,
    id: 1, provider_code: 'acme', transaction_id: c.transaction_id, kind: 'bet', player_id: c.player, game_code: 'g', round_id: 'r',
    amount: 100, bet_transaction_id: c.transaction_id, status: 'applied', transfer_key: `p:acme:${c.transaction_id}`, balance_after: 0,
    created_at: new Date(0),
  };
}

function bet(transactionId: string, playerId: number, shard: number): BetStatement {
  return {
    providerCode: 'acme', transactionId, playerId, gameCode: 'g', roundId: 'r', amount: 100, closes: false, admissible: true, loginSessionId: null,
    transfer: {
      key: `p:acme:${transactionId}`, contentHash: 'h', kind: 'bet', asset: 'COIN', debit: { playerId, purpose: 'main', shard: 0 },
      credit: { playerId: null, purpose: 'house', shard }, amount: 100, reference: 'acme:r', meta: {}, at: new Date(0),
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('statement batches', () => {
  it('sends a call at once while a slot is free; calls arriving meanwhile leave together, in player order, when one frees', async () => {
    const { db, statements } = heldDatabase();
    const batches = createStatementBatches(db, { inFlight: 1 });
    const first = batches.bet(bet('a', 5, 1));
    await settle();
    expect(statements.map((s) => s.calls.length)).toEqual([1]);

    const later = [batches.bet(bet('b', 9, 2)), batches.bet(bet('c', 3, 3)), batches.bet(bet('d', 7, 4))];
    await settle();
    expect(statements).toHaveLength(1);

    statements[0]!.finish();
    expect((await first).outcome).toBe('applied');
    await settle();
    expect(statements).toHaveLength(2);
    expect(statements[1]!.calls.map((c) => c.transaction_id)).toEqual(['c', 'd', 'b']);
    statements[1]!.finish();
    expect((await Promise.all(later)).map((a) => a.row?.transactionId)).toEqual(['b', 'c', 'd']);
  });

  it('never has two batches in flight on one shard: a call on a busy shard waits for the next', async () => {
    const { db, statements } = heldDatabase();
    const batches = createStatementBatches(db, { inFlight: 2 });
    const answers = [batches.bet(bet('a', 1, 6)), batches.bet(bet('b', 2, 6)), batches.bet(bet('c', 3, 8))];
    await settle();
    // a takes shard 6; b must wait for it, c may go beside a.
    expect(statements.map((s) => s.calls.map((c) => c.transaction_id))).toEqual([['a'], ['c']]);
    statements[0]!.finish();
    await settle();
    expect(statements.map((s) => s.calls.map((c) => c.transaction_id))).toEqual([['a'], ['c'], ['b']]);
    statements[1]!.finish();
    statements[2]!.finish();
    expect(await Promise.all(answers)).toHaveLength(3);
  });

  it('takes at most MAX_CALLS calls into one statement', async () => {
    const { db, statements } = heldDatabase();
    const batches = createStatementBatches(db, { inFlight: 1 });
    const answers = Array.from({ length: MAX_CALLS + 6 }, (_, i) => batches.bet(bet(`t${i}`, i + 1, 0)));
    await settle();
    statements[0]!.finish();
    await settle();
    statements[1]!.finish();
    await settle();
    statements[2]!.finish();
    await Promise.all(answers);
    expect(statements.map((s) => s.calls.length)).toEqual([1, MAX_CALLS, 5]);
  });

  it('fails one call with its own error and answers the others of its batch', async () => {
    const { db, statements } = heldDatabase();
    const batches = createStatementBatches(db, { inFlight: 1 });
    const blocker = batches.bet(bet('a', 1, 0));
    await settle();
    const refused = batches.bet(bet('refuse-b', 2, 0)).catch((err: unknown) => err);
    const placed = batches.bet(bet('c', 3, 0));
    statements[0]!.finish();
    await blocker;
    await settle();
    statements[1]!.finish();
    expect(await refused).toMatchObject({ code: 'GW001', message: '42' });
    expect((await placed).outcome).toBe('applied');
  });

  it('fails every call of a statement that fails as a whole, and goes on with the next', async () => {
    const { db, statements } = heldDatabase();
    const batches = createStatementBatches(db, { inFlight: 1 });
    const blocker = batches.bet(bet('a', 1, 0));
    await settle();
    const doomed = [batches.bet(bet('b', 2, 0)), batches.bet(bet('c', 3, 0))].map((p) => p.catch((err: unknown) => err));
    statements[0]!.finish();
    await blocker;
    await settle();
    statements[1]!.fail(new Error('connection lost'));
    for (const err of await Promise.all(doomed)) expect(err).toMatchObject({ message: 'connection lost' });
    const after = batches.bet(bet('d', 4, 0));
    await settle();
    statements[2]!.finish();
    expect((await after).outcome).toBe('applied');
  });
});
