import type { DepositStatus, RechargeKind, WithdrawalStatus } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

/** SQL of the payments module (migration 400). */

type Q = Pick<Queryable, 'query'>;

// ---- per-player state ----

/** Takes the player's payments lock for the rest of the transaction (creating the row on first use). */
export async function lockPlayerState(tx: Q, playerId: number, now: Date): Promise<void> {
  await tx.query(
    'INSERT INTO payment_player_state (player_id, updated_at) VALUES ($1, $2) ON CONFLICT (player_id) DO NOTHING',
    [playerId, now],
  );
  await tx.query('SELECT player_id FROM payment_player_state WHERE player_id = $1 FOR UPDATE', [playerId]);
}

export async function addRecharge(tx: Q, playerId: number, amount: number, now: Date): Promise<void> {
  await tx.query(
    `UPDATE payment_player_state SET total_recharge = total_recharge + $2,
       first_recharge_at = coalesce(first_recharge_at, $3), updated_at = $3 WHERE player_id = $1`,
    [playerId, amount, now],
  );
}

export interface PaymentSummary {
  /** Sum of the player's paid deposits, in hundredths. */
  totalRecharge: number;
  /** True once a deposit has been paid (the web app hides the first-recharge hint). */
  firstRecharge: boolean;
}

export async function readPaymentSummary(q: Q, playerId: number): Promise<PaymentSummary> {
  const { rows } = await q.query<{ total_recharge: number; first_recharge_at: Date | null }>(
    'SELECT total_recharge, first_recharge_at FROM payment_player_state WHERE player_id = $1', [playerId],
  );
  const row = rows[0];
  return { totalRecharge: Number(row?.total_recharge ?? 0), firstRecharge: row?.first_recharge_at != null };
}

/** totalRecharge and the first credited deposit's time of each given player that has deposited. */
export async function readDepositTotals(q: Q, playerIds: readonly number[]): Promise<Map<number, { totalRecharge: number; firstRechargeAt: Date | null }>> {
  if (playerIds.length === 0) return new Map();
  const { rows } = await q.query<{ player_id: string | number; total_recharge: string | number; first_recharge_at: Date | string | null }>(
    'SELECT player_id, total_recharge, first_recharge_at FROM payment_player_state WHERE player_id = ANY($1::bigint[])', [playerIds],
  );
  return new Map(rows.map((r) => [Number(r.player_id), {
    totalRecharge: Number(r.total_recharge), firstRechargeAt: r.first_recharge_at === null ? null : new Date(r.first_recharge_at),
  }]));
}

/**
 * How many of the player's deposits and withdrawals are still in progress: deposits created or
 * pending (not yet expired), withdrawals pending or processing (their coins are held).
 */
export async function readOpenOrders(q: Q, playerId: number, now: Date): Promise<{ deposits: number; withdrawals: number }> {
  const { rows } = await q.query<{ deposits: string; withdrawals: string }>(
    `SELECT (SELECT count(*) FROM deposit_orders WHERE player_id = $1 AND status IN ('created', 'pending') AND expires_at > $2) AS deposits,
            (SELECT count(*) FROM withdrawal_orders WHERE player_id = $1 AND status IN ('pending', 'processing')) AS withdrawals`,
    [playerId, now],
  );
  return { deposits: Number(rows[0]?.deposits ?? 0), withdrawals: Number(rows[0]?.withdrawals ?? 0) };
}

/** The player's deposits credited from `from` up to (not including) `to` (none: no end), oldest first (then in the order they were made). */
export async function readCreditedDeposits(q: Q, playerId: number, from: Date, to: Date | null): Promise<{ orderId: string; amount: number; at: Date }[]> {
  const { rows } = await q.query<{ id: string; amount: string | number; paid_at: Date | string }>(
    `SELECT id, amount, paid_at FROM deposit_orders
      WHERE player_id = $1 AND status = 'paid' AND paid_at >= $2 AND ($3::timestamptz IS NULL OR paid_at < $3)
      ORDER BY paid_at, seq`,
    [playerId, from, to],
  );
  return rows.map((r) => ({ orderId: r.id, amount: Number(r.amount), at: new Date(r.paid_at) }));
}

// ---- bound accounts ----

export interface BankAccountRow {
  id: number;
  player_id: number;
  bank_id: number;
  account_name: string;
  account_number: string;
  created_at: Date;
  updated_at: Date;
}

export const BANK_ACCOUNT_NUMBER_KEY = 'payment_bank_accounts_number';
export const BANK_ACCOUNT_PLAYER_KEY = 'payment_bank_accounts_player_bank';

export async function listBankAccounts(q: Q, playerId: number): Promise<BankAccountRow[]> {
  const { rows } = await q.query<BankAccountRow>('SELECT * FROM payment_bank_accounts WHERE player_id = $1 ORDER BY updated_at DESC, id DESC', [playerId]);
  return rows;
}

export async function findBankAccount(q: Q, playerId: number, bankId: number): Promise<BankAccountRow | undefined> {
  const { rows } = await q.query<BankAccountRow>('SELECT * FROM payment_bank_accounts WHERE player_id = $1 AND bank_id = $2', [playerId, bankId]);
  return rows[0];
}

/** Another player's account with this number at this bank, if any. */
export async function accountNumberOwner(q: Q, bankId: number, accountNumber: string): Promise<number | null> {
  const { rows } = await q.query<{ player_id: number }>(
    'SELECT player_id FROM payment_bank_accounts WHERE bank_id = $1 AND account_number = $2', [bankId, accountNumber],
  );
  return rows[0] ? Number(rows[0].player_id) : null;
}

export async function insertBankAccount(q: Q, a: { playerId: number; bankId: number; accountName: string; accountNumber: string; now: Date }): Promise<BankAccountRow> {
  const { rows } = await q.query<BankAccountRow>(
    `INSERT INTO payment_bank_accounts (player_id, bank_id, account_name, account_number, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING *`,
    [a.playerId, a.bankId, a.accountName, a.accountNumber, a.now],
  );
  return rows[0] as BankAccountRow;
}

export async function updateBankAccount(q: Q, id: number, a: { accountName: string; accountNumber: string; now: Date }): Promise<BankAccountRow> {
  const { rows } = await q.query<BankAccountRow>(
    'UPDATE payment_bank_accounts SET account_name = $2, account_number = $3, updated_at = $4 WHERE id = $1 RETURNING *',
    [id, a.accountName, a.accountNumber, a.now],
  );
  return rows[0] as BankAccountRow;
}

export async function hasOpenWithdrawalTo(q: Q, bankAccountId: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM withdrawal_orders WHERE bank_account_id = $1 AND status IN ('pending', 'processing') LIMIT 1`, [bankAccountId],
  );
  return rows.length > 0;
}

// ---- deposit orders ----

export interface DepositRow {
  id: string;
  player_id: number;
  channel_id: number;
  channel_name: string;
  kind: RechargeKind;
  provider: string;
  provider_ref: string | null;
  amount: number;
  act_type: number;
  status: DepositStatus;
  instructions: Record<string, unknown>;
  needs_review: boolean;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  updated_at: Date;
  last_checked_at: Date | null;
}

export async function insertDeposit(q: Q, d: {
  id: string; playerId: number; channelId: number; channelName: string; kind: RechargeKind; provider: string;
  amount: number; actType: number; now: Date; expiresAt: Date;
}): Promise<void> {
  await q.query(
    `INSERT INTO deposit_orders (id, player_id, channel_id, channel_name, kind, provider, amount, act_type, status, created_at, expires_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'created', $9, $10, $9)`,
    [d.id, d.playerId, d.channelId, d.channelName, d.kind, d.provider, d.amount, d.actType, d.now, d.expiresAt],
  );
}

export async function lockDeposit(tx: Q, id: string): Promise<DepositRow | undefined> {
  const { rows } = await tx.query<DepositRow>('SELECT * FROM deposit_orders WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export async function findDeposit(q: Q, playerId: number, id: string): Promise<DepositRow | undefined> {
  const { rows } = await q.query<DepositRow>('SELECT * FROM deposit_orders WHERE id = $1 AND player_id = $2', [id, playerId]);
  return rows[0];
}

export async function latestDeposit(q: Q, playerId: number): Promise<DepositRow | undefined> {
  const { rows } = await q.query<DepositRow>('SELECT * FROM deposit_orders WHERE player_id = $1 ORDER BY seq DESC LIMIT 1', [playerId]);
  return rows[0];
}

/** Moves an order from one status to another; false when it was no longer in `from`. */
export async function setDepositStatus(tx: Q, id: string, from: DepositStatus, to: DepositStatus, at: Date, extra: {
  providerRef?: string; instructions?: Record<string, unknown>; paidAt?: Date;
} = {}): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE deposit_orders SET status = $3, updated_at = $4,
       provider_ref = coalesce($5, provider_ref),
       instructions = coalesce($6::jsonb, instructions),
       paid_at = coalesce($7, paid_at)
     WHERE id = $1 AND status = $2`,
    [id, from, to, at, extra.providerRef ?? null, extra.instructions ? JSON.stringify(extra.instructions) : null, extra.paidAt ?? null],
  );
  return rowCount > 0;
}

export async function flagDepositForReview(q: Q, id: string, at: Date): Promise<void> {
  await q.query('UPDATE deposit_orders SET needs_review = true, updated_at = $2 WHERE id = $1', [id, at]);
}

export async function markDepositChecked(q: Q, id: string, at: Date): Promise<void> {
  await q.query('UPDATE deposit_orders SET last_checked_at = $2 WHERE id = $1', [id, at]);
}

export async function countOpenDeposits(q: Q, playerId: number, now: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::bigint AS n FROM deposit_orders WHERE player_id = $1 AND status IN ('created', 'pending') AND expires_at > $2`,
    [playerId, now],
  );
  return Number(rows[0]?.n ?? 0);
}

export interface PageQuery { page: number; pageSize: number }

export async function listDeposits(q: Q, playerId: number, filter: { statuses?: readonly DepositStatus[]; id?: string } & PageQuery): Promise<{ rows: DepositRow[]; total: number }> {
  const where = `player_id = $1 AND ($2::text[] IS NULL OR status = ANY($2::text[])) AND ($3::text IS NULL OR id = $3::text)`;
  const params = [playerId, filter.statuses ? [...filter.statuses] : null, filter.id ?? null];
  const counted = await q.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM deposit_orders WHERE ${where}`, params);
  const total = Number(counted.rows[0]?.n ?? 0);
  const { rows } = await q.query<DepositRow>(
    `SELECT * FROM deposit_orders WHERE ${where} ORDER BY seq DESC LIMIT $4 OFFSET $5`,
    [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return { rows, total };
}

/** Open orders the provider should be asked about: old enough, or past expiry, and not asked lately. */
export async function depositsDueForCheck(q: Q, now: Date, olderThan: Date, notCheckedSince: Date, limit: number): Promise<DepositRow[]> {
  const { rows } = await q.query<DepositRow>(
    `SELECT * FROM deposit_orders
      WHERE status IN ('created', 'pending') AND (created_at <= $2 OR expires_at <= $1)
        AND (last_checked_at IS NULL OR last_checked_at <= $3)
      ORDER BY seq LIMIT $4`,
    [now, olderThan, notCheckedSince, limit],
  );
  return rows;
}

// ---- withdrawal orders ----

export interface WithdrawalRow {
  id: string;
  player_id: number;
  request_id: string;
  bank_account_id: number;
  bank_id: number;
  account_name: string;
  account_number: string;
  amount: number;
  fee: number;
  provider: string;
  provider_ref: string | null;
  status: WithdrawalStatus;
  reason: string;
  created_at: Date;
  updated_at: Date;
  last_checked_at: Date | null;
}

export async function findWithdrawalByRequest(q: Q, playerId: number, requestId: string): Promise<WithdrawalRow | undefined> {
  const { rows } = await q.query<WithdrawalRow>('SELECT * FROM withdrawal_orders WHERE player_id = $1 AND request_id = $2', [playerId, requestId]);
  return rows[0];
}

export async function insertWithdrawal(q: Q, w: {
  id: string; playerId: number; requestId: string; account: BankAccountRow; amount: number; fee: number; provider: string; now: Date;
}): Promise<WithdrawalRow> {
  const { rows } = await q.query<WithdrawalRow>(
    `INSERT INTO withdrawal_orders (id, player_id, request_id, bank_account_id, bank_id, account_name, account_number, amount, fee, provider, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $11) RETURNING *`,
    [w.id, w.playerId, w.requestId, w.account.id, w.account.bank_id, w.account.account_name, w.account.account_number, w.amount, w.fee, w.provider, w.now],
  );
  return rows[0] as WithdrawalRow;
}

export async function lockWithdrawal(tx: Q, id: string): Promise<WithdrawalRow | undefined> {
  const { rows } = await tx.query<WithdrawalRow>('SELECT * FROM withdrawal_orders WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

/** Locks one of the player's own withdrawals; another player's order is not found. */
export async function lockPlayerWithdrawal(tx: Q, playerId: number, id: string): Promise<WithdrawalRow | undefined> {
  const { rows } = await tx.query<WithdrawalRow>('SELECT * FROM withdrawal_orders WHERE id = $1 AND player_id = $2 FOR UPDATE', [id, playerId]);
  return rows[0];
}

export async function findWithdrawal(q: Q, id: string): Promise<WithdrawalRow | undefined> {
  const { rows } = await q.query<WithdrawalRow>('SELECT * FROM withdrawal_orders WHERE id = $1', [id]);
  return rows[0];
}

export async function setWithdrawalStatus(tx: Q, id: string, from: WithdrawalStatus, to: WithdrawalStatus, at: Date, extra: {
  reason?: string; providerRef?: string; provider?: string;
} = {}): Promise<WithdrawalRow | undefined> {
  const { rows } = await tx.query<WithdrawalRow>(
    `UPDATE withdrawal_orders SET status = $3, updated_at = $4, reason = coalesce($5, reason),
       provider_ref = coalesce($6, provider_ref), provider = coalesce($7, provider)
     WHERE id = $1 AND status = $2 RETURNING *`,
    [id, from, to, at, extra.reason ?? null, extra.providerRef ?? null, extra.provider ?? null],
  );
  return rows[0];
}

export async function setWithdrawalProviderRef(q: Q, id: string, providerRef: string, at: Date): Promise<void> {
  await q.query('UPDATE withdrawal_orders SET provider_ref = $2, last_checked_at = $3 WHERE id = $1', [id, providerRef, at]);
}

export async function markWithdrawalChecked(q: Q, id: string, at: Date): Promise<void> {
  await q.query('UPDATE withdrawal_orders SET last_checked_at = $2 WHERE id = $1', [id, at]);
}

/** Withdrawals requested since `since` that still count toward the daily limits (not rejected, failed or cancelled). */
export async function withdrawnSince(q: Q, playerId: number, since: Date): Promise<{ amount: number; count: number }> {
  const { rows } = await q.query<{ amount: number; count: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS amount, count(*)::bigint AS count FROM withdrawal_orders
      WHERE player_id = $1 AND created_at >= $2 AND status NOT IN ('rejected', 'failed', 'cancelled')`,
    [playerId, since],
  );
  return { amount: Number(rows[0]?.amount ?? 0), count: Number(rows[0]?.count ?? 0) };
}

export async function listWithdrawals(q: Q, filter: { playerId?: number; statuses?: readonly WithdrawalStatus[] } & PageQuery): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = `($1::bigint IS NULL OR player_id = $1::bigint) AND ($2::text[] IS NULL OR status = ANY($2::text[]))`;
  const params = [filter.playerId ?? null, filter.statuses ? [...filter.statuses] : null];
  const counted = await q.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM withdrawal_orders WHERE ${where}`, params);
  const total = Number(counted.rows[0]?.n ?? 0);
  // Players see their newest first; operators work the queue oldest first.
  const order = filter.playerId === undefined ? 'seq ASC' : 'seq DESC';
  const { rows } = await q.query<WithdrawalRow>(
    `SELECT * FROM withdrawal_orders WHERE ${where} ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
  );
  return { rows, total };
}

/** Approved withdrawals whose payout has not been confirmed and was not asked about lately. */
export async function payoutsDueForCheck(q: Q, notCheckedSince: Date, limit: number): Promise<WithdrawalRow[]> {
  const { rows } = await q.query<WithdrawalRow>(
    `SELECT * FROM withdrawal_orders WHERE status = 'processing' AND (last_checked_at IS NULL OR last_checked_at <= $1)
      ORDER BY seq LIMIT $2`,
    [notCheckedSince, limit],
  );
  return rows;
}

// ---- history ----

export async function recordTransition(q: Q, t: {
  kind: 'deposit' | 'withdrawal'; orderId: string; from: string | null; to: string; cause: string; detail?: Record<string, unknown>; at: Date;
}): Promise<void> {
  await q.query(
    `INSERT INTO payment_order_transitions (order_kind, order_id, from_status, to_status, cause, detail, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [t.kind, t.orderId, t.from, t.to, t.cause, JSON.stringify(t.detail ?? {}), t.at],
  );
}

export type CallbackOutcome =
  | 'applied' | 'replayed' | 'ignored' | 'amount_mismatch' | 'unknown_order'
  | 'signature_invalid' | 'stale' | 'malformed';

export async function recordCallback(q: Q, c: {
  provider: string; eventId: string | null; eventType: string | null; orderKind: string | null; orderId: string | null;
  amount: number | null; outcome: CallbackOutcome; bodySha256: string; at: Date;
}): Promise<void> {
  await q.query(
    `INSERT INTO payment_callbacks (provider, event_id, event_type, order_kind, order_id, amount, outcome, body_sha256, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [c.provider, c.eventId, c.eventType, c.orderKind, c.orderId, c.amount, c.outcome, c.bodySha256, c.at],
  );
}
