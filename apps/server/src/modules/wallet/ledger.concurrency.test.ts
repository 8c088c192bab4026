import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBooks } from './books.ts';
import { createLedger, LedgerRefusal, playerMain, systemAccount } from './ledger.ts';
import type { Ledger, TransferRequest, TransferResult } from './ledger.ts';
import { readPlayerBalances } from './ledger-store.ts';
import { createPlayer, openTestDb } from './testing.ts';
import type { TestDb } from './testing.ts';

/** Races on one player's row and on one key. Meaningful on PostgreSQL (TEST_DB=postgres). */

let db: TestDb;
let ledger: Ledger;

beforeAll(async () => {
  db = await openTestDb(50);
  ledger = createLedger(db);
});
afterAll(async () => {
  await db.close();
});

type Settled = { ok: TransferResult } | { refused: string };
const settle = (p: Promise<TransferResult>): Promise<Settled> =>
  p.then((ok) => ({ ok }), (err: unknown) => {
    if (err instanceof LedgerRefusal) return { refused: err.reason };
    throw err;
  });

const reward = (playerId: number, amount: number, key: string): TransferRequest => ({
  key, kind: 'reward', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(playerId), amount,
});
const bet = (playerId: number, amount: number, key: string): TransferRequest => ({
  key, kind: 'bet', asset: 'COIN', debit: playerMain(playerId), credit: systemAccount('house'), amount,
});

describe('ledger under concurrency', () => {
  it('lets exactly 100 of 200 concurrent 1.00 debits through against 100.00', async () => {
    const p = await createPlayer(db);
    await ledger.transfer(reward(p, 10_000, `race:${p}:fund`));
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => settle(ledger.transfer(bet(p, 100, `race:${p}:${i}`)))));
    expect(outcomes.filter((o) => 'ok' in o)).toHaveLength(100);
    expect(outcomes.filter((o) => 'refused' in o).map((o) => (o as { refused: string }).refused)).toEqual(Array(100).fill('insufficient_balance'));
    // Every successful debit saw a distinct balance on its way down to 0.
    const afters = outcomes.flatMap((o) => ('ok' in o ? [o.ok.debitBalanceAfter] : [])).sort((a, b) => a - b);
    expect(afters).toEqual(Array.from({ length: 100 }, (_, i) => i * 100));
    expect((await readPlayerBalances(db, p)).coin).toBe(0);
    expect((await checkBooks(db)).breaches).toEqual([]);
  });

  it('applies one of 50 concurrent identical requests and replays the rest', async () => {
    const p = await createPlayer(db);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => settle(ledger.transfer(reward(p, 777, `same:${p}`)))));
    const results = outcomes.map((o) => ('ok' in o ? o.ok : null));
    expect(results.every((r) => r !== null)).toBe(true);
    expect(results.filter((r) => r?.replayed === false)).toHaveLength(1);
    expect(new Set(results.map((r) => r?.transferId)).size).toBe(1);
    expect((await readPlayerBalances(db, p)).coin).toBe(777);
  });

  it('applies one of 40 concurrent requests sharing a key with different amounts; the others are replays or conflicts', async () => {
    const p = await createPlayer(db);
    const amounts = Array.from({ length: 40 }, (_, i) => 100 + (i % 4));
    const outcomes = await Promise.all(amounts.map((amount) => settle(ledger.transfer(reward(p, amount, `mixed:${p}`)))));
    const applied = outcomes.flatMap((o, i) => ('ok' in o && !o.ok.replayed ? [amounts[i]] : []));
    expect(applied).toHaveLength(1);
    outcomes.forEach((o, i) => {
      if (amounts[i] === applied[0]) expect('ok' in o).toBe(true);
      else expect(o).toEqual({ refused: 'idempotency_conflict' });
    });
    expect((await readPlayerBalances(db, p)).coin).toBe(applied[0]);
  });

  it('does not deadlock when bets and wins of one player cross on a single house row', async () => {
    const single = createLedger(db, { systemShards: 1, maxAttempts: 1 });
    const p = await createPlayer(db);
    await single.transfer(reward(p, 100_000, `cross:${p}:fund`));
    const moves = Array.from({ length: 100 }, (_, i): TransferRequest => (i % 2 === 0
      ? bet(p, 10, `cross:${p}:${i}`)
      : { key: `cross:${p}:${i}`, kind: 'win', asset: 'COIN', debit: systemAccount('house'), credit: playerMain(p), amount: 10 }));
    // With no retries allowed, a deadlock would surface as an error here.
    const outcomes = await Promise.all(moves.map((m) => settle(single.transfer(m))));
    expect(outcomes.every((o) => 'ok' in o)).toBe(true);
    expect((await readPlayerBalances(db, p)).coin).toBe(100_000);
  });

  it('creates a new player\'s account once when first credits race', async () => {
    const p = await createPlayer(db);
    await Promise.all(Array.from({ length: 30 }, (_, i) => ledger.transfer(reward(p, 5, `first:${p}:${i}`))));
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_accounts WHERE player_id = $1', [p]);
    expect(rows[0]?.n).toBe(1);
    expect((await readPlayerBalances(db, p)).coin).toBe(150);
    expect((await checkBooks(db)).breaches).toEqual([]);
  });
});
