import { FirstChargeStatus, ItemId } from '@casino/contract';
import type { FirstChargeConfig, FirstChargeState } from '@casino/contract';

export interface Prize { id: number; count: number }

/** The prizes of a tier (§3 award, JSON text). */
export function prizesOf(tier: FirstChargeConfig): Prize[] {
  try {
    const parsed = JSON.parse(tier.award) as unknown;
    return Array.isArray(parsed) ? parsed.filter((p): p is Prize => typeof p?.id === 'number' && typeof p?.count === 'number') : [];
  } catch {
    return [];
  }
}

/** §3 propReceiveList: the prop ids claimed so far. */
export function receivedProps(state: FirstChargeState): number[] {
  try {
    const parsed = JSON.parse(state.propReceiveList) as unknown;
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export type PrizeButton = 'hidden' | 'claim' | 'claimed';

/** §4: a prize can be claimed only while the status is 1 and its prop id is not in the received list. */
export function prizeButton(state: FirstChargeState, tierId: number, propId: number): PrizeButton {
  if (state.itemStatus === FirstChargeStatus.NotPurchased || state.awardId !== tierId) return 'hidden';
  return receivedProps(state).includes(propId) || state.itemStatus === FirstChargeStatus.Claimed ? 'claimed' : 'claim';
}

/** §4: the pay button works while nothing is bought and the offer has not expired. */
export const canPay = (state: FirstChargeState, now: number): boolean =>
  state.itemStatus === FirstChargeStatus.NotPurchased && (state.expireTime === -1 || now < state.expireTime);

/** The tiers to draw: all of them before the first deposit, then only the one bought. */
export const shownTiers = (state: FirstChargeState, list: readonly FirstChargeConfig[]): FirstChargeConfig[] =>
  state.itemStatus === FirstChargeStatus.NotPurchased ? [...list] : list.filter((tier) => tier.id === state.awardId);

export const isCoin = (id: number) => id === ItemId.Coin;
export const isPoints = (id: number) => id === ItemId.Points;
