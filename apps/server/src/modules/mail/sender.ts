import { CONTROL_CHARACTERS, ItemId, MAIL_BODY_MAX, MAIL_TITLE_MAX } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import { DAY_MS } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { DomainEvents, EventPublisher } from '../../platform/events.ts';
import { OperatorRefusal, recordAudit } from '../audit/index.ts';
import { checkRewardItems, InvalidReward } from '../rewards/index.ts';
import { depositLetter, kycLetter, vipLetter, welcomeLetter, withdrawalPaidLetter, withdrawalRefusedLetter } from './letters.ts';
import type { Letter } from './letters.ts';
import * as store from './store.ts';
import type { MailRow, SendRow } from './store.ts';

/** Turnover multiplier of the welcome gift's coins: played through once (decision 058). */
export const WELCOME_BET_RATE = 1;
/** The most players one send may list by id ("all" has no limit). */
export const SEND_LIST_MAX = 1000;
export const EXPIRE_DAYS_MAX = 3650;

export interface MailSenderDeps {
  db: Db;
  clock: Clock;
  /** The site's name, in the welcome mail. */
  appName: string;
  /** Coins (hundredths) attached to the welcome mail; 0 for none. */
  welcomeCoin: number;
  /** Where mailSent is published (the server's events; the operator command line has none to tell). */
  events?: EventPublisher;
}

/** An operator's mail: to one player, a list, or everyone active now. */
export interface OperatorMail {
  operator: string;
  to: readonly number[] | 'all';
  title: string;
  body: string;
  attachments: readonly RewardItem[];
  /** Days the attachments may be claimed; null: no expiry. */
  expireDays: number | null;
}

/** The players a send to everyone must skip at `at`. */
export type RecipientFilter = (q: Queryable, at: Date) => Promise<number[]>;

export interface SendResult {
  sendId: number;
  recipients: number;
}

/**
 * What sends mail: the system mails of events (each in the event's transaction, once per source
 * key) and operators' mails (with their audit row, in one transaction).
 */
export function createMailSender(deps: MailSenderDeps) {
  const { db, clock } = deps;
  const recipientFilters: RecipientFilter[] = [];

  /** A system mail about one thing (the key names it): a replay of its event sends nothing more. */
  async function systemMail(tx: Queryable, m: { playerId: number; key: string; letter: Letter; attachments?: readonly RewardItem[]; at: Date }): Promise<number | null> {
    const id = await store.insertSystemMail(tx, {
      playerId: m.playerId, sourceKey: m.key, title: m.letter.title, body: m.letter.body, attachments: m.attachments ?? [], at: m.at,
    });
    if (id !== null) await deps.events?.publish(tx, 'mailSent', { to: [m.playerId], at: m.at });
    return id;
  }

  const welcomeGift = (): RewardItem[] => (deps.welcomeCoin > 0 ? [{ id: ItemId.Coin, count: deps.welcomeCoin, betRate: WELCOME_BET_RATE }] : []);

  /** The system mail of each event, by event name (subscribed by the module and by the operator command line). */
  const onEvent = {
    playerRegistered: (tx: Queryable, e: DomainEvents['playerRegistered']) =>
      systemMail(tx, { playerId: e.playerId, key: `welcome:${e.playerId}`, letter: welcomeLetter(deps.appName, deps.welcomeCoin), attachments: welcomeGift(), at: e.at }),
    depositCredited: (tx: Queryable, e: DomainEvents['depositCredited']) =>
      systemMail(tx, { playerId: e.playerId, key: `deposit:${e.orderId}`, letter: depositLetter(e), at: e.at }),
    withdrawalPaid: (tx: Queryable, e: DomainEvents['withdrawalPaid']) =>
      systemMail(tx, { playerId: e.playerId, key: `withdrawal-paid:${e.orderId}`, letter: withdrawalPaidLetter(e), at: e.at }),
    withdrawalRefused: (tx: Queryable, e: DomainEvents['withdrawalRefused']) =>
      systemMail(tx, { playerId: e.playerId, key: `withdrawal-refused:${e.orderId}`, letter: withdrawalRefusedLetter(e), at: e.at }),
    kycDecided: (tx: Queryable, e: DomainEvents['kycDecided']) =>
      systemMail(tx, { playerId: e.playerId, key: `kyc:${e.submissionId}`, letter: kycLetter(e), at: e.at }),
    vipLevelUp: (tx: Queryable, e: DomainEvents['vipLevelUp']) =>
      systemMail(tx, { playerId: e.playerId, key: `vip-level:${e.playerId}:${e.level}`, letter: vipLetter(e), at: e.at }),
  };

  /** Sends an operator's mail: the send, one mail per recipient and the audit row commit together. */
  async function send(mail: OperatorMail): Promise<SendResult> {
    const title = mail.title.trim();
    const body = mail.body.trim();
    checkOperatorMail({ ...mail, title, body });
    const at = clock.now();
    const expiresAt = mail.expireDays === null ? null : new Date(at.getTime() + mail.expireDays * DAY_MS);
    return db.transaction(async (tx) => {
      let to: readonly number[] | 'all' = mail.to;
      if (to !== 'all') {
        to = [...new Set(to)];
        const found = new Set(await store.existingPlayers(tx, to));
        const missing = to.filter((id) => !found.has(id));
        if (missing.length > 0) throw new OperatorRefusal(`no player with id ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ' ...' : ''}`);
      }
      const audience = to === 'all' ? 'all' : 'players';
      const sendId = await store.insertSend(tx, { operator: mail.operator, audience, title, body, attachments: mail.attachments, expiresAt, at });
      // Everyone means every active player that no filter (a time-out, a self-exclusion) holds back.
      const skip: number[] = [];
      if (to === 'all') for (const filter of recipientFilters) skip.push(...(await filter(tx, at)));
      const recipients = await store.insertSendMails(tx, sendId, to, skip);
      if (recipients > 0) await deps.events?.publish(tx, 'mailSent', { to, at });
      await recordAudit(tx, {
        operator: mail.operator, action: 'mail.send', subjectKind: 'mailSend', subjectId: String(sendId),
        before: null,
        after: { title, audience, recipients, attachments: mail.attachments, expiresAt: expiresAt?.toISOString() ?? null },
        detail: { to: to === 'all' ? 'all' : to },
        at,
      });
      return { sendId, recipients };
    });
  }

  return {
    onEvent,
    send,
    /** Players a send to everyone skips (excluded players get no marketing mail); registered by the module that knows them. */
    addRecipientFilter: (filter: RecipientFilter) => void recipientFilters.push(filter),
    /** A player's mail for operators (deleted mail included), newest first. */
    mailsOf: (playerId: number, limit: number): Promise<MailRow[]> => store.mailsOfPlayer(db, playerId, limit),
    /** The latest operator sends, newest first (the console's list). */
    recentSends: (limit: number): Promise<SendRow[]> => store.recentSends(db, limit),
    /** How many players a send to all would reach now. */
    activePlayers: (): Promise<number> => store.activePlayerCount(db),
  };
}

export type MailSender = ReturnType<typeof createMailSender>;

/** The rules of an operator's mail: a title, a body, real reward items, sensible limits. */
function checkOperatorMail(mail: OperatorMail): void {
  if (mail.title === '' || mail.title.length > MAIL_TITLE_MAX) throw new OperatorRefusal(`the title must be 1 to ${MAIL_TITLE_MAX} characters`);
  if (mail.body === '' || mail.body.length > MAIL_BODY_MAX) throw new OperatorRefusal(`the body must be 1 to ${MAIL_BODY_MAX} characters`);
  // Line breaks belong in a body, not in a title; other control characters belong nowhere.
  if (CONTROL_CHARACTERS.test(mail.title) || /[\t\r\n]/.test(mail.title) || CONTROL_CHARACTERS.test(mail.body)) {
    throw new OperatorRefusal('the title and body may not contain control characters (the body may break lines)');
  }
  if (mail.to !== 'all' && (mail.to.length === 0 || mail.to.length > SEND_LIST_MAX)) {
    throw new OperatorRefusal(`list 1 to ${SEND_LIST_MAX} players, or send to all`);
  }
  if (mail.expireDays !== null && (!Number.isInteger(mail.expireDays) || mail.expireDays < 1 || mail.expireDays > EXPIRE_DAYS_MAX)) {
    throw new OperatorRefusal(`the claim period must be 1 to ${EXPIRE_DAYS_MAX} days`);
  }
  if (mail.attachments.some((item) => item.count <= 0)) throw new OperatorRefusal('an attachment must be more than 0');
  try {
    checkRewardItems(mail.attachments);
  } catch (err) {
    if (err instanceof InvalidReward) throw new OperatorRefusal(err.message);
    throw err;
  }
}
