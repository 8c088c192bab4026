import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBooks } from './books.ts';
import { createLedger, InvalidTransfer, LedgerRefusal, playerMain, playerSafebox, SYSTEM_ACCOUNT_SHARDS, systemAccount } from './ledger.ts';
import type { Ledger, TransferRequest } from './ledger.ts';
import { readPlayerBalances, readSystemBalance } from './ledger-store.ts';
import { createPlayer, openTestDb } from './testing.ts';
import type { TestDb } from './testing.ts';

let db: TestDb;
let ledger: Ledger;

beforeAll(async () => {
  db = await openTestDb();
  ledger = createLedger(db);
});
afterAll(async () => {
  await db.close();
});

const fund = (playerId: number, amount: number, key = `fund:${playerId}:${amount}:${Math.random()}`): TransferRequest => ({
  key, kind: 'reward', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(playerId), amount,
});

async function expectRefusal(promise: Promise<unknown>, reason: LedgerRefusal['reason']): Promise<void> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(LedgerRefusal);
  expect((err as LedgerRefusal).reason).toBe(reason);
}

describe('ledger transfers', () => {
  it('moves money both ways and records balance-after per leg', async () => {
    const p = await createPlayer(db);
    const credited = await ledger.transfer(fund(p, 10_000));
    expect(credited).toMatchObject({ replayed: false, creditBalanceAfter: 10_000 });
    const bet = await ledger.transfer({ key: `bet:${p}:1`, kind: 'bet', asset: 'COIN', debit: playerMain(p), credit: systemAccount('house'), amount: 2_550 });
    expect(bet.debitBalanceAfter).toBe(7_450);
    expect(await readPlayerBalances(db, p)).toEqual({ coin: 7_450, safebox: 0, points: 0 });
    expect((await checkBooks(db)).breaches).toEqual([]);
  });

  it('returns the first result for a replay and moves nothing', async () => {
    const p = await createPlayer(db);
    const request = fund(p, 500, `replay:${p}`);
    const first = await ledger.transfer(request);
    const again = await ledger.transfer({ ...request, meta: { retriedFrom: 'another device' } });
    expect(again).toEqual({ ...first, replayed: true });
    expect((await readPlayerBalances(db, p)).coin).toBe(500);
  });

  it('refuses the same key with different content, moving nothing', async () => {
    const p = await createPlayer(db);
    await ledger.transfer(fund(p, 500, `conflict:${p}`));
    await expectRefusal(ledger.transfer(fund(p, 501, `conflict:${p}`)), 'idempotency_conflict');
    await expectRefusal(ledger.transfer({ ...fund(p, 500, `conflict:${p}`), kind: 'deposit' }), 'idempotency_conflict');
    expect((await readPlayerBalances(db, p)).coin).toBe(500);
  });

  it('refuses a player debit beyond the balance, and one from an account never credited', async () => {
    const p = await createPlayer(db);
    await expectRefusal(
      ledger.transfer({ key: `empty:${p}`, kind: 'bet', asset: 'COIN', debit: playerMain(p), credit: systemAccount('house'), amount: 1 }),
      'insufficient_balance',
    );
    await ledger.transfer(fund(p, 100));
    await expectRefusal(
      ledger.transfer({ key: `over:${p}`, kind: 'bet', asset: 'COIN', debit: playerMain(p), credit: systemAccount('house'), amount: 101 }),
      'insufficient_balance',
    );
    // A refused key is not burnt: it is free for the corrected request.
    await ledger.transfer({ key: `over:${p}`, kind: 'bet', asset: 'COIN', debit: playerMain(p), credit: systemAccount('house'), amount: 100 });
    expect((await readPlayerBalances(db, p)).coin).toBe(0);
    expect((await checkBooks(db)).ok).toBe(true);
  });

  it('lets system accounts go negative and spreads them over shards', async () => {
    const p = await createPlayer(db);
    const before = await readSystemBalance(db, 'bonus_expense', 'COIN');
    for (let i = 0; i < 40; i++) await ledger.transfer(fund(p, 1, `spread:${p}:${i}`));
    expect(await readSystemBalance(db, 'bonus_expense', 'COIN')).toBe(before - 40);
    const { rows } = await db.query<{ shards: number }>(
      `SELECT count(DISTINCT shard)::int AS shards FROM ledger_accounts a JOIN ledger_transfers t ON t.debit_account_id = a.id
        WHERE t.idempotency_key LIKE $1`, [`spread:${p}:%`],
    );
    expect(rows[0]?.shards).toBeGreaterThan(8);
    expect(rows[0]?.shards).toBeLessThanOrEqual(SYSTEM_ACCOUNT_SHARDS);
  });

  it('keeps the player CHECK constraint as a second guard under the guarded update', async () => {
    const p = await createPlayer(db);
    await ledger.transfer(fund(p, 10));
    await expect(db.query(`UPDATE ledger_accounts SET balance = -1 WHERE player_id = $1`, [p])).rejects.toThrow(/ledger_accounts_player_not_negative/);
  });

  it('keeps transfers append-only', async () => {
    const p = await createPlayer(db);
    const t = await ledger.transfer(fund(p, 10));
    await expect(db.query('UPDATE ledger_transfers SET amount = 1 WHERE id = $1', [t.transferId])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM ledger_transfers WHERE id = $1', [t.transferId])).rejects.toThrow(/append-only/);
  });

  it('rejects malformed transfers before touching the database', async () => {
    const p = await createPlayer(db);
    const base = fund(p, 10);
    for (const bad of [
      { ...base, amount: 0 }, { ...base, amount: -5 }, { ...base, amount: 1.5 }, { ...base, amount: 2 ** 53 },
      { ...base, key: '' }, { ...base, debit: playerMain(p) },
      { ...base, asset: 'POINTS' as const, credit: playerSafebox(p) },
    ]) {
      await expect(ledger.transfer(bad)).rejects.toBeInstanceOf(InvalidTransfer);
    }
  });

  it('refuses to credit a player that does not exist', async () => {
    await expect(ledger.transfer(fund(9_000_000_000, 10))).rejects.toThrow(/foreign key/);
  });
});

describe('ledger batches', () => {
  it('applies all legs or none', async () => {
    const p = await createPlayer(db);
    await ledger.transfer(fund(p, 1_000));
    const bet = (n: number, amount: number): TransferRequest => ({
      key: `batch:${p}:${n}`, kind: 'bet', asset: 'COIN', debit: playerMain(p), credit: systemAccount('house'), amount,
    });
    await expectRefusal(ledger.transferBatch([bet(1, 600), bet(2, 600)]), 'insufficient_balance');
    expect((await readPlayerBalances(db, p)).coin).toBe(1_000);
    // The keys of the refused batch were not used.
    const results = await ledger.transferBatch([bet(1, 600), bet(2, 400)]);
    expect(results.map((r) => r.debitBalanceAfter)).toEqual([400, 0]);
    const replay = await ledger.transferBatch([bet(1, 600), bet(2, 400)]);
    expect(replay.every((r) => r.replayed)).toBe(true);
    await expectRefusal(ledger.transferBatch([bet(1, 600), bet(2, 399)]), 'idempotency_conflict');
    await expect(ledger.transferBatch([bet(3, 1), bet(3, 1)])).rejects.toBeInstanceOf(InvalidTransfer);
    expect((await checkBooks(db)).ok).toBe(true);
  });

  it('moves points and coins together in one batch', async () => {
    const p = await createPlayer(db);
    await ledger.transferBatch([
      { key: `mixed:${p}:points`, kind: 'reward', asset: 'POINTS', debit: systemAccount('points_issuance'), credit: playerMain(p), amount: 300 },
      { key: `mixed:${p}:coin`, kind: 'reward', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(p), amount: 200 },
    ]);
    expect(await readPlayerBalances(db, p)).toEqual({ coin: 200, safebox: 0, points: 300 });
  });

  it('writes inside the caller\'s transaction, and a refusal leaves that transaction usable', async () => {
    const p = await createPlayer(db);
    await db.transaction(async (tx) => {
      const inTx = ledger.within(tx);
      await inTx.transfer(fund(p, 50, `within:${p}:1`));
      await expectRefusal(
        inTx.transfer({ key: `within:${p}:2`, kind: 'bet', asset: 'COIN', debit: playerMain(p), credit: systemAccount('house'), amount: 51 }),
        'insufficient_balance',
      );
      await inTx.transfer({ key: `within:${p}:3`, kind: 'bet', asset: 'COIN', debit: playerMain(p), credit: systemAccount('house'), amount: 50 });
    });
    expect((await readPlayerBalances(db, p)).coin).toBe(0);
    await db.transaction(async (tx) => {
      await ledger.within(tx).transfer(fund(p, 70, `within:${p}:4`));
      throw new Error('caller changed its mind');
    }).catch(() => undefined);
    expect((await readPlayerBalances(db, p)).coin).toBe(0);
    expect((await checkBooks(db)).ok).toBe(true);
  });

  it('puts everything on one row per system account when configured with one shard', async () => {
    const single = createLedger(db, { systemShards: 1 });
    const p = await createPlayer(db);
    for (let i = 0; i < 5; i++) await single.transfer(fund(p, 1, `single:${p}:${i}`));
    const { rows } = await db.query<{ shard: number }>(
      `SELECT DISTINCT a.shard FROM ledger_accounts a JOIN ledger_transfers t ON t.debit_account_id = a.id WHERE t.idempotency_key LIKE $1`,
      [`single:${p}:%`],
    );
    expect(rows).toEqual([{ shard: 0 }]);
  });
});
