import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import type { EventLog } from './event-log.ts';
import { upsertPresence } from './store.ts';

export interface TrackingDeps {
  db: Db;
  clock: Clock;
  /** Where a heartbeat from a game page is published (play keeps that game's sessions alive). */
  events: EventPublisher;
  /** The client event log (appEventLogClient, actionLog). */
  eventLog: EventLog;
}

export function registerTrackingCalls(router: CallRouter, deps: TrackingDeps): void {
  router.player(calls.online, async (input, ctx) => {
    const gameId = input.gameId ?? null;
    const at = deps.clock.now();
    await upsertPresence(deps.db, ctx.session.playerId, gameId, at);
    if (gameId !== null) await deps.events.publish(deps.db, 'playerHeartbeat', { playerId: ctx.session.playerId, gameId, at });
    return {};
  });
  router.anonymous(calls.appEventLogClient, async (input, ctx) => ({
    stored: await deps.eventLog.recordBatch(input.eventList, input.deviceId, ctx.meta),
  }));
  router.player(calls.actionLog, async (input, ctx) => {
    await deps.eventLog.recordAction(ctx.session.playerId, input, ctx.meta);
    return {};
  });
}
