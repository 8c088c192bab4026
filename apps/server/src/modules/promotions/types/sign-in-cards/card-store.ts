import type { SignInCardPrize } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import type { BoughtCard } from './rules.ts';

/** The claim ref of a card's day (promotion_claims.ref): what makes each day claimable once. */
export const cardDayRef = (no: number, day: number): string => `card:${no}:day:${day}`;
const CARD_DAY_REF = /^card:(\d+):day:(\d+)$/;

interface CardRow { no: number; prop_id: number; price: string | number; order_id: string; start_date: string; days: SignInCardPrize[][] }

/** The player's cards in the instance, oldest first, each with the days claimed (its claim rows). */
export async function cardsOf(q: Queryable, instanceId: number, playerId: number): Promise<BoughtCard[]> {
  const { rows } = await q.query<CardRow>(
    `SELECT no, prop_id, price, order_id, start_date, days FROM promotion_sign_in_cards
     WHERE instance_id = $1 AND player_id = $2 ORDER BY no`, [instanceId, playerId],
  );
  if (rows.length === 0) return [];
  const claims = await q.query<{ ref: string }>(
    "SELECT ref FROM promotion_claims WHERE instance_id = $1 AND player_id = $2 AND ref LIKE 'card:%'", [instanceId, playerId],
  );
  const received = new Map<number, number[]>();
  for (const { ref } of claims.rows) {
    const match = CARD_DAY_REF.exec(ref);
    if (!match) continue;
    const no = Number(match[1]);
    received.set(no, [...(received.get(no) ?? []), Number(match[2])]);
  }
  return rows.map((r) => ({
    no: Number(r.no), propId: Number(r.prop_id), price: Number(r.price), orderId: r.order_id, startDate: r.start_date, days: r.days,
    received: (received.get(Number(r.no)) ?? []).sort((a, b) => a - b),
  }));
}

/** Records a card bought with a deposit; false when that deposit bought one already. */
export async function insertCard(q: Queryable, card: {
  instanceId: number; playerId: number; propId: number; price: number; orderId: string; startDate: string; days: SignInCardPrize[][]; at: Date;
}): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO promotion_sign_in_cards (instance_id, player_id, no, prop_id, price, order_id, start_date, days, created_at)
     VALUES ($1, $2, (SELECT coalesce(max(no), 0) + 1 FROM promotion_sign_in_cards WHERE instance_id = $1 AND player_id = $2), $3, $4, $5, $6, $7, $8)
     ON CONFLICT (order_id) DO NOTHING RETURNING 1`,
    [card.instanceId, card.playerId, card.propId, card.price, card.orderId, card.startDate, JSON.stringify(card.days), card.at],
  );
  return rows.length > 0;
}
