import { exportList } from '../accounts/index.ts';
import type { ClosureCheck, ExportPart } from '../accounts/index.ts';
import type { WalletService } from './service.ts';

/**
 * The wallet's share of the player's own data (docs/decisions/069): its section of the export
 * (balances, wagering, the ledger transfers of the player's accounts) and what keeps an account
 * from closing (coins left in the wallet or the safebox).
 */

/** The wallet's section: balances, wagering, and the player's ledger movements, newest first. */
export function walletExportPart(wallet: Pick<WalletService, 'readBalances'>): ExportPart {
  return async (q, playerId, listLimit) => {
    const { coin, lottery, safebox, bet, hasSafeboxPassword } = await wallet.readBalances(playerId, q);
    const wagering = await q.query<{ turnoverOwed: number; turnoverRequired: number }>(
      'SELECT turnover_owed AS "turnoverOwed", turnover_required AS "turnoverRequired" FROM wallet_wagering WHERE player_id = $1', [playerId]);
    // One row per movement of one of the player's accounts: a move between their own wallet and
    // safebox shows twice, once on each. Only the player's side of a transfer is shown.
    const transfers = await q.query(
      `SELECT t.id AS "transferId", t.kind, t.asset, a.purpose AS account,
              CASE WHEN t.credit_account_id = a.id THEN t.amount ELSE -t.amount END AS amount,
              CASE WHEN t.credit_account_id = a.id THEN t.credit_balance_after ELSE t.debit_balance_after END AS "balanceAfter",
              t.reference, t.created_at AS "createdAt"
         FROM ledger_accounts a
         JOIN LATERAL (
           (SELECT * FROM ledger_transfers WHERE debit_account_id = a.id ORDER BY id DESC LIMIT $2)
           UNION ALL
           (SELECT * FROM ledger_transfers WHERE credit_account_id = a.id ORDER BY id DESC LIMIT $2)
         ) t ON true
        WHERE a.player_id = $1
        ORDER BY t.id DESC, a.purpose LIMIT $2`,
      [playerId, listLimit + 1]);
    return {
      balances: { coin, points: lottery, safebox, betTotal: bet, hasSafeboxPassword },
      wagering: wagering.rows[0] ?? { turnoverOwed: 0, turnoverRequired: 0 },
      transfers: exportList(transfers.rows, listLimit),
    };
  };
}

/** Coins left in the wallet or the safebox (1 hundredth is enough) keep the account open; the rows stay locked until the closure commits. */
export const walletClosureCheck: ClosureCheck = async (tx, playerId) => {
  const { rows } = await tx.query<{ purpose: string; balance: number }>(
    `SELECT purpose, balance FROM ledger_accounts WHERE player_id = $1 AND asset = 'COIN' ORDER BY id FOR UPDATE`, [playerId]);
  const coin = Number(rows.find((r) => r.purpose === 'main')?.balance ?? 0);
  const safebox = Number(rows.find((r) => r.purpose === 'safebox')?.balance ?? 0);
  return coin >= 1 || safebox >= 1 ? { reason: 'balanceLeft', coin, safebox } : null;
};
