import { z } from 'zod';
import { WithdrawalStatuses } from '../calls/payments.ts';
import { KycIdTypes } from '../calls/kyc.ts';
import { defineOperatorCall, EpochMs, Limit, Reason, RowId } from './define.ts';

/** The daily review work: the withdrawals queue and KYC submissions (the command line does the same for scripts). */

export const ReviewWithdrawal = z.object({
  orderId: z.string(),
  playerId: z.number().int(),
  status: z.enum(WithdrawalStatuses),
  amount: z.number().int(),
  fee: z.number().int(),
  bankId: z.number().int(),
  accountName: z.string(),
  accountNumber: z.string().describe('masked'),
  reason: z.string(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type ReviewWithdrawal = z.infer<typeof ReviewWithdrawal>;

const OrderId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be a withdrawal order id');

export const withdrawalList = defineOperatorCall({
  name: 'withdrawalList', permission: 'withdrawals.read',
  summary: 'Withdrawals in one status (pending by default), oldest first, with the total in that status.',
  body: z.object({ status: z.enum(WithdrawalStatuses).default('pending'), limit: Limit(200, 50) }),
  response: z.object({ list: z.array(ReviewWithdrawal), total: z.number().int() }),
});

export const withdrawalApprove = defineOperatorCall({
  name: 'withdrawalApprove', permission: 'withdrawals.review',
  summary: 'Approves a pending withdrawal: it goes to processing and its payout is sent to the provider.',
  body: z.object({ orderId: OrderId }),
  response: z.object({ withdrawal: ReviewWithdrawal }),
});

export const withdrawalReject = defineOperatorCall({
  name: 'withdrawalReject', permission: 'withdrawals.review',
  summary: 'Rejects a pending withdrawal with a reason the player sees; the held coins go back to the balance.',
  body: z.object({ orderId: OrderId, reason: Reason }),
  response: z.object({ withdrawal: ReviewWithdrawal }),
});

export const KycReviewStatuses = ['pending', 'approved', 'rejected'] as const;

export const KycSubmissionSummary = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  status: z.enum(KycReviewStatuses),
  idType: z.enum(KycIdTypes),
  reason: z.string(),
  createdAt: EpochMs,
  reviewedAt: EpochMs.nullable(),
  reviewedBy: z.string().nullable(),
});

export const KycSubmissionDetail = KycSubmissionSummary.extend({
  idNumber: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  photoFileId: z.string(),
  selfieFileId: z.string(),
});

const SubmissionId = RowId;

export const kycList = defineOperatorCall({
  name: 'kycList', permission: 'kyc.read',
  summary: 'KYC submissions in one status (pending by default), oldest pending first.',
  body: z.object({ status: z.enum(KycReviewStatuses).default('pending'), limit: Limit(200, 50) }),
  response: z.object({ list: z.array(KycSubmissionSummary) }),
});

export const kycShow = defineOperatorCall({
  name: 'kycShow', permission: 'kyc.read',
  summary: 'A submission with the identity details and its two image ids (GET /admin/api/kycFile/<id> serves an image). The read is audited.',
  body: z.object({ submissionId: SubmissionId }),
  response: z.object({ submission: KycSubmissionDetail }),
});

export const kycApprove = defineOperatorCall({
  name: 'kycApprove', permission: 'kyc.review',
  summary: 'Approves a pending submission: the player\'s identity is verified.',
  body: z.object({ submissionId: SubmissionId }),
  response: z.object({ submission: KycSubmissionSummary }),
});

export const kycReject = defineOperatorCall({
  name: 'kycReject', permission: 'kyc.review',
  summary: 'Rejects a pending submission with a reason the player sees; they may submit again.',
  body: z.object({ submissionId: SubmissionId, reason: Reason }),
  response: z.object({ submission: KycSubmissionSummary }),
});

export const reviewCalls = { withdrawalList, withdrawalApprove, withdrawalReject, kycList, kycShow, kycApprove, kycReject } as const;
