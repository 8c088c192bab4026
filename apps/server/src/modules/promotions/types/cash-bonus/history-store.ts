import { RECHARGE_BONUS_LIST_MAX, RECHARGE_BONUS_TYPES, RechargeBonusKind, rechargeBonusKindOf } from '@casino/contract';
import type { RechargeBonusRecord, RewardItem } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';

/** The activity types that can give a kind, and the cash bonus's claim refs of it (its pool parts and instant parts differ). */
function kindFilter(kind: number | undefined): { types: number[]; refPrefix: string | null } {
  if (kind === undefined) return { types: [...RECHARGE_BONUS_TYPES], refPrefix: null };
  const types = RECHARGE_BONUS_TYPES.filter((type) => rechargeBonusKindOf(type, 'instant:') === kind || rechargeBonusKindOf(type, 'parts:') === kind);
  const refPrefix = kind === RechargeBonusKind.Coin ? 'instant:' : kind === RechargeBonusKind.Collection ? 'parts:' : null;
  return { types, refPrefix };
}

/**
 * rechargeBonusCollection8: the player's claims of the activities whose rewards are recharge
 * bonuses, newest first, each with its §9 kind. Read from the engine's claim rows.
 */
export async function rechargeBonusHistory(q: Queryable, playerId: number, kind?: number): Promise<RechargeBonusRecord[]> {
  const filter = kindFilter(kind);
  if (filter.types.length === 0) return [];
  const { rows } = await q.query<{ type: number; ref: string; title: string; coin: string; items: RewardItem[]; created_at: Date }>(
    `SELECT i.type, c.ref, i.title, c.coin, c.items, c.created_at
       FROM promotion_claims c JOIN promotion_instances i ON i.id = c.instance_id
      WHERE c.player_id = $1 AND i.type = ANY($2::int[]) AND ($3::text IS NULL OR c.ref LIKE $3::text || '%')
      ORDER BY c.created_at DESC, c.id DESC LIMIT $4`,
    [playerId, filter.types, filter.refPrefix, RECHARGE_BONUS_LIST_MAX],
  );
  return rows.flatMap((r) => {
    const k = rechargeBonusKindOf(Number(r.type), r.ref);
    return k === null ? [] : [{ kind: k, activityType: Number(r.type), title: r.title, coin: Number(r.coin), items: r.items, at: new Date(r.created_at).getTime() }];
  });
}
