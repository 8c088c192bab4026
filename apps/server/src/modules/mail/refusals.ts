import { MailErrcode } from '@casino/contract';
import { refusalTable } from '../../platform/refusal.ts';
import type { Refusal } from '../../platform/refusal.ts';

/** The mail rules' refusals: the one table from what went wrong to its errcode and message. */
const REFUSALS = {
  // Another player's mail answers the same as a missing one: ids say nothing about other inboxes.
  notFound: { errcode: MailErrcode.MailNotFound, message: 'No such mail' },
  noAttachments: { errcode: MailErrcode.MailNoAttachments, message: 'This mail has nothing to claim' },
  alreadyReceived: { errcode: MailErrcode.MailAlreadyReceived, message: 'The attachments of this mail were already claimed' },
  expired: { errcode: MailErrcode.MailExpired, message: 'The attachments of this mail have expired' },
  unclaimed: { errcode: MailErrcode.MailAttachmentsUnclaimed, message: 'Claim the attachments of this mail before deleting it' },
} satisfies Record<string, { errcode: number; message: string }>;

export type MailRefusalReason = keyof typeof REFUSALS;

export const mailRefusal: (reason: MailRefusalReason, options?: Refusal['options']) => Refusal = refusalTable(REFUSALS);
