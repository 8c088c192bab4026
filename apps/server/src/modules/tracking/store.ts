import type { Enrichment } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';
import type { RequestMeta } from '../../platform/request-meta.ts';

export interface NewEvent {
  playerId: number | null;
  kind: string;
  payload: Record<string, unknown>;
  meta: RequestMeta;
  enrichment: Enrichment;
  at: Date;
}

/** Something a player did (register, login ...), with where it came from. */
export type EventRecorder = (q: Queryable, event: NewEvent) => Promise<void>;

export const recordEvent: EventRecorder = async (q, e) => {
  await q.query(
    `INSERT INTO events (player_id, kind, payload, channel, app_id, client_referrer, platform, ip, device_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [e.playerId, e.kind, JSON.stringify(e.payload), e.enrichment.channel, e.enrichment.appId, e.enrichment.clientReferrer,
      e.enrichment.platform, e.meta.ip, e.meta.deviceId, e.at],
  );
};

/** The heartbeat: last seen now, in a game or not. */
export async function upsertPresence(q: Queryable, playerId: number, gameId: number | null, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO presence (player_id, last_seen_at, game_id) VALUES ($1, $2, $3)
     ON CONFLICT (player_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, game_id = EXCLUDED.game_id`,
    [playerId, at, gameId],
  );
}
