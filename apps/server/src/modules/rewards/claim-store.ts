import type { RewardClaim, RewardItem, RewardSource } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

interface ClaimRow {
  id: string | number; player_id: string | number; claim_key: string; source: RewardSource; source_ref: string; title: string;
  items: RewardItem[]; coin: string | number; points: string | number; turnover_added: string | number;
  created_at: Date; forfeited_at: Date | null; forfeit_reason: string | null;
}

const COLUMNS = 'id, player_id, claim_key, source, source_ref, title, items, coin, points, turnover_added, created_at, forfeited_at, forfeit_reason';

export interface StoredClaim extends RewardClaim {
  playerId: number;
  key: string;
}

function toClaim(r: ClaimRow): StoredClaim {
  return {
    id: Number(r.id), playerId: Number(r.player_id), key: r.claim_key, source: r.source, sourceRef: r.source_ref, title: r.title,
    items: r.items, coin: Number(r.coin), points: Number(r.points), turnoverAdded: Number(r.turnover_added),
    createdAt: new Date(r.created_at).getTime(),
    forfeitedAt: r.forfeited_at ? new Date(r.forfeited_at).getTime() : null, forfeitReason: r.forfeit_reason,
  };
}

export interface NewClaim {
  playerId: number; key: string; source: RewardSource; sourceRef: string; title: string; items: readonly RewardItem[]; at: Date;
}

/**
 * Inserts the claim unless its key exists. Null when it does: a concurrent claim with the same key
 * waits on the unique index until the first commits, then inserts nothing.
 */
export async function insertClaim(tx: Queryable, c: NewClaim): Promise<StoredClaim | null> {
  const { rows } = await tx.query<ClaimRow>(
    `INSERT INTO reward_claims (player_id, claim_key, source, source_ref, title, items, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (claim_key) DO NOTHING RETURNING ${COLUMNS}`,
    [c.playerId, c.key, c.source, c.sourceRef, c.title, JSON.stringify(c.items), c.at],
  );
  return rows[0] ? toClaim(rows[0]) : null;
}

export async function claimByKey(q: Queryable, key: string): Promise<StoredClaim | null> {
  const { rows } = await q.query<ClaimRow>(`SELECT ${COLUMNS} FROM reward_claims WHERE claim_key = $1`, [key]);
  return rows[0] ? toClaim(rows[0]) : null;
}

export async function claimOfPlayer(q: Queryable, playerId: number, id: number): Promise<StoredClaim | null> {
  const { rows } = await q.query<ClaimRow>(`SELECT ${COLUMNS} FROM reward_claims WHERE id = $1 AND player_id = $2`, [id, playerId]);
  return rows[0] ? toClaim(rows[0]) : null;
}

export async function recordClaimTotals(tx: Queryable, id: number, totals: { coin: number; points: number; turnoverAdded: number }): Promise<void> {
  await tx.query('UPDATE reward_claims SET coin = $2, points = $3, turnover_added = $4 WHERE id = $1', [id, totals.coin, totals.points, totals.turnoverAdded]);
}

export async function claimsPage(q: Queryable, playerId: number, page: number, pageSize: number): Promise<{ list: StoredClaim[]; total: number }> {
  const [list, total] = await Promise.all([
    q.query<ClaimRow>(`SELECT ${COLUMNS} FROM reward_claims WHERE player_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`, [playerId, pageSize, (page - 1) * pageSize]),
    q.query<{ n: string | number }>('SELECT count(*) AS n FROM reward_claims WHERE player_id = $1', [playerId]),
  ]);
  return { list: list.rows.map(toClaim), total: Number(total.rows[0]?.n ?? 0) };
}
