import type { TransferKind } from '@casino/contract';
import { philippineDateSql } from '../../platform/philippine-day.ts';
import type { PhilippineDays } from '../../platform/philippine-day.ts';
import type { SqlRunner } from './transaction.ts';

/**
 * The ledger's coin figures per Philippine day, for the console's dashboard (docs/decisions/066).
 * Read-only; each figure comes from the transfers alone, so it agrees with the books.
 */

export interface DailyMoney {
  /** Philippine calendar date, YYYY-MM-DD. */
  day: string;
  /** Stakes (kind bet) less stakes given back (kind betRefund) that day. */
  bets: number;
  /** Wins paid to players (kind win). */
  wins: number;
  /** Coins out of bonus expense, less any coins back into it. */
  bonusCost: number;
}

export interface DailyMoneyReport {
  /** Only days with any of the figures; the caller fills the others with zeros. */
  days: DailyMoney[];
  /** Each player who placed a bet, once per day. */
  bettors: Array<{ day: string; playerId: number }>;
}

const BET: TransferKind = 'bet';
const BET_REFUND: TransferKind = 'betRefund';
const WIN: TransferKind = 'win';

export async function readDailyMoney(q: SqlRunner, days: PhilippineDays): Promise<DailyMoneyReport> {
  const day = philippineDateSql('t.created_at');
  // The bonus expense account is a few shard rows: naming their ids lets the sums below read
  // transfers alone, without looking up both accounts of every bet.
  const bonus = await q.query<{ id: number }>(
    "SELECT id FROM ledger_accounts WHERE player_id IS NULL AND purpose = 'bonus_expense' AND asset = 'COIN'");
  const bonusIds = bonus.rows.map((r) => Number(r.id));
  const sums = await q.query<{ day: string; bets: number; refunds: number; wins: number; bonus_out: number; bonus_back: number }>(
    `SELECT ${day} AS day,
            coalesce(sum(t.amount) FILTER (WHERE t.kind = $3), 0)::bigint AS bets,
            coalesce(sum(t.amount) FILTER (WHERE t.kind = $4), 0)::bigint AS refunds,
            coalesce(sum(t.amount) FILTER (WHERE t.kind = $5), 0)::bigint AS wins,
            coalesce(sum(t.amount) FILTER (WHERE t.debit_account_id = ANY($6::bigint[])), 0)::bigint AS bonus_out,
            coalesce(sum(t.amount) FILTER (WHERE t.credit_account_id = ANY($6::bigint[])), 0)::bigint AS bonus_back
       FROM ledger_transfers t
      WHERE t.created_at >= $1 AND t.created_at < $2 AND t.asset = 'COIN'
        AND (t.kind IN ($3, $4, $5) OR t.debit_account_id = ANY($6::bigint[]) OR t.credit_account_id = ANY($6::bigint[]))
      GROUP BY 1`,
    [days.start, days.end, BET, BET_REFUND, WIN, bonusIds],
  );
  // Distinct (day, account) first, then the few accounts to players: one lookup per bettor, not per bet.
  const bettors = await q.query<{ day: string; player_id: number }>(
    `SELECT b.day, a.player_id
       FROM (SELECT DISTINCT ${day} AS day, t.debit_account_id
               FROM ledger_transfers t
              WHERE t.created_at >= $1 AND t.created_at < $2 AND t.kind = $3) b
       JOIN ledger_accounts a ON a.id = b.debit_account_id
      WHERE a.player_id IS NOT NULL`,
    [days.start, days.end, BET],
  );
  return {
    days: sums.rows.map((r) => ({
      day: r.day,
      bets: Number(r.bets) - Number(r.refunds),
      wins: Number(r.wins),
      bonusCost: Number(r.bonus_out) - Number(r.bonus_back),
    })),
    bettors: bettors.rows.map((r) => ({ day: r.day, playerId: Number(r.player_id) })),
  };
}
