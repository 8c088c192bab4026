/**
 * audit: the operators' append-only audit log, chained by hash. An operator action writes its
 * row with `recordAudit(tx, entry)` inside the transaction that makes the change; ops and the
 * console read it with `listAudit` and check the chain with `verifyAuditChain`.
 */
import type { listAudit, recordAudit } from './audit.ts';
import type { verifyAuditChain } from './chain.ts';

export { listAudit, OPERATOR_NAME, OperatorRefusal, recordAudit } from './audit.ts';
export type { AuditEntry, AuditFilter, AuditRow } from './audit.ts';
export { GENESIS_HASH, verifyAuditChain } from './chain.ts';
export type { ChainReport } from './chain.ts';

/** The face other modules get through needs. */
export interface AuditFace {
  recordAudit: typeof recordAudit;
  listAudit: typeof listAudit;
  verifyAuditChain: typeof verifyAuditChain;
}
