import type { TFunction } from 'i18next';
import { MailErrcode } from '@casino/contract';
import { failureText } from '../../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../../shared/i18n/failure-text.ts';

/** The mail refusals in the player's words (contract MailErrcode), one text per errcode. */
const MAIL_TEXTS: ErrcodeTable = {
  [MailErrcode.MailNotFound]: 'mail.errors.notFound',
  [MailErrcode.MailNoAttachments]: 'mail.errors.noAttachments',
  [MailErrcode.MailAlreadyReceived]: 'mail.errors.alreadyReceived',
  [MailErrcode.MailExpired]: 'mail.errors.expired',
  [MailErrcode.MailAttachmentsUnclaimed]: 'mail.errors.unclaimed',
};

/** What the player reads when a mail action fails: the mail table, then the common tail. */
export function describeMailFailure(error: unknown, t: TFunction): string {
  return failureText(error, t, MAIL_TEXTS, undefined);
}
