import type { TFunction } from 'i18next';
import { KycErrcode, Limits } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import { failureText } from '../../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../../shared/i18n/failure-text.ts';
import { KYC_MAX_FILE_BYTES } from './kyc-file.ts';

/** What `kyc.errors` says for each KYC refusal, and whether the photos must be uploaded again. */
export interface KycProblemText {
  message: string;
  /** An uploaded file id is no longer accepted: the upload must be redone. */
  reupload?: boolean;
}

/** The KYC refusals (contract KycErrcode 2130-2136), one text per errcode. */
const KYC_TEXTS: ErrcodeTable = {
  [KycErrcode.KycFileType]: 'kyc.errors.fileType',
  [KycErrcode.KycFileTooLarge]: (_error, t) => t('kyc.errors.fileTooLarge', { max: Math.floor(KYC_MAX_FILE_BYTES / (1024 * 1024)) }),
  [KycErrcode.KycFileNotFound]: 'kyc.errors.fileNotFound',
  [KycErrcode.KycUnderAge]: (_error, t) => t('kyc.errors.underAge', { age: Limits.minimumAge }),
  [KycErrcode.KycAlreadyPending]: 'kyc.errors.alreadyPending',
  [KycErrcode.KycAlreadyApproved]: 'kyc.errors.alreadyApproved',
  [KycErrcode.KycUploadLimit]: 'kyc.errors.uploadLimit',
};

/** One clear message per KYC errcode; anything else the common tail. */
export function describeKycFailure(error: unknown, t: TFunction): KycProblemText {
  const message = failureText(error, t, KYC_TEXTS, undefined);
  return isCallError(error) && error.errcode === KycErrcode.KycFileNotFound ? { message, reupload: true } : { message };
}
