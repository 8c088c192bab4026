import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import { upsertPresence } from './store.ts';

export interface TrackingDeps {
  db: Db;
  clock: Clock;
  /** Where a heartbeat from a game page is published (play keeps that game's sessions alive). */
  events: EventPublisher;
}

export function registerTrackingCalls(router: CallRouter, deps: TrackingDeps): void {
  router.player(calls.online, async (input, ctx) => {
    const gameId = input.gameId ?? null;
    const at = deps.clock.now();
    await upsertPresence(deps.db, ctx.session.playerId, gameId, at);
    if (gameId !== null) await deps.events.publish(deps.db, 'playerHeartbeat', { playerId: ctx.session.playerId, gameId, at });
    return {};
  });
}
