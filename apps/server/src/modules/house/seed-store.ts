import type { ActiveSeeds } from '@casino/games';
import type { Queryable } from '../../platform/db.ts';

/** SQL of house_seeds. The server seed of an active pair is read only to play and to rotate. */

export interface ActiveSeedRow extends ActiveSeeds {
  id: number;
}

export interface RevealedSeedRow {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  roundsPlayed: number;
  revealedAt: Date;
}

interface SeedColumns {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
}

const activeRow = (r: SeedColumns): ActiveSeedRow => ({
  id: Number(r.id), serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nextNonce: Number(r.next_nonce),
});

const ACTIVE_COLUMNS = 'id, server_seed, server_seed_hash, client_seed, next_nonce';

export async function findActiveSeed(q: Queryable, playerId: number, options: { forUpdate?: boolean } = {}): Promise<ActiveSeedRow | null> {
  const { rows } = await q.query<SeedColumns>(
    `SELECT ${ACTIVE_COLUMNS} FROM house_seeds WHERE player_id = $1 AND status = 'active'${options.forUpdate ? ' FOR UPDATE' : ''}`, [playerId],
    { prepared: true });
  return rows[0] ? activeRow(rows[0]) : null;
}

/** Adds an active pair unless the player has one already (then nothing happens). */
export async function insertActiveSeed(q: Queryable, playerId: number, seeds: ActiveSeeds, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO house_seeds (player_id, server_seed, server_seed_hash, client_seed, next_nonce, status, created_at)
     VALUES ($1, $2, $3, $4, $5, 'active', $6)
     ON CONFLICT (player_id) WHERE status = 'active' DO NOTHING`,
    [playerId, seeds.serverSeed, seeds.serverSeedHash, seeds.clientSeed, seeds.nextNonce, at]);
}

/** Takes the next nonce of the active pair in one statement: concurrent rounds never share one. */
export async function takeNonce(q: Queryable, playerId: number): Promise<{ seedId: number; serverSeed: string; clientSeed: string; nonce: number } | null> {
  const { rows } = await q.query<{ id: number; server_seed: string; client_seed: string; nonce: number }>(
    `UPDATE house_seeds SET next_nonce = next_nonce + 1 WHERE player_id = $1 AND status = 'active'
     RETURNING id, server_seed, client_seed, next_nonce - 1 AS nonce`, [playerId], { prepared: true });
  const r = rows[0];
  return r ? { seedId: Number(r.id), serverSeed: r.server_seed, clientSeed: r.client_seed, nonce: Number(r.nonce) } : null;
}

export async function markRevealed(q: Queryable, seedId: number, at: Date): Promise<void> {
  await q.query(`UPDATE house_seeds SET status = 'revealed', revealed_at = $2 WHERE id = $1 AND status = 'active'`, [seedId, at]);
}

/** The player's revealed pairs, newest first. */
export async function listRevealedSeeds(q: Queryable, playerId: number, limit: number): Promise<RevealedSeedRow[]> {
  const { rows } = await q.query<{ server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number; revealed_at: Date | string }>(
    `SELECT server_seed, server_seed_hash, client_seed, next_nonce, revealed_at FROM house_seeds
      WHERE player_id = $1 AND status = 'revealed' ORDER BY revealed_at DESC, id DESC LIMIT $2`, [playerId, limit]);
  return rows.map((r) => ({
    serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed,
    roundsPlayed: Number(r.next_nonce), revealedAt: new Date(r.revealed_at),
  }));
}

/** The server seeds of those of the player's pairs that are revealed, by pair id (a promotion's draws name their pair). */
export async function revealedServerSeeds(q: Queryable, playerId: number, seedIds: readonly number[]): Promise<Map<number, string>> {
  if (seedIds.length === 0) return new Map();
  const { rows } = await q.query<{ id: number; server_seed: string }>(
    `SELECT id, server_seed FROM house_seeds WHERE player_id = $1 AND id = ANY($2::bigint[]) AND status = 'revealed'`, [playerId, [...seedIds]]);
  return new Map(rows.map((r) => [Number(r.id), r.server_seed]));
}
