import { z } from 'zod';
import { MAIL_BODY_MAX, MAIL_TITLE_MAX } from '../calls/mail.ts';
import { ItemId } from '../constants.ts';
import { defineOperatorCall, EpochMs, Limit, PlayerId } from './define.ts';
import { MAIL_ATTACHMENT_ITEMS, MAIL_ATTACHMENT_MAX, MAIL_BET_RATE_MAX, MAIL_EXPIRE_DAYS_MAX, MAIL_SEND_LIST_MAX } from './mail-rules.ts';

/**
 * The console's mail composer (docs/decisions/058, 068): an operator's mail to one player, a list
 * of players, or every active player, with attachments granted once when the player claims them.
 * The same rules as `npm run ops -- mail send`: coins and points only, amounts in hundredths
 * above 0, a turnover multiplier for coins only.
 */

const ATTACHABLE: readonly number[] = Object.values(MAIL_ATTACHMENT_ITEMS);

const hasTwoDecimalsAtMost = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const MailAttachment = z.object({
  id: z.number().int().refine((id) => ATTACHABLE.includes(id), 'must be 2001 (coins) or 2002 (points)'),
  count: z.number().int().min(1).max(MAIL_ATTACHMENT_MAX).describe('hundredths, > 0'),
  betRate: z.number().min(0).max(MAIL_BET_RATE_MAX).refine(hasTwoDecimalsAtMost, 'at most two decimals').optional()
    .describe('turnover multiplier of the coins (default 1); coins only'),
}).refine((a) => a.betRate === undefined || a.id === ItemId.Coin, { path: ['betRate'], message: 'goes with coins (2001) only' });
export type MailAttachment = z.infer<typeof MailAttachment>;

export const MailAudiences = ['all', 'players'] as const;

export const mailSend = defineOperatorCall({
  name: 'mailSend', permission: 'mail.send',
  summary: 'Sends a mail to one player or a list ([ids]), or to every active player now ("all"); attachments are claimed once by each player. Answers the send and how many players got it.',
  body: z.object({
    to: z.union([z.literal('all'), z.array(PlayerId).min(1).max(MAIL_SEND_LIST_MAX)]).describe('"all", or player ids'),
    title: z.string().trim().min(1).max(MAIL_TITLE_MAX).refine((t) => !/[\t\r\n]/.test(t), 'must be one line'),
    body: z.string().trim().min(1).max(MAIL_BODY_MAX),
    attachments: z.array(MailAttachment).max(ATTACHABLE.length)
      .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'one row per item').default([]),
    expireDays: z.number().int().min(1).max(MAIL_EXPIRE_DAYS_MAX).optional().describe('days the attachments may be claimed; none: no expiry'),
  }),
  response: z.object({ sendId: z.number().int(), recipients: z.number().int() }),
});

export const MailSendSummary = z.object({
  id: z.number().int(),
  operator: z.string(),
  audience: z.enum(MailAudiences),
  title: z.string(),
  body: z.string(),
  attachments: z.array(z.object({ id: z.number().int(), count: z.number().int(), betRate: z.number().optional() })),
  recipients: z.number().int(),
  expiresAt: EpochMs.nullable(),
  createdAt: EpochMs,
});
export type MailSendSummary = z.infer<typeof MailSendSummary>;

export const mailSendList = defineOperatorCall({
  name: 'mailSendList', permission: 'mail.send',
  summary: 'Recent operator sends, newest first: who sent what to whom (all or a list) and how many players got it; and how many players a send to all would reach now.',
  body: z.object({ limit: Limit(200, 50) }),
  response: z.object({ list: z.array(MailSendSummary), activePlayers: z.number().int().describe('players a send to "all" would reach now') }),
});

export const mailCalls = { mailSend, mailSendList } as const;
