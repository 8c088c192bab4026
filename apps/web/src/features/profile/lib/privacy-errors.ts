import type { TFunction } from 'i18next';
import { Errcode, PrivacyErrcode } from '@casino/contract';
import { failureText } from '../../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../../shared/i18n/failure-text.ts';

/** The refusals of closing the account, one text each; anything else the common tail (a 429 reads the wait). */
const CLOSE_TEXTS: ErrcodeTable = {
  [PrivacyErrcode.ClosureBalanceLeft]: 'profile.privacy.errors.balanceLeft',
  [PrivacyErrcode.ClosureWithdrawalInProgress]: 'profile.privacy.errors.withdrawalInProgress',
  [Errcode.CurrentPasswordWrong]: 'profile.privacy.errors.wrongPassword',
  [Errcode.PasswordUndecryptable]: 'profile.privacy.errors.wrongPassword',
};

export function describeCloseFailure(error: unknown, t: TFunction): string {
  return failureText(error, t, CLOSE_TEXTS, undefined);
}

/** The download has no refusals of its own: too soon again (429) or a failure. */
export function describeDownloadFailure(error: unknown, t: TFunction): string {
  return failureText(error, t, {}, undefined);
}
