import type { AgentDraw, RewardItem } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import type { DrawKind } from './rules.ts';

/** SQL of AgentCount's draws (migration 960). */

export interface StoredDraw {
  kind: DrawKind; ordinal: number; seedId: number; nonce: number; serverSeedHash: string; clientSeed: string;
  weights: number[]; picked: number; prize: RewardItem[]; at: Date;
}

export async function drawsUsed(q: Queryable, instanceId: number, playerId: number): Promise<{ scratch: number; lottery: number }> {
  const { rows } = await q.query<{ kind: DrawKind; n: string | number }>(
    'SELECT kind, count(*) AS n FROM promotion_agent_draws WHERE instance_id = $1 AND player_id = $2 GROUP BY kind', [instanceId, playerId]);
  const used = { scratch: 0, lottery: 0 };
  for (const r of rows) used[r.kind] = Number(r.n);
  return used;
}

export async function insertDraw(q: Queryable, instanceId: number, playerId: number, draw: StoredDraw): Promise<void> {
  await q.query(
    `INSERT INTO promotion_agent_draws (instance_id, player_id, kind, ordinal, seed_id, nonce, server_seed_hash, client_seed, weights, picked, prize, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [instanceId, playerId, draw.kind, draw.ordinal, draw.seedId, draw.nonce, draw.serverSeedHash, draw.clientSeed, JSON.stringify(draw.weights), draw.picked, JSON.stringify(draw.prize), draw.at],
  );
}

const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** The player's draws in an instance, newest first. */
export async function playerDraws(q: Queryable, instanceId: number, playerId: number, limit: number): Promise<AgentDraw[]> {
  const { rows } = await q.query<{
    kind: DrawKind; ordinal: number; seed_id: string | number; nonce: string | number; server_seed_hash: string; client_seed: string;
    weights: unknown; picked: number; prize: unknown; created_at: Date | string;
  }>(
    `SELECT kind, ordinal, seed_id, nonce, server_seed_hash, client_seed, weights, picked, prize, created_at FROM promotion_agent_draws
      WHERE instance_id = $1 AND player_id = $2 ORDER BY created_at DESC, kind, ordinal DESC LIMIT $3`,
    [instanceId, playerId, limit],
  );
  return rows.map((r) => ({
    kind: r.kind, ordinal: Number(r.ordinal), prize: parse<RewardItem[]>(r.prize), seedId: Number(r.seed_id), nonce: Number(r.nonce),
    serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, weights: parse<number[]>(r.weights), index: Number(r.picked), at: new Date(r.created_at).getTime(),
  }));
}
