import { exportList } from '../accounts/index.ts';
import type { ExportPart } from '../accounts/index.ts';

/**
 * The rewards module's section of the player's own data export (docs/decisions/069): what was
 * granted from which source (claims), the item bag, and coupons used on deposits; newest first.
 */
export const rewardsExportPart: ExportPart = async (q, playerId, listLimit) => {
  const claims = await q.query(
    `SELECT id AS "claimId", source, source_ref AS "sourceRef", title, items, coin, points, turnover_added AS "turnoverAdded",
            created_at AS "claimedAt", forfeited_at AS "forfeitedAt", forfeit_reason AS "forfeitReason"
       FROM reward_claims WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, listLimit + 1]);
  const bag = await q.query(
    `SELECT item_id AS "itemId", count, expires_at AS "expiresAt", claim_id AS "claimId", created_at AS "createdAt"
       FROM bag_items WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, listLimit + 1]);
  const coupons = await q.query(
    `SELECT order_id AS "depositOrderId", deposit_amount AS "depositAmount", bonus, claim_id AS "claimId", used_at AS "usedAt"
       FROM coupon_uses WHERE player_id = $1 ORDER BY used_at DESC, order_id LIMIT $2`, [playerId, listLimit + 1]);
  return { claims: exportList(claims.rows, listLimit), itemBag: exportList(bag.rows, listLimit), couponsUsed: exportList(coupons.rows, listLimit) };
};
