/**
 * Ladder recharge (activity type 17): what a deposit earns, the same rule on the server (the
 * bonus granted) and in the app (the deposit page's hint). Self-contained: the app runs it from
 * source (apps/web/build/contract-runtime.ts), so it imports nothing.
 */

/** What a tier says of its bonus (the settings' LadderTier). */
export interface LadderTierTerms {
  minAmount: number;
  percent: number;
  fixed: number;
  maxBonus?: number;
}

/** The tier a deposit of `amount` reaches: the one with the highest minAmount at or below it; null below every tier. */
export function ladderTierFor<T extends LadderTierTerms>(tiers: readonly T[], amount: number): T | null {
  return [...tiers].sort((a, b) => b.minAmount - a.minAmount).find((tier) => amount >= tier.minAmount) ?? null;
}

/** A tier's bonus on a deposit of `amount`, in hundredths: floor(amount × percent / 100) + fixed, at most maxBonus. */
export function ladderBonus(tier: Pick<LadderTierTerms, 'percent' | 'fixed' | 'maxBonus'>, amount: number): number {
  const bonus = Math.floor((amount * tier.percent) / 100) + tier.fixed;
  return tier.maxBonus === undefined ? bonus : Math.min(bonus, tier.maxBonus);
}
