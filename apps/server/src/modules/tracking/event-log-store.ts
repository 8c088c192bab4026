import type { Queryable } from '../../platform/db.ts';

/** One row of the client event log (migration 003). */
export interface ClientEventRow {
  kind: 'event' | 'action';
  name: string;
  eventTime: Date | null;
  eventUserId: number;
  playerId: number | null;
  channel: string | null;
  appId: string | null;
  version: string | null;
  page: string | null;
  params: Record<string, unknown>;
  ip: string;
  deviceId: string | null;
  receivedAt: Date;
}

const COLUMNS = ['kind', 'name', 'event_time', 'event_user_id', 'player_id', 'channel', 'app_id', 'version', 'page', 'params', 'ip', 'device_id', 'received_at'];

/** Writes a batch (at most the contract's 20) in one statement. */
export async function insertClientEvents(q: Queryable, rows: readonly ClientEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values: unknown[] = [];
  const tuples = rows.map((r) => {
    const base = values.length;
    values.push(r.kind, r.name, r.eventTime, r.eventUserId, r.playerId, r.channel, r.appId, r.version, r.page, JSON.stringify(r.params), r.ip, r.deviceId, r.receivedAt);
    return `(${COLUMNS.map((_, i) => `$${base + i + 1}`).join(', ')})`;
  });
  await q.query(`INSERT INTO client_events (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`, values);
}

/** Deletes up to `limit` entries received before `before`, oldest first; answers how many. */
export async function deleteClientEventsBefore(q: Queryable, before: Date, limit: number): Promise<number> {
  const result = await q.query(
    `DELETE FROM client_events WHERE id IN (
       SELECT id FROM client_events WHERE received_at < $1 ORDER BY received_at, id LIMIT $2)`,
    [before, limit],
  );
  return result.rowCount;
}
