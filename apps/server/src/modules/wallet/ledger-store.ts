import type { Queryable } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db.ts';

/** SQL of the ledger. The transfer itself is the ledger_transfer function of migration 100. */

type SqlRunner = Pick<Queryable, 'query'>;

/** How the database names an account: a player's (by purpose) or a system account's shard. */
export interface AccountColumns {
  playerId: number | null;
  purpose: string;
  shard: number;
}

export interface TransferRow {
  key: string;
  contentHash: string;
  kind: string;
  asset: string;
  debit: AccountColumns;
  credit: AccountColumns;
  amount: number;
  reference: string;
  meta: Record<string, unknown>;
  at: Date;
}

export type TransferOutcome =
  | { outcome: 'applied' | 'replayed'; transferId: number; debitBalanceAfter: number; creditBalanceAfter: number; createdAt: Date }
  | { outcome: 'conflict' | 'insufficient' | 'in_progress' };

const ARG_TYPES = ['text', 'text', 'text', 'text', 'bigint', 'text', 'smallint', 'bigint', 'text', 'smallint', 'bigint', 'text', 'jsonb', 'timestamptz'];

/**
 * ledger_transfer's fourteen arguments as typed placeholders from $first on, for SQL that runs a
 * transfer as part of a larger statement (the gateway's bet and win, migration 405).
 */
export const transferArgPlaceholders = (first: number): string => ARG_TYPES.map((type, i) => `$${first + i}::${type}`).join(', ');

/** The values for transferArgPlaceholders; with no transfer, NULL but for the time (`at`), which the statement still uses. */
export function transferArgs(t: TransferRow | null, at: Date): unknown[] {
  if (t === null) return [...ARG_TYPES.slice(1).map(() => null), at.toISOString()];
  return [
    t.key, t.contentHash, t.kind, t.asset,
    t.debit.playerId, t.debit.purpose, t.debit.shard,
    t.credit.playerId, t.credit.purpose, t.credit.shard,
    t.amount, t.reference, JSON.stringify(t.meta), t.at.toISOString(),
  ];
}

const TRANSFER_SQL = `SELECT outcome, transfer_id, debit_balance_after, credit_balance_after, created_at
  FROM ledger_transfer(${transferArgPlaceholders(1)})`;

interface OutcomeRow {
  outcome: 'applied' | 'replayed' | 'conflict' | 'insufficient';
  transfer_id: number | null;
  debit_balance_after: number | null;
  credit_balance_after: number | null;
  created_at: Date | string | null;
}

export async function applyTransferRow(q: SqlRunner, t: TransferRow): Promise<TransferOutcome> {
  let rows: OutcomeRow[];
  try {
    ({ rows } = await q.query<OutcomeRow>(TRANSFER_SQL, transferArgs(t, t.at)));
  } catch (err) {
    // The same key committed by a concurrent transfer while this one was running.
    if (isUniqueViolation(err, 'ledger_transfers_idempotency_key')) return { outcome: 'in_progress' };
    throw err;
  }
  const row = rows[0];
  if (row === undefined) throw new Error('ledger_transfer returned no row');
  if (row.outcome === 'conflict' || row.outcome === 'insufficient') return { outcome: row.outcome };
  return {
    outcome: row.outcome,
    transferId: Number(row.transfer_id),
    debitBalanceAfter: Number(row.debit_balance_after),
    creditBalanceAfter: Number(row.credit_balance_after),
    createdAt: new Date(row.created_at ?? 0),
  };
}

export interface PlayerBalances {
  coin: number;
  safebox: number;
  points: number;
}

/** A player's balances; accounts not created yet count as 0. */
/**
 * Locks a system account's shard row (when it exists yet) for the caller's transaction: for a
 * caller that must take the shard before other rows, in the order the gateway's batches take them.
 */
export async function lockSystemShard(q: SqlRunner, account: AccountColumns, asset = 'COIN'): Promise<void> {
  if (account.playerId !== null) throw new Error('lockSystemShard: a player account has no shards');
  await q.query('SELECT 1 FROM ledger_accounts WHERE player_id IS NULL AND purpose = $1 AND asset = $2 AND shard = $3 FOR UPDATE', [account.purpose, asset, account.shard]);
}

export async function readPlayerBalances(q: SqlRunner, playerId: number): Promise<PlayerBalances> {
  const { rows } = await q.query<{ coin: number; safebox: number; points: number }>(
    `SELECT
       coalesce(max(balance) FILTER (WHERE asset = 'COIN' AND purpose = 'main'), 0)::bigint AS coin,
       coalesce(max(balance) FILTER (WHERE asset = 'COIN' AND purpose = 'safebox'), 0)::bigint AS safebox,
       coalesce(max(balance) FILTER (WHERE asset = 'POINTS' AND purpose = 'main'), 0)::bigint AS points
     FROM ledger_accounts WHERE player_id = $1`,
    [playerId],
  );
  const row = rows[0];
  return { coin: Number(row?.coin ?? 0), safebox: Number(row?.safebox ?? 0), points: Number(row?.points ?? 0) };
}

/** Balance of a system account: the sum of its shards. */
export async function readSystemBalance(q: SqlRunner, purpose: string, asset: string): Promise<number> {
  const { rows } = await q.query<{ balance: number }>(
    `SELECT coalesce(sum(balance), 0)::bigint AS balance FROM ledger_accounts
      WHERE player_id IS NULL AND purpose = $1 AND asset = $2`,
    [purpose, asset],
  );
  return Number(rows[0]?.balance ?? 0);
}
