/**
 * The kyc module's face: identity verification. Others ask where a player stands
 * (kycStatusOf, hasApprovedKyc); the operator command line reviews submissions.
 */
import type { KycRetention } from './retention.ts';
import type { KycService } from './service.ts';

/** What `needs: ['kyc']` hands a module: the kyc service, with kycStatusOf and hasApprovedKyc; and the retention of identity data. */
export type KycFace = KycService & { retention: KycRetention };

export { createKycService } from './service.ts';
export type { KycDeps, KycService } from './service.ts';
export { openKycStorage } from './files.ts';
export type { KycStorage } from './files.ts';
export type { SubmissionRow, KycFileRow } from './store.ts';
export { KYC_RETENTION_JOB } from './retention.ts';
export type { KycRetention } from './retention.ts';
