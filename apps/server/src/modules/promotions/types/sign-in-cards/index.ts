import type { SignInCardOffer } from '@casino/contract';
import { philippineDate } from '../../../../platform/philippine-day.ts';
import type { Queryable } from '../../../../platform/db.ts';
import type { DepositCredited, TypeContext } from '../promotion-type.ts';
import { insertCard } from './card-store.ts';
import { cardBoughtBy, cardsForSale } from './rules.ts';

/**
 * Recharge sign-in cards (§9 6004-6007): the paid cards of the login-pay activity (15). They have
 * no activity id of their own: the sign-up bonus's type (../sign-up-bonus) sells them through its
 * deposit hook, lists them in its login-pay user and pays their days through receiveLoginPay3.
 * Here: what a deposit buys, and the cards' store and rules. Decision 075.
 */
export { cardDayRef, cardsOf } from './card-store.ts';
export { CARD_REFUSALS, cardClaimDecision } from './rules.ts';
export type { BoughtCard } from './rules.ts';

/** What the prop settings say each card costs (§3 appPropConfigMap price). */
export async function cardPrices(ctx: Pick<TypeContext, 'propConfigs'>, q?: Queryable): Promise<(propId: number) => number | undefined> {
  const configs = await ctx.propConfigs(q);
  return (propId) => configs.find((c) => c.propId === propId)?.price;
}

/**
 * In the deposit's transaction: a deposit made for the login-pay activity buys the dearest card
 * on sale to the player that its amount reaches, with the card's days as they are now. A deposit
 * below every price buys nothing and stays an ordinary deposit. Only inserts (no lock on the
 * player's entry, which a claim may hold while it waits for the wallet this deposit holds).
 */
export async function buyCardWithDeposit(tx: Queryable, ctx: Pick<TypeContext, 'propConfigs'>, sale: {
  instanceId: number; endsAt: Date | null; offers: readonly SignInCardOffer[]; held: ReadonlySet<number>; event: DepositCredited;
}): Promise<boolean> {
  const { event } = sale;
  const forSale = cardsForSale(sale.offers, await cardPrices(ctx, tx), sale.held, sale.endsAt, event.at);
  const bought = cardBoughtBy(forSale, event.amount);
  if (!bought) return false;
  const offer = sale.offers.find((o) => o.propId === bought.propId)!;
  return insertCard(tx, {
    instanceId: sale.instanceId, playerId: event.playerId, propId: bought.propId, price: bought.price, orderId: event.orderId,
    startDate: philippineDate(event.at), days: offer.days.map((d) => d.award.map((p) => ({ ...p }))), at: event.at,
  });
}
