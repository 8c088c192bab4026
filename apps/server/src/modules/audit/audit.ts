import type { Queryable } from '../../platform/db.ts';

/**
 * The operators' audit log (migration 403): one append-only row per operator action, written
 * in the same transaction as the change it records, so a change without its row cannot exist.
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

export async function listAudit(q: Q, filter: { subjectKind?: string; subjectId?: string; limit: number }): Promise<AuditRow[]> {
  const { rows } = await q.query<AuditRow>(
    `SELECT * FROM ops_audit WHERE ($1::text IS NULL OR subject_kind = $1::text) AND ($2::text IS NULL OR subject_id = $2::text)
      ORDER BY id DESC LIMIT $3`,
    [filter.subjectKind ?? null, filter.subjectId ?? null, filter.limit],
  );
  return rows;
}
