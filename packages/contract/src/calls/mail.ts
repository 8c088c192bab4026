import { z } from 'zod';
import { defineCall } from '../call.ts';
import { Balances } from '../models.ts';
import { RewardClaim } from './rewards.ts';
import { RewardItem } from './wallet.ts';

/**
 * Mail (§7 getMail2, getMailDetail, receiveMail, delMail, hasMailUnread): system mail the
 * platform sends on events (welcome, deposits, withdrawals, identity review, VIP levels) and
 * operator mail, with read state and attachments (§3 reward items) claimed once. Decision 058.
 * Errcodes 3300-3399.
 */
export const MailErrcode = {
  /** No mail of this player has that id (another player's mail answers the same), or it was deleted. */
  MailNotFound: 3301,
  /** receiveMail: the mail carries nothing to claim. */
  MailNoAttachments: 3302,
  /** receiveMail: the attachments were claimed already. */
  MailAlreadyReceived: 3303,
  /** receiveMail: the mail's claim period is over. */
  MailExpired: 3304,
  /** delMail: the attachments are still unclaimed; claim them first. */
  MailAttachmentsUnclaimed: 3305,
} as const;
export type MailErrcode = (typeof MailErrcode)[keyof typeof MailErrcode];

/** Who sent a mail: the platform on an event, or an operator. */
export const MailKinds = ['system', 'operator'] as const;
export const MailKind = z.enum(MailKinds);
export type MailKind = z.infer<typeof MailKind>;

/** The longest title and body a mail may have (operators write them). */
export const MAIL_TITLE_MAX = 100;
export const MAIL_BODY_MAX = 2000;
/** The preview of a body in the list. */
export const MAIL_PREVIEW_LENGTH = 80;
export const MAIL_PAGE_SIZE_MAX = 50;

const ms = z.number().int().describe('ms since epoch');
const MailId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** One row of the inbox. */
export const MailSummary = z.object({
  id: z.number().int(),
  kind: MailKind,
  title: z.string(),
  /** The start of the body, on one line. */
  preview: z.string(),
  createTime: ms,
  /** When the player first opened it; null while unread. */
  readTime: ms.nullable(),
  /** When the attachments were claimed; null while unclaimed or when there are none. */
  receiveTime: ms.nullable(),
  /** Until when the attachments may be claimed; -1 never expires (as §3's expireTime). */
  expireTime: z.number().int(),
  read: z.boolean(),
  hasAttachments: z.boolean(),
  received: z.boolean(),
  /** The claim period is over (attachments, if any, can no longer be claimed). */
  expired: z.boolean(),
});
export type MailSummary = z.infer<typeof MailSummary>;

/** A mail opened: the whole body and what it carries. */
export const MailDetail = MailSummary.extend({
  body: z.string(),
  attachments: z.array(RewardItem),
});
export type MailDetail = z.infer<typeof MailDetail>;

const ById = z.object({ id: MailId });

export const getMail2 = defineCall({
  name: 'getMail2', anonymous: false,
  summary: "The player's mail, newest first, a page at a time (deleted mail is gone); `unread` counts every unread mail.",
  body: z.object({
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(MAIL_PAGE_SIZE_MAX).default(20),
  }),
  response: z.object({
    list: z.array(MailSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), unread: z.number().int(),
  }),
});

export const getMailDetail = defineCall({
  name: 'getMailDetail', anonymous: false,
  summary: 'One mail with its body and attachments; marks it read. 3301 when it is not the player\'s, deleted, or does not exist.',
  body: ById,
  response: z.object({ mail: MailDetail }),
});

export const receiveMail = defineCall({
  name: 'receiveMail', anonymous: false,
  summary: 'Claims the attachments of a mail, once (granted as reward mail:<id>); answers the mail, the claim and the balances. 3302 nothing to claim, 3303 claimed already, 3304 expired.',
  body: ById,
  response: Balances.extend({ mail: MailDetail, claim: RewardClaim }),
});

export const delMail = defineCall({
  name: 'delMail', anonymous: false,
  summary: 'Deletes a mail: it leaves the list for good. 3305 while its attachments are unclaimed (and not expired).',
  body: ById,
  response: z.object({ id: z.number().int() }),
});

export const hasMailUnread = defineCall({
  name: 'hasMailUnread', anonymous: false,
  summary: '§7 mail red dots (flagged public, §6): red0 any unread mail, red1 unread system mail, red2 attachments waiting to be claimed (decision 058).',
  body: z.object({}),
  response: z.object({ red0: z.boolean(), red1: z.boolean(), red2: z.boolean() }),
});

/** The mail calls, in the order of the call list (calls/index.ts). */
export const mailCalls = {
  getMail2,
  getMailDetail,
  receiveMail,
  delMail,
  hasMailUnread,
} as const;
