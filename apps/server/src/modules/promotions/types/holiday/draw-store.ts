import { pickWeighted } from '@casino/games';
import type { HolidayDraw, HolidayPrize, RewardItem } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import type { TypeContext } from '../promotion-type.ts';

/** What a holiday draw is for: a Christmas day's box, a New Year box or lottery ticket. */
export type HolidayDrawKind = 'christmas-box' | 'new-year-box' | 'new-year-lottery';

export interface StoredDraw extends Omit<HolidayDraw, 'serverSeed'> { id: number; kind: HolidayDrawKind; ref: string; season: string }

interface DrawRow {
  id: string | number; kind: HolidayDrawKind; ref: string; season: string; award: RewardItem[]; seed_id: string | number; nonce: number;
  server_seed_hash: string; client_seed: string; weights: number[]; picked_index: number; drawn_at: Date;
}

const toDraw = (r: DrawRow): StoredDraw => ({
  id: Number(r.id), kind: r.kind, ref: r.ref, season: r.season, award: r.award, seedId: Number(r.seed_id), nonce: Number(r.nonce),
  serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, weights: r.weights, index: Number(r.picked_index), at: new Date(r.drawn_at).getTime(),
});

/** The draw as the pages and calls show it, with its server seed once revealed (by seed id). */
export const drawView = ({ seedId, serverSeedHash, clientSeed, nonce, weights, index, award, at }: StoredDraw, revealed?: ReadonlyMap<number, string>): HolidayDraw =>
  ({ seedId, serverSeedHash, serverSeed: revealed?.get(seedId) ?? null, clientSeed, nonce, weights, index, award, at });

/** The revealed server seeds of these draws' pairs (none before the player rotates them). */
export const revealedOf = (ctx: Pick<TypeContext, 'revealedSeeds'>, playerId: number, draws: readonly StoredDraw[]): Promise<Map<number, string>> =>
  ctx.revealedSeeds(playerId, [...new Set(draws.map((d) => d.seedId))]);

/**
 * Draws a prize of `prizes` in the caller's transaction: the next nonce of the player's house seed
 * pair (ctx.fairDraw), pickWeighted on its first float, and the record that verifies it. `ref`
 * names what the draw is for; when left out it is the draw's seed:nonce (each draw its own).
 */
export async function drawPrize(ctx: Pick<TypeContext, 'fairDraw'>, tx: Queryable, req: {
  instanceId: number; playerId: number; kind: HolidayDrawKind; season: string; prizes: readonly HolidayPrize[]; at: Date; ref?: string;
}): Promise<StoredDraw> {
  const fair = await ctx.fairDraw(tx, req.playerId, 1);
  const weights = req.prizes.map((p) => p.weight);
  const index = pickWeighted(fair.floats[0]!, weights);
  const { rows } = await tx.query<DrawRow>(
    `INSERT INTO promotion_holiday_draws
       (instance_id, player_id, kind, ref, season, award, seed_id, nonce, server_seed_hash, client_seed, weights, picked_index, drawn_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING *`,
    [req.instanceId, req.playerId, req.kind, req.ref ?? `${fair.seedId}:${fair.nonce}`, req.season, JSON.stringify(req.prizes[index]!.award),
      fair.seedId, fair.nonce, fair.serverSeedHash, fair.clientSeed, JSON.stringify(weights), index, req.at],
  );
  return toDraw(rows[0]!);
}

/** The player's draws of these kinds in an instance's season, newest first. */
export async function drawsOf(q: Queryable, req: { instanceId: number; playerId: number; kinds: readonly HolidayDrawKind[]; season: string; limit: number }): Promise<StoredDraw[]> {
  const { rows } = await q.query<DrawRow>(
    `SELECT * FROM promotion_holiday_draws WHERE player_id = $1 AND instance_id = $2 AND kind = ANY($3::text[]) AND season = $4
     ORDER BY drawn_at DESC, id DESC LIMIT $5`,
    [req.playerId, req.instanceId, req.kinds, req.season, req.limit],
  );
  return rows.map(toDraw);
}

/** The claims the player has made in an instance whose ref starts with `prefix` (what was received). */
export async function claimedRefs(q: Queryable, instanceId: number, playerId: number, prefix: string): Promise<Set<string>> {
  const { rows } = await q.query<{ ref: string }>(
    'SELECT ref FROM promotion_claims WHERE instance_id = $1 AND player_id = $2 AND starts_with(ref, $3)', [instanceId, playerId, prefix],
  );
  return new Set(rows.map((r) => r.ref));
}
