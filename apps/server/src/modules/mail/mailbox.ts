import { MAIL_PREVIEW_LENGTH } from '@casino/contract';
import type { Balances, MailDetail, MailSummary, RewardClaim } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { RewardsFace } from '../rewards/index.ts';
import type { WalletFace } from '../wallet/index.ts';
import { mailRefusal } from './refusals.ts';
import * as store from './store.ts';
import type { MailDots, MailRow } from './store.ts';

export interface MailboxDeps {
  db: Db;
  clock: Clock;
  rewards: Pick<RewardsFace, 'grant'>;
  wallet: Pick<WalletFace, 'readBalances'>;
}

const ms = (d: Date | null): number | null => (d === null ? null : d.getTime());

const isExpired = (mail: MailRow, now: Date): boolean => mail.expiresAt !== null && mail.expiresAt.getTime() <= now.getTime();

/** Attachments the player can still claim: there are some, not claimed, not expired. */
const isUnclaimed = (mail: MailRow, now: Date): boolean => mail.attachments.length > 0 && mail.receivedAt === null && !isExpired(mail, now);

/** The start of a body on one line, cut at a word where it can be. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line.length <= MAIL_PREVIEW_LENGTH) return line;
  const cut = line.slice(0, MAIL_PREVIEW_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > MAIL_PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

function summaryOf(mail: MailRow, now: Date): MailSummary {
  return {
    id: mail.id, kind: mail.kind, title: mail.title, preview: previewOf(mail.body),
    createTime: mail.createdAt.getTime(), readTime: ms(mail.readAt), receiveTime: ms(mail.receivedAt),
    expireTime: mail.expiresAt === null ? -1 : mail.expiresAt.getTime(),
    read: mail.readAt !== null, hasAttachments: mail.attachments.length > 0, received: mail.receivedAt !== null,
    expired: isExpired(mail, now),
  };
}

const detailOf = (mail: MailRow, now: Date): MailDetail => ({ ...summaryOf(mail, now), body: mail.body, attachments: mail.attachments });

/** §7 red0, red1, red2 (decision 058). */
const redFlags = (dots: MailDots) => ({ red0: dots.anyUnread, red1: dots.systemUnread, red2: dots.unclaimed });

/** The player's side of mail: the inbox, opening, claiming, deleting, and the dots. */
export function createMailbox(deps: MailboxDeps) {
  const { db, clock, rewards, wallet } = deps;

  async function page(playerId: number, pageNo: number, pageSize: number) {
    const { rows, total, unread } = await store.inboxPage(db, playerId, pageNo, pageSize);
    const now = clock.now();
    return { list: rows.map((mail) => summaryOf(mail, now)), total, unread, page: pageNo, pageSize };
  }

  /** Opens a mail: the first time marks it read. */
  async function open(playerId: number, id: number): Promise<MailDetail> {
    const now = clock.now();
    const mail = await store.openMail(db, playerId, id, now);
    if (!mail) throw mailRefusal('notFound');
    return detailOf(mail, now);
  }

  /**
   * Claims a mail's attachments through the rewards module (key mail:<id>), once: the mail's row
   * lock makes concurrent claims take turns, and the first one marks it received before it
   * commits, so the others find it claimed.
   */
  async function receive(playerId: number, id: number): Promise<Balances & { mail: MailDetail; claim: RewardClaim }> {
    return db.transaction(async (tx) => {
      const mail = await store.lockMail(tx, playerId, id);
      if (!mail) throw mailRefusal('notFound');
      if (mail.attachments.length === 0) throw mailRefusal('noAttachments');
      if (mail.receivedAt !== null) throw mailRefusal('alreadyReceived');
      const now = clock.now();
      if (isExpired(mail, now)) throw mailRefusal('expired');
      // A replay (the key granted before) moves nothing and answers the first grant: the mail is
      // then marked received, as it should have been.
      const granted = await rewards.grant(tx, {
        playerId, items: mail.attachments, key: `mail:${mail.id}`, source: 'mail', sourceRef: String(mail.id), title: mail.title, claimedByPlayer: true,
      });
      const received = await store.markReceived(tx, mail.id, now);
      const { coin, lottery, vip, vipExp, userLevel, bet } = await wallet.readBalances(playerId, tx);
      return { coin, lottery, vip, vipExp, userLevel, bet, mail: detailOf(received, now), claim: granted.claim };
    });
  }

  /** Deletes a mail for good, unless it still holds attachments to claim. */
  async function remove(playerId: number, id: number): Promise<{ id: number }> {
    return db.transaction(async (tx) => {
      const mail = await store.lockMail(tx, playerId, id);
      if (!mail) throw mailRefusal('notFound');
      const now = clock.now();
      if (isUnclaimed(mail, now)) throw mailRefusal('unclaimed');
      await store.markDeleted(tx, mail.id, now);
      return { id: mail.id };
    });
  }

  return {
    page,
    open,
    receive,
    remove,
    /** §7 hasMailUnread. */
    unread: async (playerId: number, q: Queryable = db) => redFlags(await store.mailDots(q, playerId, clock.now())),
    /** §3 hasMail: unread mail, or attachments to claim. */
    hasMail: async (q: Queryable, playerId: number): Promise<boolean> => {
      const dots = await store.mailDots(q, playerId, clock.now());
      return dots.anyUnread || dots.unclaimed;
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;
