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

export async function saveStanding(
  tx: Queryable,
  s: VipStanding & { lastTransferId: number; leveledAt: Date | null },
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO vip_players (player_id, experience, level, rewarded_level, last_transfer_id, leveled_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (player_id) DO UPDATE SET experience = excluded.experience, level = excluded.level,
       rewarded_level = excluded.rewarded_level, last_transfer_id = excluded.last_transfer_id,
       leveled_at = coalesce(excluded.leveled_at, vip_players.leveled_at), updated_at = excluded.updated_at`,
    [s.playerId, s.experience, s.level, s.rewardedLevel, s.lastTransferId, s.leveledAt, at],
  );
}
