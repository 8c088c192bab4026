import {
  MAIL_ATTACHMENT_ITEMS, MAIL_BET_RATE_MAX, MAIL_EXPIRE_DAYS_MAX, MAIL_SEND_LIST_MAX, OPERATOR_MAIL_BODY_MAX, OPERATOR_MAIL_TITLE_MAX,
} from '@casino/contract/operator/mail-rules';
import type { CallBody } from '../api/call.ts';
import { hundredthsOf } from '../ui/amount.ts';

/**
 * The composer's form as typed, and the mailSend body made from it. Checked here so the operator
 * sees what is wrong before sending; the server checks everything again.
 */

export type Audience = 'one' | 'list' | 'all';
export type AttachmentKind = keyof typeof MAIL_ATTACHMENT_ITEMS;

export interface AttachmentRow {
  kind: AttachmentKind;
  /** Coins or points with at most two decimals, as typed. */
  amount: string;
  /** Turnover multiplier of coins, as typed; empty: 1. */
  betRate: string;
}

export interface ComposerForm {
  audience: Audience;
  playerId: string;
  /** Player ids separated by commas, spaces or lines. */
  playerIds: string;
  title: string;
  body: string;
  attachments: AttachmentRow[];
  /** Days to claim the attachments, as typed; empty: no expiry. */
  expireDays: string;
}

export const emptyForm = (): ComposerForm => ({ audience: 'one', playerId: '', playerIds: '', title: '', body: '', attachments: [], expireDays: '' });

const PLAYER_ID = /^\d{1,15}$/;
const BET_RATE = /^\d{1,4}(\.\d{1,2})?$/;

function recipients(form: ComposerForm): { to: number[] | 'all' } | { error: string } {
  if (form.audience === 'all') return { to: 'all' };
  const parts = (form.audience === 'one' ? form.playerId : form.playerIds).split(/[\s,;]+/).filter((p) => p !== '');
  if (parts.length === 0) return { error: form.audience === 'one' ? 'Enter the player id' : 'Enter at least one player id' };
  if (form.audience === 'one' && parts.length > 1) return { error: 'One player id only; choose "A list of players" for more' };
  const bad = parts.find((p) => !PLAYER_ID.test(p) || Number(p) < 1);
  if (bad !== undefined) return { error: `"${bad}" is not a player id` };
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAIL_SEND_LIST_MAX) return { error: `At most ${MAIL_SEND_LIST_MAX} players in a list; send to everyone instead` };
  return { to: ids };
}

/** The mailSend body, or what is wrong with the form. */
export function mailSendBody(form: ComposerForm): { body: CallBody<'mailSend'> } | { error: string } {
  const audience = recipients(form);
  if ('error' in audience) return audience;
  const { to } = audience;
  const title = form.title.trim();
  const body = form.body.trim();
  if (title === '' || title.length > OPERATOR_MAIL_TITLE_MAX) return { error: `The title must be 1 to ${OPERATOR_MAIL_TITLE_MAX} characters` };
  if (/[\r\n\t]/.test(title)) return { error: 'The title must be one line' };
  if (body === '' || body.length > OPERATOR_MAIL_BODY_MAX) return { error: `The body must be 1 to ${OPERATOR_MAIL_BODY_MAX} characters` };
  const attachments: NonNullable<CallBody<'mailSend'>['attachments']> = [];
  for (const row of form.attachments) {
    const count = hundredthsOf(row.amount);
    if (count === null) return { error: `The ${row.kind} amount must be above 0 with at most two decimals, e.g. 12.34` };
    if (attachments.some((a) => a.id === MAIL_ATTACHMENT_ITEMS[row.kind])) return { error: `Attach ${row.kind} once (one row per item)` };
    if (row.kind === 'coin' && row.betRate.trim() !== '') {
      const rate = row.betRate.trim();
      if (!BET_RATE.test(rate) || Number(rate) > MAIL_BET_RATE_MAX) return { error: `The bet rate must be 0 to ${MAIL_BET_RATE_MAX} with at most two decimals` };
      attachments.push({ id: MAIL_ATTACHMENT_ITEMS.coin, count, betRate: Number(rate) });
    } else {
      attachments.push({ id: MAIL_ATTACHMENT_ITEMS[row.kind], count });
    }
  }
  let expireDays: number | undefined;
  if (form.expireDays.trim() !== '') {
    expireDays = Number(form.expireDays.trim());
    if (!/^\d+$/.test(form.expireDays.trim()) || expireDays < 1 || expireDays > MAIL_EXPIRE_DAYS_MAX) return { error: `The claim period must be 1 to ${MAIL_EXPIRE_DAYS_MAX} days` };
  }
  return { body: { to, title, body, attachments, ...(expireDays === undefined ? {} : { expireDays }) } };
}
