import type { Clock } from '../../../platform/clock.ts';
import { MINUTE_MS } from '../../../platform/clock.ts';
import type { Db, Queryable } from '../../../platform/db.ts';
import { signatureHeader } from './signature.ts';

/**
 * The sandbox provider's callback queue (docs/decisions/035): each event is a row, delivered
 * to our callback endpoint until it answers 2xx, signed afresh at every attempt, with growing
 * pauses between attempts. Rows survive a restart, so delivery resumes where it stopped.
 */

/** Pause after the n-th failed attempt; after the last one the event is given up. */
export const RETRY_DELAYS_MS = [
  10_000, 30_000, MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, 30 * MINUTE_MS, 60 * MINUTE_MS, 2 * 60 * MINUTE_MS, 4 * 60 * MINUTE_MS, 8 * 60 * MINUTE_MS,
] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed row is left alone by other deliverers for this long (a crashed one releases it then). */
const CLAIM_MS = MINUTE_MS;
const BATCH = 20;

export const SIGNATURE_HEADER = 'x-sandbox-signature';

export interface CallbackDelivery {
  headers: Record<string, string>;
  body: string;
}
/** Sends one callback; answers the HTTP status (0 when it could not be sent). */
export type Deliverer = (delivery: CallbackDelivery) => Promise<number>;

export interface DrainReport { delivered: number; retried: number; gaveUp: number }

export interface CallbackOutbox {
  /** Queues an event, inside the caller's transaction when given one. */
  enqueue(q: Pick<Queryable, 'query'>, eventId: string, body: string): Promise<void>;
  /** Delivers every event that is due now. */
  drain(): Promise<DrainReport>;
  setDeliverer(deliver: Deliverer): void;
}

export function createCallbackOutbox(deps: { db: Db; clock: Clock; secret: string }): CallbackOutbox {
  const { db, clock, secret } = deps;
  let deliver: Deliverer = async () => 0;
  let running: Promise<DrainReport> | null = null;

  async function claim(): Promise<Array<{ id: number; body: string; attempts: number }>> {
    const now = clock.now();
    const { rows } = await db.query<{ id: number; body: string; attempts: number }>(
      `UPDATE sandbox_callback_outbox SET claimed_until = $2
        WHERE id IN (
          SELECT id FROM sandbox_callback_outbox
           WHERE delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= $1
             AND (claimed_until IS NULL OR claimed_until <= $1)
           ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, body, attempts`,
      [now, new Date(now.getTime() + CLAIM_MS)],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  async function attempt(row: { id: number; body: string; attempts: number }, report: DrainReport): Promise<void> {
    const now = clock.now();
    const timestamp = Math.floor(now.getTime() / 1000);
    let status = 0;
    try {
      status = await deliver({
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, row.body) },
        body: row.body,
      });
    } catch {
      status = 0;
    }
    const attempts = row.attempts + 1;
    if (status >= 200 && status < 300) {
      report.delivered++;
      await db.query(
        'UPDATE sandbox_callback_outbox SET delivered_at = $2, attempts = $3, last_status = $4, claimed_until = NULL WHERE id = $1',
        [row.id, now, attempts, status],
      );
      return;
    }
    const delay = RETRY_DELAYS_MS[attempts - 1];
    if (delay === undefined) report.gaveUp++;
    else report.retried++;
    await db.query(
      `UPDATE sandbox_callback_outbox SET attempts = $2, last_status = $3, claimed_until = NULL,
         next_attempt_at = CASE WHEN $4::bigint IS NULL THEN next_attempt_at ELSE $5::timestamptz END,
         gave_up_at = CASE WHEN $4::bigint IS NULL THEN $5::timestamptz ELSE NULL END
       WHERE id = $1`,
      [row.id, attempts, status, delay ?? null, delay === undefined ? now : new Date(now.getTime() + delay)],
    );
  }

  async function drainOnce(): Promise<DrainReport> {
    const report: DrainReport = { delivered: 0, retried: 0, gaveUp: 0 };
    // Bounded, so a flood of events cannot keep one drain running forever.
    for (let batch = 0; batch < 50; batch++) {
      const rows = await claim();
      for (const row of rows) await attempt(row, report);
      if (rows.length < BATCH) break;
    }
    return report;
  }

  return {
    async enqueue(q, eventId, body) {
      await q.query(
        `INSERT INTO sandbox_callback_outbox (event_id, body, next_attempt_at, created_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (event_id) DO NOTHING`,
        [eventId, body, clock.now()],
      );
    },
    // One drain at a time in this process; other processes are kept apart by the claims.
    drain() {
      running ??= drainOnce().finally(() => { running = null; });
      return running;
    },
    setDeliverer(fn) {
      deliver = fn;
    },
  };
}
