import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { RewardsService } from './service.ts';

/** The item bag and the player's reward claims. */
export function registerRewardCalls(router: CallRouter, rewards: RewardsService): void {
  router.player(calls.getItemBag, async (_input, ctx) => ({ items: await rewards.bag(ctx.session.playerId) }));
  router.player(calls.getRewardClaims, (input, ctx) => rewards.claims(ctx.session.playerId, input.page, input.pageSize));
  router.player(calls.getRewardClaim, async (input, ctx) => ({ claim: await rewards.claim(ctx.session.playerId, input.id) }));
}
