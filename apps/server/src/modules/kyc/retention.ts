import { KYC_RETENTION_DAYS } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { DAY_MS } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { Job } from '../../platform/jobs.ts';
import { recordAudit } from '../audit/index.ts';
import type { KycStorage } from './files.ts';

/**
 * The retention of identity data (SPEC §9, docs/decisions/069): KYC_RETENTION_DAYS after a
 * player's last visit, whether the account is open or closed, their identity images are
 * deleted (files and rows) and their submissions' identity details blanked; a submission keeps
 * its status, dates, reason and reviewer, marked with the time of the removal.
 *
 * Safe to run on several servers at once and again and again: each player is handled in one
 * transaction that locks their rows, and what was removed is not found the next time.
 */

export const KYC_RETENTION_JOB = 'kyc.retention';
/** Often enough that nothing is held more than a few hours past its day; each run is cheap when nothing is due. */
const RETENTION_INTERVAL_SECONDS = 6 * 60 * 60;
/** Players looked at per step, so one run never holds a large result or a long transaction. */
export const RETENTION_BATCH = 200;
/** Who the audit log names for the removals. */
const RETENTION_OPERATOR = 'system.kyc-retention';

type Q = Pick<Queryable, 'query'>;

/** Players after `afterId` who still have identity details or images, in id order. */
async function playersHoldingData(q: Q, afterId: number, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ player_id: number }>(
    `SELECT player_id FROM (
       SELECT player_id FROM kyc_submissions WHERE redacted_at IS NULL AND player_id > $1
       UNION
       SELECT player_id FROM kyc_files WHERE player_id > $1
     ) held ORDER BY player_id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((r) => Number(r.player_id));
}

export interface KycRetentionDeps {
  db: Db;
  clock: Clock;
  storage: KycStorage;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Each player's last visit, from accounts. */
  lastVisits(playerIds: readonly number[]): Promise<Map<number, Date>>;
}

export type KycRetention = ReturnType<typeof createKycRetention>;

export function createKycRetention(deps: KycRetentionDeps) {
  const { db, clock, storage, log } = deps;

  /** Removes one player's identity data; answers what was removed (nothing when another run got there first). */
  async function removePlayerData(playerId: number, lastVisit: Date, now: Date): Promise<{ submissions: number; images: number }> {
    return db.transaction(async (tx) => {
      // Plain FOR UPDATE: a concurrent run waits, then finds these rows already blanked or gone.
      const submissions = await tx.query<{ id: number }>(
        'SELECT id FROM kyc_submissions WHERE player_id = $1 AND redacted_at IS NULL ORDER BY id FOR UPDATE', [playerId]);
      const files = await tx.query<{ id: string; storage_name: string }>(
        'SELECT id, storage_name FROM kyc_files WHERE player_id = $1 ORDER BY id FOR UPDATE', [playerId]);
      if (submissions.rows.length === 0 && files.rows.length === 0) return { submissions: 0, images: 0 };
      // The submissions let go of the files first (they reference them).
      await tx.query(
        `UPDATE kyc_submissions SET id_number = '', first_name = '', middle_name = '', last_name = '', birth_date = NULL,
                photo_file_id = NULL, selfie_file_id = NULL, redacted_at = $2
          WHERE id = ANY($1::bigint[])`,
        [submissions.rows.map((r) => r.id), now]);
      // Off the disk before the rows go: should the transaction fail, the rows remain and the next run
      // deletes them (removing a missing file is no error); the reverse could leave images nobody knows of.
      for (const file of files.rows) await storage.remove(file.storage_name);
      await tx.query('DELETE FROM kyc_files WHERE id = ANY($1::text[])', [files.rows.map((r) => r.id)]);
      const removed = { submissions: submissions.rows.length, images: files.rows.length };
      await recordAudit(tx, {
        operator: RETENTION_OPERATOR, action: 'kyc.retention', subjectKind: 'player', subjectId: String(playerId),
        before: null, after: removed, detail: { lastVisit: lastVisit.toISOString(), retentionDays: KYC_RETENTION_DAYS }, at: now,
      });
      return removed;
    });
  }

  /** One pass over every player holding identity data, in bounded steps; answers how many players' data went. */
  async function run(): Promise<number> {
    const now = clock.now();
    const cutoff = now.getTime() - KYC_RETENTION_DAYS * DAY_MS;
    let afterId = 0;
    let players = 0;
    for (;;) {
      const ids = await playersHoldingData(db, afterId, RETENTION_BATCH);
      if (ids.length === 0) break;
      const visits = await deps.lastVisits(ids);
      for (const playerId of ids) {
        const lastVisit = visits.get(playerId);
        if (lastVisit === undefined || lastVisit.getTime() >= cutoff) continue;
        const removed = await removePlayerData(playerId, lastVisit, now);
        if (removed.submissions + removed.images > 0) players++;
      }
      afterId = ids[ids.length - 1] as number;
    }
    if (players > 0) log.info({ players, retentionDays: KYC_RETENTION_DAYS }, 'identity data past its retention removed');
    return players;
  }

  return {
    run,
    job: (): Job => ({ name: KYC_RETENTION_JOB, intervalSeconds: RETENTION_INTERVAL_SECONDS, run: async () => { await run(); } }),
  };
}
