/**
 * vip: VIP levels (the level table, §3 appUserLevelConfigList), each player's experience from the
 * wallet's transfer feed (bets minus refunded bets), the level it reaches (never lower), a
 * level-up reward per level and the weekly and monthly rewards of a level. Publishes
 * `vipLevelUp`; the wallet shows the levels in the balances through the source VIP registers.
 */
import type { FeedConsumer } from '../wallet/index.ts';
import type { VipService } from './service.ts';

export type VipFace = VipService & {
  /** The transfer-feed consumer `vip.experience` (its job runs it; tests and tooling may too). */
  experience: FeedConsumer;
  /** Applies every committed bet and refund the consumer has not seen yet. */
  catchUp(): Promise<number>;
};

export { levelUpKey } from './experience.ts';
export { periodKey } from './service.ts';
export { DEFAULT_VIP_LEVELS } from './default-levels.ts';
