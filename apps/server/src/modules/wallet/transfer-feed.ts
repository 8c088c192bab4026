import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { Job } from '../../platform/jobs.ts';
import type { Asset, TransferKind } from '@casino/contract';

/**
 * The wallet's transfer feed: every ledger transfer, in an order that never goes back, for the
 * modules that act on money movements after they commit (VIP experience from bets, task progress,
 * rebates, agent commissions). A consumer reads a batch and applies its effects in the same
 * transaction that moves its cursor, so each transfer is applied exactly once, whatever crashes
 * or how many servers run (the cursor row is locked while a batch is applied). Migration 408
 * explains why the order is (transaction id, transfer id) and not the transfer id alone.
 */

export interface FeedTransfer {
  id: number;
  kind: TransferKind;
  asset: Asset;
  amount: number;
  /** The player whose account was debited (a bet, a withdrawal ...), or null for a system account. */
  debitPlayerId: number | null;
  /** The player whose account was credited (a win, a reward, a deposit ...), or null. */
  creditPlayerId: number | null;
  reference: string;
  createdAt: Date;
}

/** Applies one batch inside the consumer's transaction; use only `tx`. */
export type FeedHandler = (tx: Queryable, transfers: readonly FeedTransfer[]) => Promise<void>;

export interface FeedConsumer {
  /** The consumer's name: one cursor per name. */
  name: string;
  /** Only these kinds reach the handler (the cursor still passes the others). */
  kinds?: readonly TransferKind[];
  handle: FeedHandler;
}

export interface TransferFeed {
  /** Applies the next batch (at most `limit` transfers); answers how many transfers the cursor passed. */
  consumeBatch(consumer: FeedConsumer, limit?: number): Promise<number>;
  /** Consumes until the feed is drained (what is committed and settled now); answers how many. */
  catchUp(consumer: FeedConsumer): Promise<number>;
  /** A background job that catches the consumer up every `intervalSeconds`. */
  job(consumer: FeedConsumer, intervalSeconds: number): Job;
}

export const FEED_BATCH = 500;

interface FeedRow {
  id: string | number;
  txid: string;
  kind: TransferKind;
  asset: Asset;
  amount: string | number;
  debit_player_id: string | number | null;
  credit_player_id: string | number | null;
  reference: string;
  created_at: Date;
}

const toNumber = (v: string | number | null): number | null => (v === null ? null : Number(v));

export function createTransferFeed(deps: { db: Db; clock: Clock }): TransferFeed {
  const { db, clock } = deps;

  async function consumeBatch(consumer: FeedConsumer, limit = FEED_BATCH): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO wallet_feed_cursors (consumer, updated_at) VALUES ($1, $2) ON CONFLICT (consumer) DO NOTHING`,
        [consumer.name, clock.now()],
      );
      // Locked for the batch: a second server consuming the same feed waits, then starts after it.
      const { rows: [cursor] } = await tx.query<{ last_txid: string; last_id: string | number }>(
        'SELECT last_txid::text, last_id FROM wallet_feed_cursors WHERE consumer = $1 FOR UPDATE', [consumer.name]);
      if (!cursor) throw new Error(`feed cursor ${consumer.name} vanished`);
      const { rows } = await tx.query<FeedRow>(
        `SELECT t.id, t.txid::text AS txid, t.kind, t.asset, t.amount, d.player_id AS debit_player_id, c.player_id AS credit_player_id,
                t.reference, t.created_at
           FROM ledger_transfers t
           JOIN ledger_accounts d ON d.id = t.debit_account_id
           JOIN ledger_accounts c ON c.id = t.credit_account_id
          WHERE (t.txid, t.id) > ($1::xid8, $2::bigint) AND t.txid < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY t.txid, t.id
          LIMIT $3`,
        [cursor.last_txid, cursor.last_id, limit],
      );
      const last = rows.at(-1);
      if (!last) return 0;
      const transfers = rows
        .filter((r) => !consumer.kinds || consumer.kinds.includes(r.kind))
        .map((r): FeedTransfer => ({
          id: Number(r.id), kind: r.kind, asset: r.asset, amount: Number(r.amount),
          debitPlayerId: toNumber(r.debit_player_id), creditPlayerId: toNumber(r.credit_player_id),
          reference: r.reference, createdAt: r.created_at,
        }));
      if (transfers.length > 0) await consumer.handle(tx, transfers);
      await tx.query(
        'UPDATE wallet_feed_cursors SET last_txid = $2::xid8, last_id = $3, updated_at = $4 WHERE consumer = $1',
        [consumer.name, last.txid, last.id, clock.now()],
      );
      return rows.length;
    });
  }

  async function catchUp(consumer: FeedConsumer): Promise<number> {
    let total = 0;
    for (let passed = FEED_BATCH; passed === FEED_BATCH; total += passed) passed = await consumeBatch(consumer);
    return total;
  }

  return {
    consumeBatch,
    catchUp,
    job: (consumer, intervalSeconds) => ({
      name: `wallet.feed.${consumer.name}`, intervalSeconds, runAtStart: true,
      run: async () => { await catchUp(consumer); },
    }),
  };
}
