import { FirstChargeStatus, firstChargeBonusPercent } from '@casino/contract';
import type { FirstChargeConfig, FirstChargePrize, FirstChargeSettings, FirstChargeState, FirstChargeTier } from '@casino/contract';
import type { ActivityReason } from '../../refusals.ts';

/**
 * First charge (type 39), pure rules. A player's entry appears when their first credited deposit
 * buys a tier; it keeps the tier's prizes as they were then, so an operator's later edit changes
 * nothing a player has bought.
 */
export interface FirstChargeEntry {
  awardId: number;
  price: number;
  award: FirstChargePrize[];
  orderId: string;
  /** Prop ids claimed so far, in claim order. */
  received: number[];
}

/** The tier a deposit buys: the highest price it reaches; null below the cheapest. */
export function tierFor(settings: FirstChargeSettings, amount: number): FirstChargeTier | null {
  return [...settings.tiers].sort((a, b) => b.price - a.price).find((tier) => amount >= tier.price) ?? null;
}

/** §4 itemStatus: 0 nothing bought, 1 prizes waiting, 2 every prize claimed. */
export function itemStatus(entry: FirstChargeEntry | null): 0 | 1 | 2 {
  if (!entry) return FirstChargeStatus.NotPurchased;
  return entry.award.every((prize) => entry.received.includes(prize.id)) ? FirstChargeStatus.Claimed : FirstChargeStatus.Purchased;
}

/** §3 appRechargeBonusCollection9 for the player. */
export function stateOf(entry: FirstChargeEntry | null, endsAt: Date | null): FirstChargeState {
  return {
    awardId: entry?.awardId ?? 0,
    itemStatus: itemStatus(entry),
    propReceiveList: JSON.stringify(entry?.received ?? []),
    expireTime: endsAt ? endsAt.getTime() : -1,
  };
}

/** The config list (§3) with each tier's §9 bonus percentage. */
export function configList(settings: FirstChargeSettings, coupon: Parameters<typeof firstChargeBonusPercent>[2]): FirstChargeConfig[] {
  return settings.tiers.map((tier) => ({
    id: tier.id, price: tier.price, showType: tier.showType,
    award: JSON.stringify(tier.award.map(({ id, count }) => ({ id, count }))),
    bonusPercent: firstChargeBonusPercent(tier.price, tier.award, coupon),
  }));
}

/**
 * The offer shows while something is left for the player: before any deposit (a new player),
 * or while prizes of the tier bought wait. A player who deposited without buying a tier (before
 * the offer, or below its cheapest price) no longer sees it.
 */
export function visible(entry: FirstChargeEntry | null, totalRecharge: number): boolean {
  if (entry) return itemStatus(entry) === FirstChargeStatus.Purchased;
  return totalRecharge === 0;
}

/** Why a claim of `propId` is refused, or the prize it grants. */
export function claimDecision(entry: FirstChargeEntry | null, propId: number, depositedBefore: boolean): ActivityReason | FirstChargePrize {
  if (!entry) return depositedBefore ? 'notEligible' : 'conditionNotMet';
  const prize = entry.award.find((p) => p.id === propId);
  if (!prize) return 'unknownReward';
  if (entry.received.includes(propId)) return 'alreadyClaimed';
  return prize;
}
