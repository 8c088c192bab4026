/**
 * rewards: the one way anything is granted to a player (§3 reward item, §9 item ids). `grant`
 * runs in the caller's transaction: coins (from bonus expense, betRate adding turnover owed) and
 * points through the wallet's ledger, every other item into the player's item bag, and one claim
 * record naming the source. Idempotent by the key that names the source. Also the item bag,
 * §3 appPropConfigMap, and the coupons a credited deposit uses.
 */
import type { RewardsService } from './service.ts';

export type RewardsFace = RewardsService;
export type { ClaimGuard, Grant, GrantRequest } from './service.ts';
export { InvalidReward, checkRewardItems } from './service.ts';
export { appPropConfigMap } from './prop-config.ts';
export type { PropConfig } from './prop-config.ts';
export { classifyItem } from './items.ts';
/** Forfeits a player's unused bag items with a recorded reason (a self-exclusion or time-out starting). */
export { forfeitHeldLots } from './bag-store.ts';
