import { calls } from '@casino/contract';
import type { SaferPlay } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { Exclusions } from './exclusions.ts';
import type { Limits } from './limits.ts';

/** The time-out and self-exclusion calls: thin, each to its rule, answering the player's safer-play view. */
export function registerExclusionCalls(router: CallRouter, exclusions: Exclusions, view: (playerId: number) => Promise<SaferPlay>): void {
  router.player(calls.startTimeOut, async (input, ctx) => {
    await exclusions.startTimeOut(ctx.session.playerId, input.duration);
    return view(ctx.session.playerId);
  });
  router.player(calls.startSelfExclusion, async (input, ctx) => {
    await exclusions.startSelfExclusion(ctx.session.playerId, input.duration);
    return view(ctx.session.playerId);
  });
  router.player(calls.endSelfExclusion, async (_input, ctx) => {
    await exclusions.endSelfExclusion(ctx.session.playerId);
    return view(ctx.session.playerId);
  });
}

/** The limit and reality-check calls: thin, each to its rule, answering the player's safer-play view (getRealityCheck its own answer). */
export function registerLimitCalls(router: CallRouter, limits: Limits, view: (playerId: number) => Promise<SaferPlay>): void {
  router.player(calls.setMoneyLimit, async (input, ctx) => {
    await limits.setMoneyLimit(ctx.session.playerId, input);
    return view(ctx.session.playerId);
  });
  router.player(calls.setSessionLimit, async (input, ctx) => {
    await limits.setSessionLimit(ctx.session.playerId, input.minutes);
    return view(ctx.session.playerId);
  });
  router.player(calls.confirmLimit, async (input, ctx) => {
    await limits.confirmLimit(ctx.session.playerId, input);
    return view(ctx.session.playerId);
  });
  router.player(calls.setRealityCheck, async (input, ctx) => {
    await limits.setRealityCheck(ctx.session.playerId, input.minutes);
    return view(ctx.session.playerId);
  });
  router.player(calls.getRealityCheck, (_input, ctx) => limits.realityCheck(ctx.session.playerId, ctx.session.sessionId));
}
