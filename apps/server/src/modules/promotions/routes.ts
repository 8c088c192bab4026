import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { PromotionsFace } from './index.ts';
import { PROMOTION_TYPES } from './types/index.ts';

/** The engine's calls, then each type's own. */
export function registerPromotionCalls(router: CallRouter, promotions: PromotionsFace): void {
  router.player(calls.getActivityIds, (_input, ctx) => promotions.activityIds(ctx.session.playerId));
  router.anonymous(calls.getActivityDetail, async (input) => ({ activity: await promotions.detail(input) }));
  for (const type of PROMOTION_TYPES) type.routes?.(router, promotions.typeContext);
}
