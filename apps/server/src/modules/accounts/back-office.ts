import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import { philippineDateSql } from '../../platform/philippine-day.ts';
import type { PhilippineDays } from '../../platform/philippine-day.ts';
import type { PlayerStatus } from './store.ts';

/**
 * What the operator console reads and changes of players: search, one player's record and login
 * sessions, and the ban. A banned player's sessions end in the same transaction, and sign-in is
 * refused with the banned errcode (service.ts) until the ban is lifted.
 */

type Q = Pick<Queryable, 'query'>;

export interface PlayerRecord {
  id: number;
  account: string;
  nickname: string;
  mobile: string | null;
  inviteCode: string;
  status: PlayerStatus;
  countryCode: string;
  inviterId: number | null;
  registeredChannel: string | null;
  createdAt: Date;
  lastSeenAt: Date | null;
}

export interface PlayerSessionRecord {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  ip: string | null;
  deviceId: string | null;
  userAgent: string | null;
  platform: number | null;
}

interface RecordRow {
  id: number; account: string; nickname: string; mobile: string | null; invite_code: string; status: PlayerStatus;
  country_code: string; pid: number | null; reg_channel: string | null; created_at: Date; last_seen_at: Date | null;
}

const RECORD_COLUMNS = 'id, account, nickname, mobile, invite_code, status, country_code, pid, reg_channel, created_at, last_seen_at';

const recordOf = (r: RecordRow): PlayerRecord => ({
  id: Number(r.id), account: r.account, nickname: r.nickname, mobile: r.mobile, inviteCode: r.invite_code, status: r.status,
  countryCode: r.country_code, inviterId: r.pid === null ? null : Number(r.pid), registeredChannel: r.reg_channel,
  createdAt: r.created_at, lastSeenAt: r.last_seen_at,
});

/** LIKE's wildcards in what an operator typed match themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Registrations and logins per Philippine day (the console's dashboard, docs/decisions/066). */
export interface DailyPlayers {
  /** Players created that day, only days with any. */
  registrations: Array<{ day: string; count: number }>;
  /** Each player who opened a login session (a registration or a sign-in), once per day. */
  logins: Array<{ day: string; playerId: number }>;
}

export type BackOffice = ReturnType<typeof createBackOffice>;

export function createBackOffice(deps: { db: Db; clock: Clock; events: EventPublisher }) {
  const { db, clock, events } = deps;
  return {
    /** Players matching an id, an invite code, or the start of a username or phone number; newest first. */
    async searchPlayers(query: string, limit: number): Promise<PlayerRecord[]> {
      const text = query.trim();
      const digits = text.replace(/[\s+()-]/g, '');
      const id = /^\d{1,15}$/.test(text) ? Number(text) : null;
      // A phone number may be typed with the country code or a leading 0.
      const phone = /^\d{3,15}$/.test(digits) ? digits.replace(/^(63|0)(?=\d{10}$)/, '') : null;
      const { rows } = await db.query<RecordRow>(
        `SELECT ${RECORD_COLUMNS} FROM players
          WHERE id = $1::bigint OR lower(account) LIKE lower($2) OR mobile LIKE $3 OR invite_code = upper($4)
          ORDER BY id DESC LIMIT $5`,
        [id, likePrefix(text), phone === null ? null : likePrefix(phone), text, limit],
      );
      return rows.map(recordOf);
    },

    async findPlayer(playerId: number, q: Q = db): Promise<PlayerRecord | null> {
      const { rows } = await q.query<RecordRow>(`SELECT ${RECORD_COLUMNS} FROM players WHERE id = $1`, [playerId]);
      return rows[0] ? recordOf(rows[0]) : null;
    },

    /** The player's login sessions, newest first. */
    async sessionsOf(playerId: number, limit: number): Promise<PlayerSessionRecord[]> {
      const { rows } = await db.query<{
        id: number; created_at: Date; last_seen_at: Date; expires_at: Date; revoked_at: Date | null;
        ip: string | null; device_id: string | null; user_agent: string | null; platform: number | null;
      }>(
        `SELECT id, created_at, last_seen_at, expires_at, revoked_at, ip, device_id, user_agent, platform
           FROM sessions WHERE player_id = $1 ORDER BY id DESC LIMIT $2`,
        [playerId, limit],
      );
      return rows.map((r) => ({
        id: Number(r.id), createdAt: r.created_at, lastSeenAt: r.last_seen_at, expiresAt: r.expires_at, revokedAt: r.revoked_at,
        ip: r.ip, deviceId: r.device_id, userAgent: r.user_agent, platform: r.platform,
      }));
    },

    async dailyPlayers(days: PhilippineDays): Promise<DailyPlayers> {
      const params = [days.start, days.end];
      const [registrations, logins] = await Promise.all([
        db.query<{ day: string; n: number }>(
          `SELECT ${philippineDateSql('created_at')} AS day, count(*)::bigint AS n
             FROM players WHERE created_at >= $1 AND created_at < $2 GROUP BY 1`,
          params),
        db.query<{ day: string; player_id: number }>(
          `SELECT DISTINCT ${philippineDateSql('created_at')} AS day, player_id
             FROM sessions WHERE created_at >= $1 AND created_at < $2`,
          params),
      ]);
      return {
        registrations: registrations.rows.map((r) => ({ day: r.day, count: Number(r.n) })),
        logins: logins.rows.map((r) => ({ day: r.day, playerId: Number(r.player_id) })),
      };
    },

    /**
     * Bans or lifts a ban in the caller's transaction. A ban ends every open login session at
     * once. Answers the status before, or null when there is no such player.
     */
    async setStatus(tx: Queryable, playerId: number, status: PlayerStatus): Promise<{ before: PlayerStatus; sessionsEnded: number } | null> {
      const { rows } = await tx.query<{ status: PlayerStatus }>('SELECT status FROM players WHERE id = $1 FOR UPDATE', [playerId]);
      const before = rows[0]?.status;
      if (before === undefined) return null;
      await tx.query('UPDATE players SET status = $2 WHERE id = $1', [playerId, status]);
      const ended = status === 'banned'
        ? await tx.query('UPDATE sessions SET revoked_at = $2 WHERE player_id = $1 AND revoked_at IS NULL', [playerId, clock.now()])
        : { rowCount: 0 };
      if (status === 'banned') await events.publish(tx, 'playerSessionsEnded', { playerId, sessionId: null, exceptSessionId: null, reason: 'banned', at: clock.now() });
      return { before, sessionsEnded: ended.rowCount };
    },
  };
}
