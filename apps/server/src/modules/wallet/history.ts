import type { Asset, TransactionRecord, TransferKind } from '@casino/contract';
import type { SqlRunner } from './transaction.ts';

/**
 * A player's ledger history: one row per leg on one of the player's own accounts, newest
 * first. A move between two of the player's accounts (safebox) shows both legs.
 */

export interface HistoryQuery {
  page: number;
  pageSize: number;
  kinds?: readonly TransferKind[];
  asset?: Asset;
  /** ms since epoch, inclusive. */
  from?: number;
  /** ms since epoch, exclusive. */
  to?: number;
}

export interface HistoryPage {
  list: TransactionRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/** The legs of the player's accounts that match the filter ($1 player, $2 asset, $3 kinds, $4 from, $5 to). */
const MATCHING_LEGS = `
  WITH mine AS (
    SELECT id, asset, purpose FROM ledger_accounts WHERE player_id = $1 AND ($2::text IS NULL OR asset = $2::text)
  ), legs AS (
    SELECT t.id, t.kind, -t.amount AS amount, t.debit_balance_after AS balance_after, m.asset, m.purpose, t.created_at, t.reference
      FROM mine m JOIN ledger_transfers t ON t.debit_account_id = m.id
    UNION ALL
    SELECT t.id, t.kind, t.amount, t.credit_balance_after, m.asset, m.purpose, t.created_at, t.reference
      FROM mine m JOIN ledger_transfers t ON t.credit_account_id = m.id
  )
  SELECT * FROM legs
   WHERE ($3::text[] IS NULL OR kind = ANY($3::text[]))
     AND ($4::timestamptz IS NULL OR created_at >= $4::timestamptz)
     AND ($5::timestamptz IS NULL OR created_at < $5::timestamptz)`;

interface LegRow {
  id: number;
  kind: TransferKind;
  amount: number;
  balance_after: number;
  asset: Asset;
  purpose: 'main' | 'safebox';
  created_at: Date | string;
  reference: string;
}

export async function readHistory(q: SqlRunner, playerId: number, query: HistoryQuery): Promise<HistoryPage> {
  const { page, pageSize } = query;
  const params = [
    playerId,
    query.asset ?? null,
    query.kinds && query.kinds.length > 0 ? [...query.kinds] : null,
    query.from === undefined ? null : new Date(query.from).toISOString(),
    query.to === undefined ? null : new Date(query.to).toISOString(),
  ];
  const counted = await q.query<{ total: number }>(`SELECT count(*)::bigint AS total FROM (${MATCHING_LEGS}) matching`, params);
  const total = Number(counted.rows[0]?.total ?? 0);
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { list: [], total, page, pageSize };
  const { rows } = await q.query<LegRow>(
    `${MATCHING_LEGS} ORDER BY id DESC, purpose ASC LIMIT $6 OFFSET $7`,
    [...params, pageSize, offset],
  );
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      asset: r.asset,
      account: r.purpose,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      createdAt: new Date(r.created_at).getTime(),
      reference: r.reference,
    })),
    total,
    page,
    pageSize,
  };
}
