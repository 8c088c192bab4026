import { z } from 'zod';
import { defineOperatorCall, EpochMs, Limit, PlayerId, RowId } from './define.ts';

/** The audit log: every operator action, chained by hash (docs/decisions/064). */

const Json = z.record(z.string(), z.unknown());

export const AuditEntry = z.object({
  id: z.number().int(),
  seq: z.number().int().describe('position in the hash chain'),
  operator: z.string(),
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.string(),
  playerId: z.number().int().nullable(),
  before: Json.nullable(),
  after: Json.nullable(),
  detail: Json,
  at: EpochMs,
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const auditList = defineOperatorCall({
  name: 'auditList', permission: 'audit.read',
  summary: 'Audit rows newest first, filtered by operator, player and action (each optional); page with beforeId = the last id seen.',
  body: z.object({
    operator: z.string().trim().min(1).max(64).optional(),
    playerId: PlayerId.optional(),
    action: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9.]+$/, 'must be an action name such as kyc.approve').optional(),
    beforeId: RowId.optional(),
    limit: Limit(200, 50),
  }),
  response: z.object({ list: z.array(AuditEntry), nextBeforeId: z.number().int().nullable() }),
});

export const AuditChainReport = z.object({
  intact: z.boolean(),
  rows: z.number().int(),
  headHash: z.string().nullable(),
  brokenAt: z.object({ id: z.number().int(), seq: z.number().int(), problem: z.string() }).nullable(),
});
export type AuditChainReport = z.infer<typeof AuditChainReport>;

export const auditVerify = defineOperatorCall({
  name: 'auditVerify', permission: 'audit.read',
  summary: 'Recomputes the hash chain over every audit row and names the first row that does not fit.',
  body: z.object({}),
  response: AuditChainReport,
});

export const auditCalls = { auditList, auditVerify } as const;
