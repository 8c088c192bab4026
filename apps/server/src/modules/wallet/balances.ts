import type { Balances } from '@casino/contract';
import { tableLevels } from './levels.ts';
import type { LevelSource } from './levels.ts';
import type { SqlRunner } from './transaction.ts';

export interface WalletBalances extends Balances {
  safebox: number;
  hasSafeboxPassword: boolean;
}

/**
 * What refreshData and the user info show of the wallet, read from the ledger in one
 * statement: coin (main), lottery (points), safebox, cumulative bet; and the levels from `levels`.
 */
export async function readBalances(q: SqlRunner, playerId: number, levels: LevelSource = tableLevels): Promise<WalletBalances> {
  const { rows } = await q.query<{ coin: number; safebox: number; points: number; bet: number; has_password: boolean }>(
    `SELECT
       coalesce(max(a.balance) FILTER (WHERE a.asset = 'COIN' AND a.purpose = 'main'), 0)::bigint AS coin,
       coalesce(max(a.balance) FILTER (WHERE a.asset = 'COIN' AND a.purpose = 'safebox'), 0)::bigint AS safebox,
       coalesce(max(a.balance) FILTER (WHERE a.asset = 'POINTS' AND a.purpose = 'main'), 0)::bigint AS points,
       coalesce((SELECT bet_total FROM wallet_wagering WHERE player_id = $1), 0)::bigint AS bet,
       EXISTS (SELECT 1 FROM wallet_safebox_passwords WHERE player_id = $1) AS has_password
     FROM ledger_accounts a WHERE a.player_id = $1`,
    [playerId], { prepared: true },
  );
  const row = rows[0];
  const bet = Number(row?.bet ?? 0);
  return {
    coin: Number(row?.coin ?? 0),
    lottery: Number(row?.points ?? 0),
    safebox: Number(row?.safebox ?? 0),
    bet,
    ...(await levels(q, playerId, bet)),
    hasSafeboxPassword: row?.has_password === true,
  };
}

/**
 * The player's coins (main account) alone: what a game provider is told with each answer. One
 * indexed row, without the levels and the other balances readBalances adds.
 */
export async function readCoin(q: SqlRunner, playerId: number): Promise<number> {
  const { rows } = await q.query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts WHERE player_id = $1 AND asset = 'COIN' AND purpose = 'main'`, [playerId], { prepared: true });
  return Number(rows[0]?.balance ?? 0);
}
