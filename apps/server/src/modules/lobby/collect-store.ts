import type { Queryable } from '../../platform/db.ts';

/** Only games still offered (enabled, with enabled brand and platform) are listed back. */
const OFFERED = `JOIN games g ON g.id = x.game_id AND g.status = 1
  JOIN game_brands b ON b.id = g.brand_id AND b.status = 1
  JOIN game_platforms p ON p.id = b.platform_id AND p.status = 1`;

export async function insertLike(q: Queryable, playerId: number, gameId: number, at: Date): Promise<void> {
  await q.query(
    'INSERT INTO game_likes (player_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (player_id, game_id) DO NOTHING',
    [playerId, gameId, at]);
}

export async function deleteLike(q: Queryable, playerId: number, gameId: number): Promise<void> {
  await q.query('DELETE FROM game_likes WHERE player_id = $1 AND game_id = $2', [playerId, gameId]);
}

/** Liked games, most recently liked first. */
export async function listLikes(q: Queryable, playerId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT x.game_id AS id FROM game_likes x ${OFFERED} WHERE x.player_id = $1 ORDER BY x.created_at DESC, x.game_id DESC`, [playerId]);
  return rows.map((r) => r.id);
}

/**
 * Puts a game at the top of the player's history (moving it if already there) and drops what
 * falls beyond the newest max.
 */
export async function recordPlayed(q: Queryable, playerId: number, gameId: number, at: Date, max: number): Promise<void> {
  await q.query(
    `INSERT INTO game_history (player_id, game_id, seq, played_at) VALUES ($1, $2, nextval('game_history_seq'), $3)
     ON CONFLICT (player_id, game_id) DO UPDATE SET seq = EXCLUDED.seq, played_at = EXCLUDED.played_at`,
    [playerId, gameId, at]);
  await q.query(
    `DELETE FROM game_history WHERE player_id = $1 AND seq < (
       SELECT seq FROM game_history WHERE player_id = $1 ORDER BY seq DESC OFFSET $2 LIMIT 1)`,
    [playerId, max - 1]);
}

/** Games started, newest first. */
export async function listHistory(q: Queryable, playerId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT x.game_id AS id FROM game_history x ${OFFERED} WHERE x.player_id = $1 ORDER BY x.seq DESC`, [playerId]);
  return rows.map((r) => r.id);
}
