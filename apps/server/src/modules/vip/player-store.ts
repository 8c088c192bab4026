import type { Queryable } from '../../platform/db.ts';

/** A player's VIP standing (vip_players); a player without a row has none of it yet. */
export interface VipStanding {
  playerId: number;
  experience: number;
  level: number;
  rewardedLevel: number;
}

interface StandingRow { player_id: string | number; experience: string | number; level: number; rewarded_level: number }

const toStanding = (r: StandingRow): VipStanding =>
  ({ playerId: Number(r.player_id), experience: Number(r.experience), level: r.level, rewardedLevel: r.rewarded_level });

export const noStanding = (playerId: number): VipStanding => ({ playerId, experience: 0, level: 0, rewardedLevel: 0 });

export async function readStanding(q: Pick<Queryable, 'query'>, playerId: number): Promise<VipStanding> {
  const { rows } = await q.query<StandingRow>(
    'SELECT player_id, experience, level, rewarded_level FROM vip_players WHERE player_id = $1', [playerId]);
  return rows[0] ? toStanding(rows[0]) : noStanding(playerId);
}

/** The standings of these players, locked for the caller's transaction. */
export async function lockStandings(tx: Queryable, playerIds: readonly number[]): Promise<Map<number, VipStanding>> {
  const { rows } = await tx.query<StandingRow>(
    'SELECT player_id, experience, level, rewarded_level FROM vip_players WHERE player_id = ANY($1::bigint[]) ORDER BY player_id FOR UPDATE',
    [playerIds],
  );
  return new Map(rows.map((r) => [Number(r.player_id), toStanding(r)]));
}

/** Saves the standings of a batch in one statement (one row per player). */
export async function saveStandings(
  tx: Queryable,
  standings: ReadonlyArray<VipStanding & { lastTransferId: number; leveledAt: Date | null }>,
  at: Date,
): Promise<void> {
  if (standings.length === 0) return;
  await tx.query(
    `INSERT INTO vip_players (player_id, experience, level, rewarded_level, last_transfer_id, leveled_at, updated_at)
     SELECT p, e, l, r, t, la, $7 FROM unnest($1::bigint[], $2::bigint[], $3::integer[], $4::integer[], $5::bigint[], $6::timestamptz[])
       AS s(p, e, l, r, t, la)
     ON CONFLICT (player_id) DO UPDATE SET experience = excluded.experience, level = excluded.level,
       rewarded_level = excluded.rewarded_level, last_transfer_id = excluded.last_transfer_id,
       leveled_at = coalesce(excluded.leveled_at, vip_players.leveled_at), updated_at = excluded.updated_at`,
    [standings.map((s) => s.playerId), standings.map((s) => s.experience), standings.map((s) => s.level),
      standings.map((s) => s.rewardedLevel), standings.map((s) => s.lastTransferId), standings.map((s) => s.leveledAt), at],
    // Run for every batch of the transfer feed: prepared, so not planned each time (decision 079).
    { prepared: true },
  );
}
