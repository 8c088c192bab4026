import { calls } from '@casino/contract';
import type { CallRouter } from '../../platform/call-route.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { upsertPresence } from './store.ts';

export interface TrackingDeps {
  db: Db;
  clock: Clock;
  /** Called for a heartbeat from a game page (play: keeps that game's sessions alive). */
  onGameHeartbeat?: (playerId: number, gameId: number) => Promise<void>;
}

export function registerTrackingCalls(router: CallRouter, deps: TrackingDeps): void {
  router.player(calls.online, async (input, ctx) => {
    const gameId = input.gameId ?? null;
    await upsertPresence(deps.db, ctx.session.playerId, gameId, deps.clock.now());
    if (gameId !== null && deps.onGameHeartbeat) await deps.onGameHeartbeat(ctx.session.playerId, gameId);
    return {};
  });
}
