import type { Queryable } from '../../platform/db.ts';

/** A game round as the wallet's transfer feed names it: a bet's `reference` (`<provider>:<round id>`) and its player. */
export interface RoundRef {
  reference: string;
  playerId: number;
}

/**
 * The catalog game of each round, in one query: the game of that code on the platform of the
 * provider's code (every provider's default platform), else the game of the player's session
 * with that provider and game code (a provider serving platforms of other codes; rare, and not
 * indexed). Keyed by reference; rounds it cannot place are left out.
 */
export async function gamesOfRounds(q: Pick<Queryable, 'query'>, rounds: readonly RoundRef[]): Promise<Map<string, number>> {
  if (rounds.length === 0) return new Map();
  const { rows } = await q.query<{ reference: string; game_id: number | null }>(
    `SELECT w.reference,
            coalesce(
              (SELECT g.id FROM games g JOIN game_brands b ON b.id = g.brand_id JOIN game_platforms p ON p.id = b.platform_id
                WHERE g.code = r.game_code AND p.code = r.provider_code ORDER BY g.id LIMIT 1),
              (SELECT s.game_id FROM game_sessions s
                WHERE s.player_id = r.player_id AND s.provider_code = r.provider_code AND s.game_code = r.game_code
                ORDER BY s.id DESC LIMIT 1)
            ) AS game_id
       FROM unnest($1::text[], $2::bigint[]) AS w (reference, player_id)
       JOIN game_rounds r ON r.provider_code = split_part(w.reference, ':', 1)
                         AND r.round_id = substr(w.reference, length(split_part(w.reference, ':', 1)) + 2)
                         AND r.player_id = w.player_id`,
    [rounds.map((r) => r.reference), rounds.map((r) => r.playerId)],
  );
  const games = new Map<string, number>();
  for (const row of rows) if (row.game_id !== null) games.set(row.reference, Number(row.game_id));
  return games;
}
