import type { MailKind, RewardItem } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

/** A mail as stored (migration 530). */
export interface MailRow {
  id: number;
  playerId: number;
  kind: MailKind;
  title: string;
  body: string;
  attachments: RewardItem[];
  sourceKey: string | null;
  sendId: number | null;
  sender: string | null;
  createdAt: Date;
  readAt: Date | null;
  receivedAt: Date | null;
  deletedAt: Date | null;
  expiresAt: Date | null;
}

interface Row {
  id: number | string; player_id: number | string; kind: MailKind; title: string; body: string; attachments: RewardItem[];
  source_key: string | null; send_id: number | string | null; sender: string | null;
  created_at: Date; read_at: Date | null; received_at: Date | null; deleted_at: Date | null; expires_at: Date | null;
}

const COLUMNS = 'id, player_id, kind, title, body, attachments, source_key, send_id, sender, created_at, read_at, received_at, deleted_at, expires_at';

const date = (d: Date | null): Date | null => (d === null ? null : new Date(d));

function toMail(r: Row): MailRow {
  return {
    id: Number(r.id), playerId: Number(r.player_id), kind: r.kind, title: r.title, body: r.body, attachments: r.attachments,
    sourceKey: r.source_key, sendId: r.send_id === null ? null : Number(r.send_id), sender: r.sender,
    createdAt: new Date(r.created_at), readAt: date(r.read_at), receivedAt: date(r.received_at),
    deletedAt: date(r.deleted_at), expiresAt: date(r.expires_at),
  };
}

export interface NewSystemMail {
  playerId: number;
  sourceKey: string;
  title: string;
  body: string;
  attachments: readonly RewardItem[];
  at: Date;
}

/** Inserts a system mail unless its source key has one already; the new id, or null for a replay. */
export async function insertSystemMail(tx: Queryable, m: NewSystemMail): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO mails (player_id, kind, title, body, attachments, source_key, created_at)
     VALUES ($1, 'system', $2, $3, $4, $5, $6) ON CONFLICT ON CONSTRAINT mails_source_key_unique DO NOTHING RETURNING id`,
    [m.playerId, m.title, m.body, JSON.stringify(m.attachments), m.sourceKey, m.at],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export interface NewSend {
  operator: string;
  audience: 'all' | 'players';
  title: string;
  body: string;
  attachments: readonly RewardItem[];
  expiresAt: Date | null;
  at: Date;
}

export async function insertSend(tx: Queryable, s: NewSend): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO mail_sends (operator, audience, title, body, attachments, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [s.operator, s.audience, s.title, s.body, JSON.stringify(s.attachments), s.expiresAt, s.at],
  );
  return Number(rows[0]!.id);
}

/** Of these players, the ids that exist. */
export async function existingPlayers(q: Queryable, ids: readonly number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM players WHERE id = ANY($1::bigint[])', [ids]);
  return rows.map((r) => Number(r.id));
}

/**
 * One mail per recipient of a send, copied from the send in one statement: the listed players,
 * or every active player there is now. Answers how many were written.
 */
export async function insertSendMails(tx: Queryable, sendId: number, players: readonly number[] | 'all', skip: readonly number[] = []): Promise<number> {
  const recipients = players === 'all'
    ? "SELECT id FROM players WHERE status = 'active' AND id <> ALL($2::bigint[])"
    : 'SELECT id FROM players WHERE id = ANY($2::bigint[])';
  const { rowCount } = await tx.query(
    `INSERT INTO mails (player_id, kind, title, body, attachments, send_id, sender, created_at, expires_at)
     SELECT p.id, 'operator', s.title, s.body, s.attachments, s.id, s.operator, s.created_at, s.expires_at
       FROM mail_sends s, (${recipients}) p
      WHERE s.id = $1
      ORDER BY p.id`,
    players === 'all' ? [sendId, skip] : [sendId, players],
  );
  await tx.query('UPDATE mail_sends SET recipients = $2 WHERE id = $1', [sendId, rowCount]);
  return rowCount;
}

export interface InboxPage {
  rows: MailRow[];
  total: number;
  unread: number;
}

/** A page of the player's mail that is not deleted, newest first, with the totals. */
export async function inboxPage(q: Queryable, playerId: number, page: number, pageSize: number): Promise<InboxPage> {
  const list = await q.query<Row>(
    `SELECT ${COLUMNS} FROM mails WHERE player_id = $1 AND deleted_at IS NULL ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [playerId, pageSize, (page - 1) * pageSize],
  );
  const counts = await q.query<{ total: number; unread: number }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread
       FROM mails WHERE player_id = $1 AND deleted_at IS NULL`,
    [playerId],
  );
  return { rows: list.rows.map(toMail), total: Number(counts.rows[0]?.total ?? 0), unread: Number(counts.rows[0]?.unread ?? 0) };
}

/** Opens a mail of the player: marks it read (the first time) and answers it; null when it is not theirs or is deleted. */
export async function openMail(q: Queryable, playerId: number, id: number, at: Date): Promise<MailRow | null> {
  const { rows } = await q.query<Row>(
    `UPDATE mails SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND player_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [id, playerId, at],
  );
  return rows[0] ? toMail(rows[0]) : null;
}

/** A mail of the player, locked until the transaction ends: claims and deletions of one mail take turns. */
export async function lockMail(tx: Queryable, playerId: number, id: number): Promise<MailRow | null> {
  const { rows } = await tx.query<Row>(
    `SELECT ${COLUMNS} FROM mails WHERE id = $1 AND player_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [id, playerId],
  );
  return rows[0] ? toMail(rows[0]) : null;
}

/** Claimed: received now, and read if it was not. */
export async function markReceived(tx: Queryable, id: number, at: Date): Promise<MailRow> {
  const { rows } = await tx.query<Row>(
    `UPDATE mails SET received_at = $2, read_at = COALESCE(read_at, $2) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, at],
  );
  return toMail(rows[0]!);
}

export async function markDeleted(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query('UPDATE mails SET deleted_at = $2 WHERE id = $1', [id, at]);
}

export interface MailDots {
  anyUnread: boolean;
  systemUnread: boolean;
  unclaimed: boolean;
}

/** Whether the player has unread mail, unread system mail, and attachments still to claim at `now`. */
export async function mailDots(q: Queryable, playerId: number, now: Date): Promise<MailDots> {
  const { rows } = await q.query<{ any_unread: boolean | null; system_unread: boolean | null; unclaimed: boolean | null }>(
    `SELECT bool_or(read_at IS NULL) AS any_unread,
            bool_or(read_at IS NULL AND kind = 'system') AS system_unread,
            bool_or(attachments <> '[]'::jsonb AND received_at IS NULL AND (expires_at IS NULL OR expires_at > $2)) AS unclaimed
       FROM mails WHERE player_id = $1 AND deleted_at IS NULL`,
    [playerId, now],
  );
  const r = rows[0];
  return { anyUnread: r?.any_unread === true, systemUnread: r?.system_unread === true, unclaimed: r?.unclaimed === true };
}

/** A player's mail for operators, deleted mail included, newest first. */
export async function mailsOfPlayer(q: Queryable, playerId: number, limit: number): Promise<MailRow[]> {
  const { rows } = await q.query<Row>(`SELECT ${COLUMNS} FROM mails WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, limit]);
  return rows.map(toMail);
}

/** An operator send as stored (mail_sends). */
export interface SendRow {
  id: number;
  operator: string;
  audience: 'all' | 'players';
  title: string;
  body: string;
  attachments: RewardItem[];
  recipients: number;
  expiresAt: Date | null;
  createdAt: Date;
}

/** How many players a send to all would reach now (the same players insertSendMails picks). */
export async function activePlayerCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number | string }>("SELECT count(*) AS n FROM players WHERE status = 'active'");
  return Number(rows[0]?.n ?? 0);
}

/** The latest operator sends, newest first. */
export async function recentSends(q: Queryable, limit: number): Promise<SendRow[]> {
  const { rows } = await q.query<{
    id: number | string; operator: string; audience: 'all' | 'players'; title: string; body: string; attachments: RewardItem[];
    recipients: number | string; expires_at: Date | null; created_at: Date;
  }>(
    `SELECT id, operator, audience, title, body, attachments, recipients, expires_at, created_at FROM mail_sends ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: Number(r.id), operator: r.operator, audience: r.audience, title: r.title, body: r.body, attachments: r.attachments,
    recipients: Number(r.recipients), expiresAt: date(r.expires_at), createdAt: new Date(r.created_at),
  }));
}

/** Closes a player's unclaimed attachments now (they expire at `at`): bonuses forfeited when a time-out or self-exclusion starts. Answers how many mails. */
export async function closeUnclaimedAttachments(tx: Queryable, playerId: number, at: Date): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE mails SET expires_at = $2
      WHERE player_id = $1 AND attachments <> '[]'::jsonb AND received_at IS NULL AND (expires_at IS NULL OR expires_at > $2)`,
    [playerId, at],
  );
  return rowCount;
}
