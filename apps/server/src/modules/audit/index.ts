/**
 * audit: the operators' append-only audit log. An operator action writes its row with
 * `recordAudit(tx, entry)` inside the transaction that makes the change; ops reads it with
 * `listAudit`.
 */
import type { listAudit, recordAudit } from './audit.ts';

export { listAudit, OPERATOR_NAME, OperatorRefusal, recordAudit } from './audit.ts';
export type { AuditEntry, AuditRow } from './audit.ts';

/** The face other modules get through needs: the same two functions. */
export interface AuditFace {
  recordAudit: typeof recordAudit;
  listAudit: typeof listAudit;
}
