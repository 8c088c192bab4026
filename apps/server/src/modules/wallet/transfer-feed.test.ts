import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { checkBooks } from './books.ts';
import { createLedger, playerMain, systemAccount } from './ledger.ts';
import type { Ledger, TransferRequest } from './ledger.ts';
import { createTransferFeed } from './transfer-feed.ts';
import type { FeedConsumer, FeedTransfer, TransferFeed } from './transfer-feed.ts';
import { createPlayer, onPostgres, openTestDb } from './testing.ts';
import type { TestDb } from './testing.ts';

let db: TestDb;
let ledger: Ledger;
let feed: TransferFeed;

beforeAll(async () => {
  db = await openTestDb();
  ledger = createLedger(db);
  feed = createTransferFeed({ db, clock: manualClock(new Date('2030-01-01T00:00:00Z')) });
});
afterAll(async () => {
  await db.close();
});

let serial = 0;
const fund = (playerId: number, amount: number): TransferRequest => ({
  key: `feed-fund:${playerId}:${++serial}`, kind: 'reward', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(playerId), amount,
});
const bet = (playerId: number, amount: number): TransferRequest => ({
  key: `feed-bet:${playerId}:${++serial}`, kind: 'bet', asset: 'COIN', debit: playerMain(playerId), credit: systemAccount('house'), amount,
});

/** A consumer that records what it was handed, in a table of its own (so effects roll back with it). */
async function recordingConsumer(name: string, options: { kinds?: FeedConsumer['kinds']; failOn?: (t: FeedTransfer) => boolean } = {}) {
  await db.query(`CREATE TABLE IF NOT EXISTS feed_seen (consumer text, transfer_id bigint, PRIMARY KEY (consumer, transfer_id))`);
  const consumer: FeedConsumer = {
    name, kinds: options.kinds,
    async handle(tx: Queryable, transfers: readonly FeedTransfer[]) {
      for (const t of transfers) {
        if (options.failOn?.(t)) throw new Error(`consumer ${name} fails on ${t.id}`);
        await tx.query('INSERT INTO feed_seen (consumer, transfer_id) VALUES ($1, $2)', [name, t.id]);
      }
    },
  };
  const seen = async () =>
    (await db.query<{ transfer_id: string }>('SELECT transfer_id FROM feed_seen WHERE consumer = $1 ORDER BY transfer_id', [name])).rows.map((r) => Number(r.transfer_id));
  return { consumer, seen };
}

describe('the transfer feed', () => {
  it('hands each committed transfer to a consumer once, with its players and kind', async () => {
    const p = await createPlayer(db);
    const funded = await ledger.transfer(fund(p, 10_000));
    const placed = await ledger.transfer(bet(p, 2_500));
    const { consumer, seen } = await recordingConsumer('once');
    const handed: FeedTransfer[] = [];
    const spy: FeedConsumer = { ...consumer, handle: async (tx, ts) => { handed.push(...ts); await consumer.handle(tx, ts); } };

    expect(await feed.catchUp(spy)).toBeGreaterThanOrEqual(2);
    expect(handed.find((t) => t.id === placed.transferId)).toMatchObject({ kind: 'bet', amount: 2_500, debitPlayerId: p, creditPlayerId: null });
    expect(handed.find((t) => t.id === funded.transferId)).toMatchObject({ kind: 'reward', amount: 10_000, debitPlayerId: null, creditPlayerId: p });
    const first = await seen();
    // A second pass finds nothing new: the cursor moved with the effects.
    expect(await feed.catchUp(spy)).toBe(0);
    expect(await seen()).toEqual(first);

    const later = await ledger.transfer(bet(p, 100));
    expect(await feed.catchUp(spy)).toBe(1);
    expect((await seen()).at(-1)).toBe(later.transferId);
    expect((await checkBooks(db)).breaches).toEqual([]);
  });

  it('a consumer sees only the kinds it asks for, and its cursor still passes the others', async () => {
    const p = await createPlayer(db);
    await ledger.transfer(fund(p, 5_000));
    const placed = await ledger.transfer(bet(p, 700));
    const { consumer, seen } = await recordingConsumer('bets-only', { kinds: ['bet'] });
    await feed.catchUp(consumer);
    const ids = await seen();
    expect(ids).toContain(placed.transferId);
    const { rows } = await db.query<{ kind: string }>('SELECT DISTINCT kind FROM ledger_transfers WHERE id = ANY($1::bigint[])', [ids]);
    expect(rows.map((r) => r.kind)).toEqual(['bet']);
    expect(await feed.catchUp(consumer)).toBe(0);
  });

  it('a failing batch applies nothing and leaves the cursor where it was; the next run applies it once', async () => {
    const p = await createPlayer(db);
    await ledger.transfer(fund(p, 5_000));
    let failing = true;
    const { consumer, seen } = await recordingConsumer('flaky', { failOn: () => failing });
    await expect(feed.catchUp(consumer)).rejects.toThrow(/fails on/);
    expect(await seen()).toEqual([]);
    failing = false;
    const applied = await feed.catchUp(consumer);
    expect(applied).toBeGreaterThan(0);
    const once = await seen();
    expect(new Set(once).size).toBe(once.length);
  });

  // Needs two connections at once; PGlite has one, so this runs in the PostgreSQL pass only.
  it.runIf(onPostgres())('does not skip a transfer whose transaction commits after a later one was read', async () => {
    const p = await createPlayer(db);
    await ledger.transfer(fund(p, 10_000));
    const { consumer, seen } = await recordingConsumer('no-gaps');
    await feed.catchUp(consumer);

    // A transfer taken inside a transaction that stays open while another commits and is consumed.
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let slowId = 0;
    const slow = db.transaction(async (tx) => {
      slowId = (await createLedger(tx as never).transfer(bet(p, 300))).transferId;
      await held;
    });
    while (slowId === 0) await new Promise((r) => setImmediate(r));
    // Another player and other system accounts, so it takes no lock the slow transaction holds.
    const quick = await ledger.transfer(fund(await createPlayer(db), 200));
    await feed.catchUp(consumer);
    // The quick one committed, but the slow transaction is still running: neither is handed out
    // yet, or the slow one (an earlier transaction) would land behind the cursor and be lost.
    expect(await seen()).not.toContain(quick.transferId);
    release();
    await slow;
    await feed.catchUp(consumer);
    expect(await seen()).toEqual(expect.arrayContaining([slowId, quick.transferId]));
  });
});
