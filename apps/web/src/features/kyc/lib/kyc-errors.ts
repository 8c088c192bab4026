import type { TFunction } from 'i18next';
import { Limits, PaymentErrcode } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import { KYC_MAX_FILE_BYTES } from './kyc-file.ts';
import { describePaymentFailure } from './payment-errors.ts';

/** What `kyc.errors` says for each KYC refusal, and whether the photos must be uploaded again. */
export interface KycProblemText {
  message: string;
  /** An uploaded file id is no longer accepted: the upload must be redone. */
  reupload?: boolean;
}

/** One clear message per KYC errcode (contract PaymentErrcode 2130-2136); anything else as the payment calls explain it. */
export function describeKycFailure(error: unknown, t: TFunction): KycProblemText {
  const max = Math.floor(KYC_MAX_FILE_BYTES / (1024 * 1024));
  if (isCallError(error)) {
    switch (error.errcode) {
      case PaymentErrcode.KycFileType: return { message: t('kyc.errors.fileType') };
      case PaymentErrcode.KycFileTooLarge: return { message: t('kyc.errors.fileTooLarge', { max }) };
      case PaymentErrcode.KycFileNotFound: return { message: t('kyc.errors.fileNotFound'), reupload: true };
      case PaymentErrcode.KycUnderAge: return { message: t('kyc.errors.underAge', { age: Limits.minimumAge }) };
      case PaymentErrcode.KycAlreadyPending: return { message: t('kyc.errors.alreadyPending') };
      case PaymentErrcode.KycAlreadyApproved: return { message: t('kyc.errors.alreadyApproved') };
      case PaymentErrcode.KycUploadLimit: return { message: t('kyc.errors.uploadLimit') };
      default: break;
    }
  }
  return { message: describePaymentFailure(error, t, 'account').message };
}
