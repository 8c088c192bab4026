import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { VipService } from './service.ts';

/** The VIP calls: the player's standing and levels, and the periodic rewards. */
export function registerVipCalls(router: CallRouter, vip: VipService): void {
  router.player(calls.getVipInfo, (_input, ctx) => vip.info(ctx.session.playerId));
  router.player(calls.receiveVipReward, (input, ctx) => vip.receive(ctx.session.playerId, input.period));
}
