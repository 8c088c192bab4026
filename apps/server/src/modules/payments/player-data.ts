import { exportList, exportRow } from '../accounts/index.ts';
import type { ClosureCheck, ExportPart } from '../accounts/index.ts';
import { maskAccountNumber } from './banks.ts';

/**
 * Payments' share of the player's own data (docs/decisions/069): its section of the export
 * (totals, bound accounts, deposits, withdrawals; account numbers masked as everywhere) and what
 * keeps an account from closing (a withdrawal still being processed).
 */

const masked = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) => ({ ...row, accountNumber: maskAccountNumber(String(row.accountNumber)) }));

export const paymentsExportPart: ExportPart = async (q, playerId, listLimit) => {
  const totals = await q.query(
    'SELECT total_recharge AS "totalDeposited", first_recharge_at AS "firstDepositAt" FROM payment_player_state WHERE player_id = $1', [playerId]);
  const accounts = await q.query<Record<string, unknown>>(
    `SELECT bank_id AS "bankId", account_name AS "accountName", account_number AS "accountNumber", created_at AS "createdAt", updated_at AS "updatedAt"
       FROM payment_bank_accounts WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, listLimit + 1]);
  const deposits = await q.query(
    `SELECT id AS "orderId", channel_name AS channel, kind, amount, status, created_at AS "createdAt", paid_at AS "paidAt", updated_at AS "updatedAt"
       FROM deposit_orders WHERE player_id = $1 ORDER BY seq DESC LIMIT $2`, [playerId, listLimit + 1]);
  const withdrawals = await q.query<Record<string, unknown>>(
    `SELECT id AS "orderId", bank_id AS "bankId", account_name AS "accountName", account_number AS "accountNumber", amount, fee, status, reason,
            created_at AS "createdAt", updated_at AS "updatedAt"
       FROM withdrawal_orders WHERE player_id = $1 ORDER BY seq DESC LIMIT $2`, [playerId, listLimit + 1]);
  return {
    totals: exportRow(totals.rows[0]) ?? { totalDeposited: 0, firstDepositAt: null },
    boundAccounts: exportList(masked(accounts.rows), listLimit),
    deposits: exportList(deposits.rows, listLimit),
    withdrawals: exportList(masked(withdrawals.rows), listLimit),
  };
};

/** A withdrawal still pending or being paid out keeps the account open: its coins may yet come back. */
export const paymentsClosureCheck: ClosureCheck = async (tx, playerId) => {
  const { rowCount } = await tx.query(
    `SELECT 1 FROM withdrawal_orders WHERE player_id = $1 AND status IN ('pending', 'processing') LIMIT 1`, [playerId]);
  return rowCount > 0 ? { reason: 'withdrawalInProgress' } : null;
};
