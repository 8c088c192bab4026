import { maskName, maskPhone } from '@casino/contract';
import type { BigWin } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

export type BigWinList = 'jackpot' | 'new_year';

export interface NewBigWin {
  /** jackpot (default): the home ticker; new_year: wins of the New Year event. */
  list?: BigWinList;
  playerId: number;
  gameId: number;
  /** The win, in hundredths (> 0). */
  amount: number;
  at: Date;
}

/**
 * Records a big win for the lobby ticker: the lobby subscribes it to play's bigWin, published
 * when the gateway pays a win it counts as big. The winner is shown by phone (country code +
 * number) or, without a bound phone, by account name, masked when listed. Runs in the caller's
 * transaction when given one.
 */
export async function recordBigWin(q: Queryable, win: NewBigWin): Promise<void> {
  if (!Number.isSafeInteger(win.amount) || win.amount <= 0) throw new Error('recordBigWin: amount must be a positive integer of hundredths');
  const { rowCount } = await q.query(
    `INSERT INTO big_wins (list, player_id, phone, game_id, amount, created_at)
     SELECT $1, p.id, CASE WHEN p.mobile IS NOT NULL THEN p.country_code || p.mobile ELSE p.account END, $3, $4, $5
     FROM players p WHERE p.id = $2`,
    [win.list ?? 'jackpot', win.playerId, win.gameId, win.amount, win.at]);
  if (rowCount !== 1) throw new Error(`recordBigWin: no player ${win.playerId}`);
}

/** Masks what the ticker shows of a winner: digits as a phone, anything else as a name. */
export const maskWinner = (phoneOrName: string): string => (/^\d+$/.test(phoneOrName) ? maskPhone(phoneOrName) : maskName(phoneOrName));

/** The newest wins of a list, masked. */
export async function listBigWins(q: Queryable, list: BigWinList, limit: number): Promise<BigWin[]> {
  const { rows } = await q.query<{ phone: string; gameId: number; amount: number; createdAt: Date }>(
    `SELECT phone, game_id AS "gameId", amount, created_at AS "createdAt" FROM big_wins
     WHERE list = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [list, limit]);
  return rows.map((r) => ({ phone: maskWinner(r.phone), gameId: r.gameId, amount: r.amount, timestamp: r.createdAt.getTime() }));
}
