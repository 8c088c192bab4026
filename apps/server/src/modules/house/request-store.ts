import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/db.ts';

/** SQL of house_requests: the first answer to each (player, requestId). */

export interface StoredRequest {
  fingerprint: string;
  roundId: string;
  /** Null while the request is being processed (or was interrupted). */
  answer: Record<string, unknown> | null;
}

/** What a reused requestId must match: SHA-256 of the request's meaningful parts. */
export function requestFingerprint(parts: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export async function findRequest(q: Queryable, playerId: number, requestId: string): Promise<StoredRequest | null> {
  const { rows } = await q.query<{ fingerprint: string; round_id: string; answer: Record<string, unknown> | string | null }>(
    'SELECT fingerprint, round_id, answer FROM house_requests WHERE player_id = $1 AND request_id = $2', [playerId, requestId], { prepared: true });
  const r = rows[0];
  if (!r) return null;
  return { fingerprint: r.fingerprint, roundId: r.round_id, answer: typeof r.answer === 'string' ? (JSON.parse(r.answer) as Record<string, unknown>) : r.answer };
}

/** Claims the requestId for this request; false when it is taken already. */
export async function claimRequest(q: Queryable, claim: { playerId: number; requestId: string; fingerprint: string; roundId: string; at: Date }): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO house_requests (player_id, request_id, fingerprint, round_id, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (player_id, request_id) DO NOTHING`,
    [claim.playerId, claim.requestId, claim.fingerprint, claim.roundId, claim.at], { prepared: true });
  return rowCount === 1;
}

export async function storeAnswer(q: Queryable, playerId: number, requestId: string, answer: object, at: Date): Promise<void> {
  await q.query(
    'UPDATE house_requests SET answer = $3::jsonb, answered_at = $4 WHERE player_id = $1 AND request_id = $2 AND answer IS NULL',
    [playerId, requestId, JSON.stringify(answer), at], { prepared: true });
}
