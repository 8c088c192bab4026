import type { RewardItem, WeekendLotteryDraw } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';

interface DrawRow {
  week: string; ticket: number; prize_id: number; award: RewardItem[]; seed_id: string | number; nonce: number;
  server_seed_hash: string; client_seed: string; weights: number[]; picked_index: number; drawn_at: Date;
}

const toDraw = (r: DrawRow): WeekendLotteryDraw => ({
  week: r.week, ticket: Number(r.ticket), prizeId: Number(r.prize_id), award: r.award, drawnAt: new Date(r.drawn_at).getTime(),
  fair: {
    seedId: Number(r.seed_id), serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: Number(r.nonce),
    weights: r.weights.map(Number), index: Number(r.picked_index),
  },
});

/** Writes a ticket's draw in the claim's transaction (the key is the ticket of the week). */
export async function insertDraw(q: Queryable, instanceId: number, playerId: number, draw: WeekendLotteryDraw): Promise<void> {
  const { fair } = draw;
  await q.query(
    `INSERT INTO promotion_weekend_draws (instance_id, player_id, week, ticket, prize_id, award, seed_id, nonce, server_seed_hash, client_seed, weights, picked_index, drawn_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [instanceId, playerId, draw.week, draw.ticket, draw.prizeId, JSON.stringify(draw.award), fair.seedId, fair.nonce, fair.serverSeedHash,
      fair.clientSeed, JSON.stringify(fair.weights), fair.index, new Date(draw.drawnAt)],
  );
}

/** The player's draws of one week, by ticket. */
export async function drawsOfWeek(q: Queryable, instanceId: number, playerId: number, week: string): Promise<WeekendLotteryDraw[]> {
  const { rows } = await q.query<DrawRow>(
    'SELECT * FROM promotion_weekend_draws WHERE instance_id = $1 AND player_id = $2 AND week = $3 ORDER BY ticket', [instanceId, playerId, week],
  );
  return rows.map(toDraw);
}

/** The player's latest draws in the instance, newest first. */
export async function recentDraws(q: Queryable, instanceId: number, playerId: number, limit: number): Promise<WeekendLotteryDraw[]> {
  const { rows } = await q.query<DrawRow>(
    `SELECT * FROM promotion_weekend_draws WHERE instance_id = $1 AND player_id = $2
     ORDER BY drawn_at DESC, week DESC, ticket DESC LIMIT $3`, [instanceId, playerId, limit],
  );
  return rows.map(toDraw);
}
