import type { Queryable } from '../../platform/db.ts';

/** One game round of a player as operators see it: the game, the stakes and the wins. */
export interface PlayerRoundRow {
  providerCode: string;
  roundId: string;
  gameCode: string;
  /** The catalog game's name on the provider's platform; null when the catalog does not list it. */
  gameName: string | null;
  status: 'open' | 'closed';
  /** Hundredths: bets less rolled-back bets. */
  totalBet: number;
  totalWin: number;
  openedAt: Date;
  closedAt: Date | null;
}

/** A player's latest rounds with every provider (the house included), newest first. */
export async function recentRounds(q: Pick<Queryable, 'query'>, playerId: number, limit: number): Promise<PlayerRoundRow[]> {
  const { rows } = await q.query<{
    provider_code: string; round_id: string; game_code: string; game_name: string | null; status: 'open' | 'closed';
    total_bet: string | number; total_win: string | number; opened_at: Date; closed_at: Date | null;
  }>(
    `SELECT r.provider_code, r.round_id, r.game_code, r.status, r.total_bet, r.total_win, r.opened_at, r.closed_at,
            (SELECT g.name FROM games g JOIN game_brands b ON b.id = g.brand_id JOIN game_platforms p ON p.id = b.platform_id
              WHERE g.code = r.game_code AND p.code = r.provider_code ORDER BY g.id LIMIT 1) AS game_name
       FROM game_rounds r
      WHERE r.player_id = $1
      ORDER BY r.opened_at DESC, r.round_id DESC
      LIMIT $2`,
    [playerId, limit],
  );
  return rows.map((r) => ({
    providerCode: r.provider_code, roundId: r.round_id, gameCode: r.game_code, gameName: r.game_name, status: r.status,
    totalBet: Number(r.total_bet), totalWin: Number(r.total_win), openedAt: new Date(r.opened_at), closedAt: r.closed_at === null ? null : new Date(r.closed_at),
  }));
}
