import type { Enrichment } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';
import type { RequestMeta } from '../../platform/request-meta.ts';

/** closed: the player closed the account (closeAccount); it never signs in again. */
export type PlayerStatus = 'active' | 'banned' | 'closed';

export interface PlayerRow {
  id: number;
  uuid: string;
  account: string;
  account_type: 1 | 2 | 3;
  mobile: string | null;
  country_code: string;
  nickname: string;
  avatar: number;
  invite_code: string;
  pid: number | null;
  aid: string;
  status: PlayerStatus;
  password_hash: string;
  failed_logins: number;
  locked_until: Date | null;
  created_at: Date;
  last_seen_at: Date | null;
}

const PLAYER_COLUMNS = `id, uuid, account, account_type, mobile, country_code, nickname, avatar, invite_code, pid, aid,
  status, password_hash, failed_logins, locked_until, created_at, last_seen_at`;

export interface NewPlayer {
  uuid: string;
  account: string;
  accountType: 1 | 2 | 3;
  mobile: string | null;
  countryCode: string;
  nickname: string;
  avatar: number;
  inviteCode: string;
  pid: number | null;
  passwordHash: string;
  createdAt: Date;
  enrichment: Enrichment;
}

/** Unique constraints, to tell which value a concurrent registration took first. */
export const PLAYER_ACCOUNT_KEY = 'players_account_key';
export const PLAYER_MOBILE_KEY = 'players_mobile_key';
export const PLAYER_INVITE_CODE_KEY = 'players_invite_code_key';

export async function insertPlayer(q: Queryable, p: NewPlayer): Promise<PlayerRow> {
  const { rows } = await q.query<PlayerRow>(
    `INSERT INTO players (uuid, account, account_type, mobile, country_code, nickname, avatar, invite_code, pid,
       password_hash, created_at, last_seen_at, reg_channel, reg_app_id, reg_client_referrer, reg_platform)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13, $14, $15)
     RETURNING ${PLAYER_COLUMNS}`,
    [p.uuid, p.account, p.accountType, p.mobile, p.countryCode, p.nickname, p.avatar, p.inviteCode, p.pid,
      p.passwordHash, p.createdAt, p.enrichment.channel, p.enrichment.appId, p.enrichment.clientReferrer, p.enrichment.platform],
  );
  return rows[0] as PlayerRow;
}

export async function findPlayerById(q: Pick<Queryable, 'query'>, id: number): Promise<PlayerRow | null> {
  const { rows } = await q.query<PlayerRow>(`SELECT ${PLAYER_COLUMNS} FROM players WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** By username or phone number; a username match wins over a bound phone. */
export async function findPlayerByLogin(q: Queryable, login: string): Promise<PlayerRow | null> {
  const { rows } = await q.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM players WHERE lower(account) = lower($1) OR mobile = $1
     ORDER BY (lower(account) = lower($1)) DESC LIMIT 1`,
    [login],
  );
  return rows[0] ?? null;
}

export async function findPlayerByMobile(q: Queryable, mobile: string): Promise<PlayerRow | null> {
  const { rows } = await q.query<PlayerRow>(`SELECT ${PLAYER_COLUMNS} FROM players WHERE mobile = $1`, [mobile]);
  return rows[0] ?? null;
}

/** A login name is taken when it is an account name or a bound phone (they share one namespace). */
export async function isLoginTaken(q: Queryable, login: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM players WHERE lower(account) = lower($1) OR mobile = $1 LIMIT 1', [login]);
  return rowCount > 0;
}

export async function findPlayerIdByInviteCode(q: Queryable, inviteCode: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM players WHERE invite_code = $1', [inviteCode]);
  return rows[0]?.id ?? null;
}

/**
 * Counts a wrong password; the failure that reaches maxFailures locks the account until
 * lockUntil and starts the count again.
 */
export async function recordLoginFailure(
  q: Queryable, playerId: number, maxFailures: number, lockUntil: Date,
): Promise<{ locked: boolean }> {
  const { rows } = await q.query<{ failed_logins: number }>(
    `UPDATE players SET
       locked_until = CASE WHEN failed_logins + 1 >= $2 THEN $3 ELSE locked_until END,
       failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END
     WHERE id = $1 RETURNING failed_logins`,
    [playerId, maxFailures, lockUntil],
  );
  // The count only drops back to zero on the failure that locks.
  return { locked: rows[0]?.failed_logins === 0 };
}

export async function markLoggedIn(q: Queryable, playerId: number, at: Date): Promise<void> {
  await q.query('UPDATE players SET failed_logins = 0, locked_until = NULL, last_seen_at = $2 WHERE id = $1', [playerId, at]);
}

/** A new password also lifts a lockout: whoever set it proved who they are. */
export async function setPasswordHash(q: Queryable, playerId: number, passwordHash: string): Promise<void> {
  await q.query('UPDATE players SET password_hash = $2, failed_logins = 0, locked_until = NULL WHERE id = $1', [playerId, passwordHash]);
}

export async function setMobile(q: Queryable, playerId: number, mobile: string): Promise<void> {
  await q.query('UPDATE players SET mobile = $2 WHERE id = $1', [playerId, mobile]);
}

export async function touchPlayer(q: Queryable, playerId: number, at: Date): Promise<void> {
  await q.query('UPDATE players SET last_seen_at = $2 WHERE id = $1', [playerId, at]);
}

/** The player's row, locked for the rest of the transaction (closing the account). */
export async function lockPlayer(q: Pick<Queryable, 'query'>, playerId: number): Promise<PlayerRow | null> {
  const { rows } = await q.query<PlayerRow>(`SELECT ${PLAYER_COLUMNS} FROM players WHERE id = $1 FOR UPDATE`, [playerId]);
  return rows[0] ?? null;
}

export async function setClosed(q: Pick<Queryable, 'query'>, playerId: number): Promise<void> {
  await q.query(`UPDATE players SET status = 'closed' WHERE id = $1`, [playerId]);
}

/** Each given player's last visit (the last login or use of a session; registration when none). */
export async function lastVisits(q: Pick<Queryable, 'query'>, playerIds: readonly number[]): Promise<Map<number, Date>> {
  const { rows } = await q.query<{ id: number; last_visit: Date }>(
    'SELECT id, COALESCE(last_seen_at, created_at) AS last_visit FROM players WHERE id = ANY($1::bigint[])', [playerIds],
  );
  return new Map(rows.map((r) => [Number(r.id), new Date(r.last_visit)]));
}

// Sessions -------------------------------------------------------------------------------

export interface NewSession {
  playerId: number;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  meta: RequestMeta;
  enrichment: Enrichment;
}

export async function insertSession(q: Queryable, s: NewSession): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO sessions (player_id, token_hash, created_at, last_seen_at, expires_at, ip, device_id, user_agent,
       channel, app_id, client_referrer, platform)
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [s.playerId, s.tokenHash, s.createdAt, s.expiresAt, s.meta.ip, s.meta.deviceId, s.meta.userAgent,
      s.enrichment.channel, s.enrichment.appId, s.enrichment.clientReferrer, s.enrichment.platform],
  );
  return (rows[0] as { id: number }).id;
}

export interface SessionRow {
  id: number;
  player_id: number;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  player_status: PlayerStatus;
}

export async function findSessionByTokenHash(q: Queryable, tokenHash: string): Promise<SessionRow | null> {
  const { rows } = await q.query<SessionRow>(
    `SELECT s.id, s.player_id, s.last_seen_at, s.expires_at, s.revoked_at, p.status AS player_status
     FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function touchSession(q: Queryable, sessionId: number, at: Date): Promise<void> {
  await q.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [sessionId, at]);
}

export async function revokeSession(q: Queryable, sessionId: number, at: Date): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, at]);
}

/** Ends every open session of a player, except one when given; returns how many ended. */
export async function revokePlayerSessions(q: Queryable, playerId: number, at: Date, exceptSessionId: number | null = null): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE sessions SET revoked_at = $2
     WHERE player_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND ($3::bigint IS NULL OR id <> $3::bigint)`,
    [playerId, at, exceptSessionId],
  );
  return rowCount;
}

// One-time passwords ---------------------------------------------------------------------

export interface OtpRow {
  id: number;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
  attempts: number;
}

export async function insertOtp(
  q: Queryable, o: { phone: string; purpose: number; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO otps (phone, purpose, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [o.phone, o.purpose, o.codeHash, o.createdAt, o.expiresAt],
  );
}

/** Only the last code sent counts: earlier unused ones are burnt. */
export async function burnUnusedOtps(q: Queryable, phone: string, purpose: number, at: Date): Promise<void> {
  await q.query('UPDATE otps SET used_at = $3 WHERE phone = $1 AND purpose = $2 AND used_at IS NULL', [phone, purpose, at]);
}

/** The last code sent, locked for the rest of the transaction so it is used at most once. */
export async function latestOtpForUpdate(q: Queryable, phone: string, purpose: number): Promise<OtpRow | null> {
  const { rows } = await q.query<OtpRow>(
    `SELECT id, code_hash, expires_at, used_at, attempts FROM otps WHERE phone = $1 AND purpose = $2
     ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [phone, purpose],
  );
  return rows[0] ?? null;
}

export async function recordOtpAttempt(q: Queryable, otpId: number, burnAt: Date | null): Promise<void> {
  await q.query('UPDATE otps SET attempts = attempts + 1, used_at = COALESCE($2, used_at) WHERE id = $1', [otpId, burnAt]);
}

export async function markOtpUsed(q: Queryable, otpId: number, at: Date): Promise<boolean> {
  const { rowCount } = await q.query('UPDATE otps SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [otpId, at]);
  return rowCount > 0;
}
