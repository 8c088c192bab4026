import { ItemId } from '@casino/contract';
import type { BagItemKind } from '@casino/contract';

/**
 * What an item id of §9 is. Coin and points are money (the wallet's ledger); everything else is
 * held in the item bag. The percentage boosts (1001-1011, 1201-1204) lie inside the coupon
 * ranges: every id from 1001 to 1399 is a coupon, and its prop settings say whether it pays a
 * fixed coin value or a percent of the deposit (decision 055).
 */
export type ItemClass = { money: 'COIN' | 'POINTS' } | { bag: BagItemKind };

const within = (id: number, min: number, max: number) => id >= min && id <= max;

export function classifyItem(id: number): ItemClass | null {
  if (id === ItemId.Coin) return { money: 'COIN' };
  if (id === ItemId.Points) return { money: 'POINTS' };
  if (id === ItemId.PlainCount) return { bag: 'plain' };
  if (within(id, ItemId.CouponGeneralMin, ItemId.CouponGivenMax)) return { bag: 'coupon' };
  if (within(id, ItemId.NewYearActive, ItemId.NewYearFirework)) return { bag: 'newYear' };
  if (within(id, ItemId.RechargeSignCardMin, ItemId.RechargeSignCardMax)) return { bag: 'signCard' };
  return null;
}

/** A coupon's settings (prop_configs): what it pays on a deposit of at least limitAmount. */
export interface CouponTerms {
  /** Coin value in hundredths, or the percent of the deposit when `percent`. */
  num: number;
  percent: boolean;
  limitAmount: number;
  /** Cap of a percentage coupon's bonus (hundredths); 0 = no cap. */
  maxBonus: number;
  /** Turnover multiplier of the bonus it pays. */
  betRate: number;
}

/** The bonus a coupon pays on a deposit, or 0 when the deposit is below its minimum. */
export function couponBonus(terms: CouponTerms, depositAmount: number): number {
  if (depositAmount < terms.limitAmount) return 0;
  if (!terms.percent) return terms.num;
  const bonus = Math.floor((depositAmount * terms.num) / 100);
  return terms.maxBonus > 0 ? Math.min(bonus, terms.maxBonus) : bonus;
}
