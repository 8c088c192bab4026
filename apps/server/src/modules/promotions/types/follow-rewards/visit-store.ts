import type { Queryable } from '../../../../platform/db.ts';

/** Records the player's first visit of a channel; later visits change nothing. */
export async function recordVisit(q: Queryable, instanceId: number, playerId: number, channelId: number, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO promotion_follow_visits (instance_id, player_id, channel_id, visited_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (instance_id, player_id, channel_id) DO NOTHING`,
    [instanceId, playerId, channelId, at],
  );
}

/** The channels of an instance the player has opened. */
export async function visitedChannels(q: Queryable, instanceId: number, playerId: number): Promise<Set<number>> {
  const { rows } = await q.query<{ channel_id: number }>(
    'SELECT channel_id FROM promotion_follow_visits WHERE instance_id = $1 AND player_id = $2', [instanceId, playerId],
  );
  return new Set(rows.map((r) => Number(r.channel_id)));
}
