import type { TradeKind } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

/** Ledger transfer kinds the tickers show, and what each is shown as. */
export const TICKER_TRANSFER_KINDS: Readonly<Record<string, TradeKind>> = {
  deposit: 'deposit',
  withdrawalPaid: 'withdrawal',
  signUpBonus: 'bonus',
  reward: 'bonus',
};

export const BONUS_TRANSFER_KINDS = Object.keys(TICKER_TRANSFER_KINDS).filter((k) => TICKER_TRANSFER_KINDS[k] === 'bonus');

export interface TradeRow {
  id: number;
  kind: string;
  amount: number;
  createdAt: Date;
  account: string;
  countryCode: string;
  mobile: string | null;
}

/**
 * The newest coin transfers of the given kinds that touch a player's main account (read-only
 * over the wallet's ledger), optionally of one player.
 */
export async function readTickerTransfers(q: Queryable, kinds: readonly string[], limit: number, playerId?: number): Promise<TradeRow[]> {
  // Kinds are written into the statement (they are our own constants) so that the planner can
  // use the partial index of 201_lobby_tickers.sql, whose predicate lists them.
  if (kinds.length === 0 || !kinds.every((k) => /^[A-Za-z]+$/.test(k))) throw new Error('readTickerTransfers: bad kinds');
  const { rows } = await q.query<TradeRow>(
    `SELECT t.id, t.kind, t.amount, t.created_at AS "createdAt", p.account, p.country_code AS "countryCode", p.mobile
     FROM ledger_transfers t
     JOIN ledger_accounts a ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.player_id IS NOT NULL AND a.purpose = 'main'
     JOIN players p ON p.id = a.player_id
     WHERE t.kind IN (${kinds.map((k) => `'${k}'`).join(', ')}) AND t.asset = 'COIN' AND ($2::bigint IS NULL OR a.player_id = $2)
     ORDER BY t.id DESC LIMIT $1`,
    [limit, playerId ?? null]);
  return rows;
}

/** Big wins as ticker entries (the winner masked by the caller). */
export async function readBigWinTrades(q: Queryable, limit: number): Promise<Array<{ id: number; phone: string; gameId: number; amount: number; createdAt: Date }>> {
  const { rows } = await q.query<{ id: number; phone: string; gameId: number; amount: number; createdAt: Date }>(
    `SELECT id, phone, game_id AS "gameId", amount, created_at AS "createdAt" FROM big_wins
     ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
  return rows;
}
