import type { Queryable } from '../../platform/db.ts';

/**
 * The operators' audit log (migration 403): one append-only row per operator action, written
 * in the same transaction as the change it records, so a change without its row cannot exist.
 * Migration 601 chains the rows by hash at insert (chain.ts checks the chain).
 */

type Q = Pick<Queryable, 'query'>;

/** An operator asked for something the current state does not allow (not pending, unknown id...). */
export class OperatorRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorRefusal';
  }
}

export interface AuditEntry {
  operator: string;
  /** e.g. withdrawal.approve, kyc.reject, kyc.readFile. */
  action: string;
  subjectKind: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  detail?: Record<string, unknown>;
  at: Date;
}

export interface AuditRow {
  id: number;
  operator: string;
  action: string;
  subject_kind: string;
  subject_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  detail: Record<string, unknown>;
  at: Date;
  /** Place in the hash chain, the previous row's hash and this row's (migration 601). */
  seq: number;
  prev_hash: string;
  hash: string;
  /** The player the action concerns, when it names one. */
  player_id: number | null;
}

/** Operator names: what a person is called in the log, never empty. */
export const OPERATOR_NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

export async function recordAudit(q: Q, entry: AuditEntry): Promise<void> {
  if (!OPERATOR_NAME.test(entry.operator)) throw new OperatorRefusal('the operator name must be 1-64 letters, digits, . _ @ or -');
  await q.query(
    `INSERT INTO ops_audit (operator, action, subject_kind, subject_id, before, after, detail, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [entry.operator, entry.action, entry.subjectKind, entry.subjectId,
      entry.before === null ? null : JSON.stringify(entry.before), entry.after === null ? null : JSON.stringify(entry.after),
      JSON.stringify(entry.detail ?? {}), entry.at],
  );
}

export interface AuditFilter {
  subjectKind?: string;
  subjectId?: string;
  operator?: string;
  action?: string;
  playerId?: number;
  /** Rows older than this id (the next page). */
  beforeId?: number;
  limit: number;
}

/** Rows newest first, each filter optional. */
export async function listAudit(q: Q, filter: AuditFilter): Promise<AuditRow[]> {
  const { rows } = await q.query<AuditRow>(
    `SELECT * FROM ops_audit
      WHERE ($1::text IS NULL OR subject_kind = $1::text) AND ($2::text IS NULL OR subject_id = $2::text)
        AND ($3::text IS NULL OR operator = $3::text) AND ($4::text IS NULL OR action = $4::text)
        AND ($5::bigint IS NULL OR player_id = $5::bigint) AND ($6::bigint IS NULL OR id < $6::bigint)
      ORDER BY id DESC LIMIT $7`,
    [filter.subjectKind ?? null, filter.subjectId ?? null, filter.operator ?? null, filter.action ?? null,
      filter.playerId ?? null, filter.beforeId ?? null, filter.limit],
  );
  return rows;
}
