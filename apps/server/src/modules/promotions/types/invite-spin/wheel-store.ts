import type { Queryable } from '../../../../platform/db.ts';
import { NO_WHEEL } from './rules.ts';
import type { Wheel } from './rules.ts';

/** SQL of the invite-spin wheels and spins (migration 955). */

interface WheelRow {
  spins_used: number; round_no: number; round_ends_at: Date | string | null; accumulated: string | number;
  reached_at: Date | string | null; exchanged: boolean;
}

const toWheel = (r: WheelRow): Wheel => ({
  spinsUsed: Number(r.spins_used), round: Number(r.round_no), roundEndsAt: r.round_ends_at === null ? null : new Date(r.round_ends_at),
  accumulated: Number(r.accumulated), reachedAt: r.reached_at === null ? null : new Date(r.reached_at), exchanged: r.exchanged === true,
});

/** Whether the latest round was exchanged: the engine's claim row of ref round:<n>. */
const EXCHANGED = `EXISTS (SELECT 1 FROM promotion_claims c
  WHERE c.instance_id = w.instance_id AND c.player_id = w.player_id AND c.ref = 'round:' || w.round_no) AS exchanged`;

const COLUMNS = `w.spins_used, w.round_no, w.round_ends_at, w.accumulated, w.reached_at, ${EXCHANGED}`;

export async function readWheel(q: Queryable, instanceId: number, playerId: number): Promise<Wheel> {
  const { rows } = await q.query<WheelRow>(
    `SELECT ${COLUMNS} FROM promotion_invite_spin_wheels w WHERE w.instance_id = $1 AND w.player_id = $2`, [instanceId, playerId]);
  return rows[0] ? toWheel(rows[0]) : NO_WHEEL;
}

/**
 * The player's wheel, created when missing and locked for the rest of the transaction: the spins
 * and the exchange of one player pass one at a time.
 */
export async function lockWheel(q: Queryable, instanceId: number, playerId: number, at: Date): Promise<Wheel> {
  await q.query(
    `INSERT INTO promotion_invite_spin_wheels (instance_id, player_id, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (instance_id, player_id) DO NOTHING`, [instanceId, playerId, at]);
  const { rows } = await q.query<WheelRow>(
    `SELECT ${COLUMNS} FROM promotion_invite_spin_wheels w WHERE w.instance_id = $1 AND w.player_id = $2 FOR UPDATE OF w`, [instanceId, playerId]);
  return toWheel(rows[0]!);
}

export interface NewSpin {
  instanceId: number; playerId: number; spinNo: number; round: number; seedId: number; nonce: number; serverSeedHash: string;
  clientSeed: string; weights: readonly number[]; amounts: readonly number[]; index: number; amount: number; credited: number; at: Date;
}

export interface StoredSpin {
  id: number; round: number; index: number; amount: number; credited: number; seedId: number; nonce: number;
  serverSeedHash: string; clientSeed: string; weights: number[]; at: Date;
}

interface SpinRow {
  id: string | number; round_no: number; segment_index: number; amount: string | number; credited: string | number; seed_id: string | number;
  nonce: string | number; server_seed_hash: string; client_seed: string; weights: number[] | string; created_at: Date | string;
}

const toSpin = (r: SpinRow): StoredSpin => ({
  id: Number(r.id), round: Number(r.round_no), index: Number(r.segment_index), amount: Number(r.amount), credited: Number(r.credited),
  seedId: Number(r.seed_id), nonce: Number(r.nonce), serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed,
  weights: (typeof r.weights === 'string' ? JSON.parse(r.weights) : r.weights) as number[], at: new Date(r.created_at),
});

const SPIN_COLUMNS = 'id, round_no, segment_index, amount, credited, seed_id, nonce, server_seed_hash, client_seed, weights, created_at';

/** Stores a spin and moves the wheel on (spins used, the round and its winnings), in the spin's transaction. */
export async function recordSpin(q: Queryable, spin: NewSpin, wheel: { roundEndsAt: Date; accumulated: number; reachedAt: Date | null }): Promise<StoredSpin> {
  const { rows } = await q.query<SpinRow>(
    `INSERT INTO promotion_invite_spins (instance_id, player_id, spin_no, round_no, seed_id, nonce, server_seed_hash, client_seed, weights,
       amounts, segment_index, amount, credited, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${SPIN_COLUMNS}`,
    [spin.instanceId, spin.playerId, spin.spinNo, spin.round, spin.seedId, spin.nonce, spin.serverSeedHash, spin.clientSeed,
      JSON.stringify(spin.weights), JSON.stringify(spin.amounts), spin.index, spin.amount, spin.credited, spin.at]);
  await q.query(
    `UPDATE promotion_invite_spin_wheels SET spins_used = $3, round_no = $4, round_ends_at = $5, accumulated = $6, reached_at = $7, updated_at = $8
      WHERE instance_id = $1 AND player_id = $2`,
    [spin.instanceId, spin.playerId, spin.spinNo, spin.round, wheel.roundEndsAt, wheel.accumulated, wheel.reachedAt, spin.at]);
  return toSpin(rows[0]!);
}

/** The player's spins in the instance, newest first, one page; and how many there are. */
export async function listSpins(q: Queryable, instanceId: number, playerId: number, page: number, pageSize: number): Promise<{ list: StoredSpin[]; total: number }> {
  const [list, count] = await Promise.all([
    q.query<SpinRow>(
      `SELECT ${SPIN_COLUMNS} FROM promotion_invite_spins WHERE player_id = $1 AND instance_id = $2 ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [playerId, instanceId, pageSize, (page - 1) * pageSize]),
    q.query<{ n: string | number }>('SELECT count(*) AS n FROM promotion_invite_spins WHERE player_id = $1 AND instance_id = $2', [playerId, instanceId]),
  ]);
  return { list: list.rows.map(toSpin), total: Number(count.rows[0]?.n ?? 0) };
}
