import type { Queryable } from '../../platform/db.ts';

/**
 * SQL of the gateway's records: provider_transactions and game_rounds (migration 300). Bets and
 * wins write them through the statements of provider-statements.ts (migration 405).
 */

type Sql = Pick<Queryable, 'query'>;

export type ProviderTransactionKind = 'bet' | 'win' | 'rollback';
export type ProviderTransactionStatus = 'applied' | 'settled' | 'rolled_back' | 'rollback_of_unknown_bet' | 'already_rolled_back';

export interface ProviderTransaction {
  /** walletTransactionId. */
  id: number;
  providerCode: string;
  transactionId: string;
  kind: ProviderTransactionKind;
  playerId: number;
  gameCode: string;
  roundId: string;
  amount: number;
  /** A bet's own id; the bet a win settles or a rollback cancels. */
  betTransactionId: string;
  status: ProviderTransactionStatus;
  transferKey: string | null;
  balanceAfter: number;
  createdAt: Date;
}

export type NewProviderTransaction = Omit<ProviderTransaction, 'id'>;

const COLUMNS = `id, provider_code AS "providerCode", transaction_id AS "transactionId", kind, player_id AS "playerId",
  game_code AS "gameCode", round_id AS "roundId", amount, bet_transaction_id AS "betTransactionId", status,
  transfer_key AS "transferKey", balance_after AS "balanceAfter", created_at AS "createdAt"`;
/**
 * The rows that claim a bet id: bets, and rollbacks that came before their bet (the partial
 * unique index provider_transactions_bet_claim; claims_bet is computed from kind and status,
 * migration 924).
 */
const CLAIMS = 'claims_bet';

export async function findTransaction(q: Sql, providerCode: string, transactionId: string): Promise<ProviderTransaction | null> {
  const { rows } = await q.query<ProviderTransaction>(
    `SELECT ${COLUMNS} FROM provider_transactions WHERE provider_code = $1 AND transaction_id = $2`, [providerCode, transactionId]);
  return rows[0] ?? null;
}

/** A bet id's claim, with what a rollback of the bet needs beyond the common columns. */
export interface BetClaim extends ProviderTransaction {
  /** Turnover the bet paid down (migration 405); null for bets recorded before it and for rollbacks. */
  turnoverPaidDown: number | null;
}

/**
 * The row that claimed a bet id: the bet itself, or a rollback that came before it. Locked
 * when asked, so a win and a rollback of the same bet run one after the other.
 */
export async function findBetClaim(q: Sql, providerCode: string, betTransactionId: string, lock: boolean): Promise<BetClaim | null> {
  const { rows } = await q.query<BetClaim>(
    `SELECT ${COLUMNS}, turnover_paid_down AS "turnoverPaidDown" FROM provider_transactions WHERE provider_code = $1 AND bet_transaction_id = $2 AND ${CLAIMS}${lock ? ' FOR UPDATE' : ''}`,
    [providerCode, betTransactionId]);
  return rows[0] ?? null;
}

/** Null when a concurrent transaction took the id (or the bet claim) first. */
export async function insertTransaction(q: Sql, t: NewProviderTransaction): Promise<ProviderTransaction | null> {
  const { rows } = await q.query<ProviderTransaction>(
    `INSERT INTO provider_transactions (provider_code, transaction_id, kind, player_id, game_code, round_id, amount,
       bet_transaction_id, status, transfer_key, balance_after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [t.providerCode, t.transactionId, t.kind, t.playerId, t.gameCode, t.roundId, t.amount, t.betTransactionId, t.status,
      t.transferKey, t.balanceAfter, t.createdAt]);
  return rows[0] ?? null;
}

export async function setBetStatus(q: Sql, id: number, status: 'settled' | 'rolled_back'): Promise<void> {
  await q.query('UPDATE provider_transactions SET status = $2 WHERE id = $1', [id, status]);
}

export interface RoundKey {
  providerCode: string;
  roundId: string;
  playerId: number;
}

/** Takes a rolled-back bet out of its round's total (open or closed). */
export async function takeBetFromRound(q: Sql, r: RoundKey & { amount: number }): Promise<void> {
  await q.query(
    'UPDATE game_rounds SET total_bet = total_bet - $4 WHERE provider_code = $1 AND round_id = $2 AND player_id = $3',
    [r.providerCode, r.roundId, r.playerId, r.amount]);
}
