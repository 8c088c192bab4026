import { philippineDateSql } from '../../platform/philippine-day.ts';
import type { PhilippineDays } from '../../platform/philippine-day.ts';
import type { Queryable } from '../../platform/db.ts';

/**
 * Money in and out per Philippine day, for the console's dashboard (docs/decisions/066): deposits
 * by the moment they were credited (paid_at), withdrawals by the moment they were paid out
 * (updated_at of a paid order: paid is final, so nothing changes the order's time after it).
 */

export interface DailyPayments {
  /** Philippine calendar date, YYYY-MM-DD. */
  day: string;
  deposits: number;
  depositCount: number;
  /** The paid orders' amounts: what left the players' balances, the fee included. */
  withdrawals: number;
  withdrawalCount: number;
}

export async function readDailyPayments(q: Pick<Queryable, 'query'>, days: PhilippineDays): Promise<DailyPayments[]> {
  const params = [days.start, days.end];
  const [deposits, withdrawals] = await Promise.all([
    q.query<{ day: string; amount: number; n: number }>(
      `SELECT ${philippineDateSql('paid_at')} AS day, sum(amount)::bigint AS amount, count(*)::bigint AS n
         FROM deposit_orders WHERE status = 'paid' AND paid_at >= $1 AND paid_at < $2 GROUP BY 1`,
      params),
    q.query<{ day: string; amount: number; n: number }>(
      `SELECT ${philippineDateSql('updated_at')} AS day, sum(amount)::bigint AS amount, count(*)::bigint AS n
         FROM withdrawal_orders WHERE status = 'paid' AND updated_at >= $1 AND updated_at < $2 GROUP BY 1`,
      params),
  ]);
  const byDay = new Map<string, DailyPayments>();
  const row = (day: string): DailyPayments => {
    let found = byDay.get(day);
    if (!found) byDay.set(day, (found = { day, deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0 }));
    return found;
  };
  for (const r of deposits.rows) Object.assign(row(r.day), { deposits: Number(r.amount), depositCount: Number(r.n) });
  for (const r of withdrawals.rows) Object.assign(row(r.day), { withdrawals: Number(r.amount), withdrawalCount: Number(r.n) });
  return [...byDay.values()];
}
