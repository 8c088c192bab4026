import { WalletErrcode } from '@casino/contract';
import { refusal } from '../../platform/refusal.ts';
import type { SqlRunner } from './transaction.ts';

/**
 * Wagering: the cumulative bet of a player (the user info `bet`) and the turnover still owed.
 * A coin reward with betRate r adds amount * r to what is owed; every bet pays it down; no
 * withdrawal while anything is owed. Rows are changed by single upserts, so concurrent bets
 * and rewards of one player add up without lost updates.
 */

export interface TurnoverStatus {
  /** Still to bet, in hundredths. */
  owed: number;
  /** Required by the rewards of the current wagering cycle; a new cycle starts once owed is 0. */
  required: number;
  /** Share of the requirement met, 0 to 1 (1 when nothing is required). */
  progress: number;
}

/** $4: the key of the transfer the change belongs to, or NULL. */
const UNLESS_TRANSFERRED = '($4::text IS NULL OR NOT EXISTS (SELECT 1 FROM ledger_transfers WHERE idempotency_key = $4::text))';

/** Turnover a reward adds: amount times betRate, rounded up to a hundredth. */
export function turnoverFor(amount: number, betRate: number): number {
  if (!(betRate >= 0) || !Number.isFinite(betRate)) throw new RangeError('betRate must be a non-negative number');
  // betRate is a multiplier with at most two decimals (3, 1.5); integer maths avoids 0.1 + 0.2 drift.
  const rateHundredths = BigInt(Math.round(betRate * 100));
  const owed = (BigInt(amount) * rateHundredths + 99n) / 100n;
  return Number(owed);
}

/**
 * `newTransferKey`: change nothing when a transfer with that key already exists. Callers update
 * wagering before the transfer it belongs to, so that the player's wagering row is always
 * locked before ledger rows (one lock order, no deadlocks) and the hot house row is held for
 * as short a time as possible; a replayed transfer then finds its key and adds nothing twice.
 */
export async function addTurnover(q: SqlRunner, playerId: number, amount: number, at: Date, newTransferKey?: string): Promise<void> {
  if (amount <= 0) return;
  await q.query(
    `INSERT INTO wallet_wagering (player_id, turnover_owed, turnover_required, updated_at)
     SELECT $1, $2, $2, $3 WHERE ${UNLESS_TRANSFERRED}
     ON CONFLICT (player_id) DO UPDATE SET
       turnover_required = CASE WHEN wallet_wagering.turnover_owed = 0 THEN $2 ELSE wallet_wagering.turnover_required + $2 END,
       turnover_owed = wallet_wagering.turnover_owed + $2,
       updated_at = $3`,
    [playerId, amount, at, newTransferKey ?? null],
  );
}

/** Adds a bet to the cumulative bet and pays down the turnover owed (newTransferKey: see addTurnover). */
export async function recordBet(q: SqlRunner, playerId: number, amount: number, at: Date, newTransferKey?: string): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('bet amount must be a positive integer of hundredths');
  // The SQL function of migration 405, which the gateway's one-statement bet also runs.
  await q.query('SELECT wallet_record_bet($1::bigint, $2::bigint, $3::timestamptz, $4::text)', [playerId, amount, at, newTransferKey ?? null]);
}

/**
 * Takes a refunded bet back out of wagering: its amount out of the cumulative bet (a bet adds
 * all of it) and the turnover it paid down back onto what is owed. `paidDown` is that figure as
 * the bet recorded it (the gateway's bets since migration 405); the requirement grows with it
 * when a reward started a new cycle since the bet. Without the figure (bets recorded before it)
 * the bet's whole amount is owed again, capped at the requirement: where the bet paid down less
 * than its amount this owes more than before the bet, the safe side for the house.
 * Callers guard against a second reversal of one bet (the gateway: the bet's status).
 */
export async function reverseBet(q: SqlRunner, playerId: number, amount: number, at: Date, paidDown: number | null = null): Promise<void> {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('bet amount must be a positive integer of hundredths');
  if (paidDown !== null && (!Number.isSafeInteger(paidDown) || paidDown < 0 || paidDown > amount)) {
    throw new RangeError('paid-down turnover must be an integer of hundredths from 0 to the bet amount');
  }
  await q.query(
    `UPDATE wallet_wagering SET
       bet_total = greatest(bet_total - $2, 0),
       turnover_owed = CASE WHEN $4::bigint IS NULL THEN least(turnover_owed + $2, turnover_required) ELSE turnover_owed + $4::bigint END,
       turnover_required = CASE WHEN $4::bigint IS NULL THEN turnover_required ELSE greatest(turnover_required, turnover_owed + $4::bigint) END,
       updated_at = $3
     WHERE player_id = $1`,
    [playerId, amount, at, paidDown],
  );
}

export async function turnoverStatus(q: SqlRunner, playerId: number, lock = false): Promise<TurnoverStatus> {
  const { rows } = await q.query<{ owed: number; required: number }>(
    `SELECT turnover_owed AS owed, turnover_required AS required FROM wallet_wagering WHERE player_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [playerId],
  );
  const owed = Number(rows[0]?.owed ?? 0);
  const required = Number(rows[0]?.required ?? 0);
  const progress = required === 0 ? 1 : Math.floor(((required - owed) / required) * 10_000) / 10_000;
  return { owed, required, progress };
}

/**
 * Refuses while reward turnover is owed (checked by withdrawals). Inside the withdrawal's
 * transaction the wagering row stays locked, so a reward granted meanwhile waits for it.
 */
export async function assertWithdrawable(q: SqlRunner, playerId: number): Promise<void> {
  const { owed } = await turnoverStatus(q, playerId, true);
  if (owed > 0) {
    throw refusal(WalletErrcode.TurnoverOutstanding, `Bet another ${(owed / 100).toFixed(2)} before withdrawing`);
  }
}
