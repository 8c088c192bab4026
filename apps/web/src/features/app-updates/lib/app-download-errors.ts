import type { TFunction } from 'i18next';
import { AppDownloadErrcode } from '@casino/contract';
import { failureText } from '../../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../../shared/i18n/failure-text.ts';
import { isCallError } from '../../../shared/api/errors.ts';

/** The app-download refusals in the player's words (contract AppDownloadErrcode). */
const APP_DOWNLOAD_TEXTS: ErrcodeTable = {
  [AppDownloadErrcode.NoDeposit]: 'appUpdates.errors.noDeposit',
  [AppDownloadErrcode.BonusOff]: 'appUpdates.errors.bonusOff',
};

export function describeAppDownloadFailure(error: unknown, t: TFunction): string {
  return failureText(error, t, APP_DOWNLOAD_TEXTS, undefined);
}

/** A refusal that will not change by asking again: the marker has done its work. */
export function isFinalRefusal(error: unknown): boolean {
  return isCallError(error) && (error.errcode === AppDownloadErrcode.NoDeposit || error.errcode === AppDownloadErrcode.BonusOff);
}
