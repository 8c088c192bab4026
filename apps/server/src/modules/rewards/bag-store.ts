import type { Queryable } from '../../platform/db.ts';

export interface BagLot {
  id: number;
  playerId: number;
  itemId: number;
  count: number;
  expiresAt: Date | null;
  claimId: number;
}

interface LotRow { id: string | number; player_id: string | number; item_id: number; count: number; expires_at: Date | null; claim_id: string | number }

const toLot = (r: LotRow): BagLot => ({
  id: Number(r.id), playerId: Number(r.player_id), itemId: r.item_id, count: r.count,
  expiresAt: r.expires_at ? new Date(r.expires_at) : null, claimId: Number(r.claim_id),
});

export async function addLot(tx: Queryable, lot: Omit<BagLot, 'id'>, at: Date): Promise<void> {
  await tx.query(
    'INSERT INTO bag_items (player_id, item_id, count, expires_at, claim_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [lot.playerId, lot.itemId, lot.count, lot.expiresAt, lot.claimId, at],
  );
}

/** The lots a player holds at `now`: not used up, not expired; soonest expiry first. */
export async function heldLots(q: Queryable, playerId: number, now: Date, options: { itemMin?: number; itemMax?: number; lock?: boolean } = {}): Promise<BagLot[]> {
  const { rows } = await q.query<LotRow>(
    `SELECT id, player_id, item_id, count, expires_at, claim_id FROM bag_items
      WHERE player_id = $1 AND count > 0 AND (expires_at IS NULL OR expires_at > $2)
        AND item_id BETWEEN $3 AND $4
      ORDER BY expires_at ASC NULLS LAST, id ASC${options.lock ? ' FOR UPDATE' : ''}`,
    [playerId, now, options.itemMin ?? 0, options.itemMax ?? 2_147_483_647],
  );
  return rows.map(toLot);
}

/** Takes `count` from a lot; false when it no longer holds that many. */
export async function takeFromLot(tx: Queryable, lotId: number, count: number): Promise<boolean> {
  const { rowCount } = await tx.query('UPDATE bag_items SET count = count - $2 WHERE id = $1 AND count >= $2', [lotId, count]);
  return rowCount === 1;
}

export async function recordCouponUse(
  tx: Queryable, use: { orderId: string; playerId: number; lotId: number; depositAmount: number; bonus: number; claimId: number; at: Date },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO coupon_uses (order_id, player_id, bag_item_id, deposit_amount, bonus, claim_id, used_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (order_id) DO NOTHING`,
    [use.orderId, use.playerId, use.lotId, use.depositAmount, use.bonus, use.claimId, use.at],
  );
  return rowCount === 1;
}

export async function couponUseOf(q: Queryable, orderId: string): Promise<{ lotId: number; bonus: number } | null> {
  const { rows } = await q.query<{ bag_item_id: string | number; bonus: string | number }>('SELECT bag_item_id, bonus FROM coupon_uses WHERE order_id = $1', [orderId]);
  return rows[0] ? { lotId: Number(rows[0].bag_item_id), bonus: Number(rows[0].bonus) } : null;
}

/**
 * Forfeits a player's held bag items (coupons and other unused bonuses): the lots are emptied and
 * their claims record when and why. Answers how many lots were forfeited.
 */
export async function forfeitHeldLots(tx: Queryable, playerId: number, reason: string, at: Date): Promise<number> {
  const { rows } = await tx.query<{ claim_id: string | number }>(
    `UPDATE bag_items SET count = 0
      WHERE player_id = $1 AND count > 0 AND (expires_at IS NULL OR expires_at > $2)
      RETURNING claim_id`,
    [playerId, at],
  );
  const claims = [...new Set(rows.map((r) => Number(r.claim_id)))];
  if (claims.length > 0) {
    await tx.query(
      'UPDATE reward_claims SET forfeited_at = $2, forfeit_reason = $3 WHERE id = ANY($1::bigint[]) AND forfeited_at IS NULL',
      [claims, at, reason],
    );
  }
  return rows.length;
}
