import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { ok } from '../../platform/envelope.ts';
import { upsertPresence } from './store.ts';

export function registerTrackingCalls(router: CallRouter, deps: { db: Db; clock: Clock }): void {
  router.player(calls.online, async (input, ctx) => {
    await upsertPresence(deps.db, ctx.session.playerId, input.gameId ?? null, deps.clock.now());
    return ok({});
  });
}
