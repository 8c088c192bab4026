import type { ReviewWithdrawal } from '@casino/contract/operator';
import type { WithdrawalStatus } from '@casino/contract';
import type { KycFace, SubmissionRow } from '../kyc/index.ts';
import { maskAccountNumber } from '../payments/index.ts';
import type { PaymentsFace, WithdrawalRow } from '../payments/index.ts';
import type { OperatorSession } from './access.ts';

/**
 * The review queues through the payments and kyc faces, as the command line uses them: those
 * services make the decision and write its audit row (named for the operator) in its transaction.
 */

const ms = (d: Date | null) => (d === null ? null : new Date(d).getTime());

export const reviewWithdrawalOf = (w: WithdrawalRow): ReviewWithdrawal => ({
  orderId: w.id, playerId: Number(w.player_id), status: w.status, amount: Number(w.amount), fee: Number(w.fee), bankId: Number(w.bank_id),
  accountName: w.account_name, accountNumber: maskAccountNumber(w.account_number), reason: w.reason,
  createdAt: new Date(w.created_at).getTime(), updatedAt: new Date(w.updated_at).getTime(),
});

export const submissionSummaryOf = (s: SubmissionRow) => ({
  id: Number(s.id), playerId: Number(s.player_id), status: s.status, idType: s.id_type, reason: s.reason,
  createdAt: new Date(s.created_at).getTime(), reviewedAt: ms(s.reviewed_at), reviewedBy: s.reviewed_by,
});

export const submissionDetailOf = (s: SubmissionRow) => ({
  ...submissionSummaryOf(s), idNumber: s.id_number, firstName: s.first_name, middleName: s.middle_name, lastName: s.last_name,
  birthDate: s.birth_date, photoFileId: s.photo_file_id, selfieFileId: s.selfie_file_id,
});

export type ReviewDesk = ReturnType<typeof createReviewDesk>;

export function createReviewDesk(deps: { payments: Pick<PaymentsFace, 'withdrawals'>; kyc: Pick<KycFace, 'listSubmissions' | 'showSubmission' | 'approve' | 'reject' | 'readFile'> }) {
  const { payments, kyc } = deps;
  return {
    async withdrawals(status: WithdrawalStatus, limit: number) {
      const { rows, total } = await payments.withdrawals.listForReview([status], limit);
      return { list: rows.map(reviewWithdrawalOf), total };
    },
    approveWithdrawal: async (actor: OperatorSession, orderId: string) =>
      ({ withdrawal: reviewWithdrawalOf(await payments.withdrawals.approve(orderId, actor.username)) }),
    rejectWithdrawal: async (actor: OperatorSession, orderId: string, reason: string) =>
      ({ withdrawal: reviewWithdrawalOf(await payments.withdrawals.reject(orderId, actor.username, reason)) }),

    async submissions(status: SubmissionRow['status'], limit: number) {
      return { list: (await kyc.listSubmissions(status, limit)).map(submissionSummaryOf) };
    },
    showSubmission: async (actor: OperatorSession, id: number) => ({ submission: submissionDetailOf(await kyc.showSubmission(id, actor.username)) }),
    approveSubmission: async (actor: OperatorSession, id: number) => ({ submission: submissionSummaryOf(await kyc.approve(id, actor.username)) }),
    rejectSubmission: async (actor: OperatorSession, id: number, reason: string) => ({ submission: submissionSummaryOf(await kyc.reject(id, actor.username, reason)) }),
    readFile: (actor: OperatorSession, fileId: string) => kyc.readFile(fileId, actor.username),
  };
}
