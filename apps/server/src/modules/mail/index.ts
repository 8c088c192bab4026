/**
 * mail: the players' mail (§7 getMail2, getMailDetail, receiveMail, delMail, hasMailUnread).
 * System mail comes from events (welcome, deposit, withdrawal, identity review, VIP level);
 * operators send mail from the command line and the console. Attachments are granted once through rewards.
 */
import type { Mailbox } from './mailbox.ts';
import type { MailSender } from './sender.ts';

/** What `needs: ['mail']` hands a module: the player's mailbox and the sender. */
export interface MailFace {
  mailbox: Mailbox;
  sender: MailSender;
}

export { createMailSender, SEND_LIST_MAX, EXPIRE_DAYS_MAX, WELCOME_BET_RATE } from './sender.ts';
export type { MailSender, MailSenderDeps, OperatorMail, RecipientFilter, SendResult } from './sender.ts';
export type { Mailbox } from './mailbox.ts';
export type { MailRow, SendRow } from './store.ts';
/** Closes a player's unclaimed attachments (bonuses forfeited when a time-out or self-exclusion starts). */
export { closeUnclaimedAttachments } from './store.ts';
export { subscribeSystemMail } from './system-mail.ts';
