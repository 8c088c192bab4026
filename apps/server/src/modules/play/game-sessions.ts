import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { PLAYABLE_GAME_COLUMNS, playableGameJoins, playableGameOf } from './games.ts';
import type { PlayableGame, PlayableGameRow } from './games.ts';

/**
 * Game sessions: what a launch URL's token stands for (a player playing one game of one
 * provider). The token is 256 random bits, stored only as its SHA-256. A session is live until
 * it expires or exitGame closes it; bets and authenticate slide its expiry forward.
 */

export interface GameSession {
  id: number;
  playerId: number;
  /** The catalog game id. */
  gameId: number;
  /** The provider's code of the game. */
  gameCode: string;
  providerCode: string;
  openedAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  closedAt: Date | null;
  /** When the login that opened the session stops authorising play; null when there is none. */
  loginEndsAt: Date | null;
  /** The login that opened the session (null for settlement-only sessions): the session-time limit counts from it. */
  loginSessionId: number | null;
}

export interface NewGameSession {
  playerId: number;
  /** The login session that opens it (null for settlement-only sessions). */
  loginSessionId: number | null;
  gameId: number;
  gameCode: string;
  providerCode: string;
}

export type GameSessions = ReturnType<typeof createGameSessions>;

/** A session with its catalog game (null when the game is gone), as bets need them. */
export interface SessionWithGame {
  session: GameSession;
  game: PlayableGame | null;
}

const TOKEN_BYTES = 32;
/** Use extends a session at most this often: one write per half minute, not one per bet. */
export const EXTEND_EVERY_MS = 30_000;

const columns = (t: string) => `${t}id, ${t}player_id AS "playerId", ${t}game_id AS "gameId", ${t}game_code AS "gameCode",
  ${t}provider_code AS "providerCode", ${t}opened_at AS "openedAt", ${t}expires_at AS "expiresAt", ${t}last_seen_at AS "lastSeenAt",
  ${t}closed_at AS "closedAt", l.ends_at AS "loginEndsAt", ${t}login_session_id AS "loginSessionId"`;
/** The login's end, read beside the session (accounts' view login_session_ends, migration 407). */
const LOGIN_JOIN = (t: string) => `LEFT JOIN login_session_ends l ON l.id = ${t}login_session_id`;

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Open, not expired, and its login still on: new bets are accepted. */
export const isLive = (session: Pick<GameSession, 'closedAt' | 'expiresAt' | 'loginEndsAt'>, now: Date): boolean =>
  session.closedAt === null && session.expiresAt.getTime() > now.getTime()
  && session.loginEndsAt !== null && session.loginEndsAt.getTime() > now.getTime();

/** Why a session takes no new bets, as the gateway says it ("token: ..."). */
export function endedReason(session: Pick<GameSession, 'closedAt' | 'expiresAt' | 'loginEndsAt'>, now: Date): string {
  if (session.closedAt !== null) return 'token: the game session was closed';
  if (session.loginEndsAt === null || session.loginEndsAt.getTime() <= now.getTime()) return 'token: the login that opened the game session has ended';
  return 'token: the game session expired';
}

/** Closes every open game session of a player: their providers' next bets are refused (in `q`'s transaction). */
export async function closePlayerSessions(q: Pick<Queryable, 'query'>, playerId: number, at: Date): Promise<number> {
  const { rowCount } = await q.query('UPDATE game_sessions SET closed_at = $2 WHERE player_id = $1 AND closed_at IS NULL', [playerId, at]);
  return rowCount;
}

export function createGameSessions(deps: { db: Queryable; clock: Clock; lifetimeMinutes: number }) {
  const { db, clock } = deps;
  const lifetimeMs = deps.lifetimeMinutes * MINUTE_MS;

  /** The sessions of several tokens with their catalog games (as bets need them), in one query, by token; a token no session ever had is absent. */
  async function findManyWithGame(tokens: readonly string[]): Promise<Map<string, SessionWithGame>> {
    const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
    const hashes = [...byHash.keys()];
    // One token (most reads under light load) has a text of its own: PostgreSQL keeps its generic
    // plan, where for an array of unknown length it would plan each read afresh (0.4 ms of joins).
    const { rows } = await db.query<GameSession & PlayableGameRow & { tokenHash: string }>(
      `SELECT s.token_hash AS "tokenHash", ${columns('s.')}, ${PLAYABLE_GAME_COLUMNS} FROM game_sessions s ${LOGIN_JOIN('s.')}
         ${playableGameJoins('s.game_id')}
        WHERE ${hashes.length === 1 ? 's.token_hash = $1' : 's.token_hash = ANY($1::text[])'}`,
      [hashes.length === 1 ? hashes[0] : hashes], { prepared: true });
    const found = new Map<string, SessionWithGame>();
    for (const row of rows) {
      const { id, playerId, gameId, gameCode, providerCode, openedAt, expiresAt, lastSeenAt, closedAt, loginEndsAt, loginSessionId } = row;
      found.set(byHash.get(row.tokenHash) as string, {
        session: { id, playerId, gameId, gameCode, providerCode, openedAt, expiresAt, lastSeenAt, closedAt, loginEndsAt, loginSessionId },
        game: playableGameOf(row),
      });
    }
    return found;
  }

  return {
    lifetimeMs,

    async open(input: NewGameSession): Promise<{ token: string; session: GameSession }> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const now = clock.now();
      const { rows } = await db.query<GameSession>(
        `WITH s AS (
           INSERT INTO game_sessions (token_hash, player_id, game_id, game_code, provider_code, opened_at, expires_at, last_seen_at, login_session_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $8) RETURNING *)
         SELECT ${columns('s.')} FROM s ${LOGIN_JOIN('s.')}`,
        [hashToken(token), input.playerId, input.gameId, input.gameCode, input.providerCode, now, new Date(now.getTime() + lifetimeMs), input.loginSessionId],
      );
      const session = rows[0];
      if (!session) throw new Error('game session insert returned no row');
      return { token, session };
    },

    /**
     * A session closed from the start, for settling rounds already in flight (recovery after a
     * crash): wins and rollbacks are accepted on it, bets and authenticate are not. Its token
     * never leaves the process.
     */
    async openForSettlement(input: Omit<NewGameSession, 'loginSessionId'>): Promise<string> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const now = clock.now();
      await db.query(
        `INSERT INTO game_sessions (token_hash, player_id, game_id, game_code, provider_code, opened_at, expires_at, last_seen_at, closed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $6, $6)`,
        [hashToken(token), input.playerId, input.gameId, input.gameCode, input.providerCode, now],
      );
      return token;
    },

    /**
     * Deletes sessions that expired or were closed before `endedBefore`, at most `limit` of them;
     * answers how many. Nothing references a session: the money records (provider_transactions,
     * game_rounds, the ledger) stand on their own.
     */
    async pruneEnded(endedBefore: Date, limit: number): Promise<number> {
      const { rowCount } = await db.query(
        `DELETE FROM game_sessions WHERE id IN (
           SELECT id FROM game_sessions WHERE expires_at < $1 UNION
           SELECT id FROM game_sessions WHERE closed_at < $1
           LIMIT $2)`,
        [endedBefore, limit],
      );
      return rowCount;
    },

    /** The session of a token, live or not; null when no session ever had it. */
    async find(token: string, q: Pick<Queryable, 'query'> = db): Promise<GameSession | null> {
      const { rows } = await q.query<GameSession>(`SELECT ${columns('s.')} FROM game_sessions s ${LOGIN_JOIN('s.')} WHERE s.token_hash = $1`, [hashToken(token)]);
      return rows[0] ?? null;
    },

    findManyWithGame,

    /** Slides a live session's expiry to a full lifetime from now (skipped when done within EXTEND_EVERY_MS). */
    async extend(session: GameSession): Promise<void> {
      const now = clock.now();
      if (!isLive(session, now) || now.getTime() - session.lastSeenAt.getTime() < EXTEND_EVERY_MS) return;
      await db.query(
        `UPDATE game_sessions SET last_seen_at = $2, expires_at = greatest(expires_at, $3)
          WHERE id = $1 AND closed_at IS NULL AND expires_at > $2`,
        [session.id, now, new Date(now.getTime() + lifetimeMs)],
      );
    },

    /**
     * The heartbeat from the game page (§4 online with gameId): slides the player's live sessions
     * of that game to a full lifetime from now, so a player still on the page is not logged out
     * of the game between bets.
     */
    async keepAlive(playerId: number, gameId: number, q: Pick<Queryable, 'query'> = db): Promise<void> {
      const now = clock.now();
      await q.query(
        `UPDATE game_sessions SET last_seen_at = $3, expires_at = greatest(expires_at, $4)
          WHERE player_id = $1 AND game_id = $2 AND closed_at IS NULL AND expires_at > $3`,
        [playerId, gameId, now, new Date(now.getTime() + lifetimeMs)],
      );
    },

    /** Closes every open session of the player (exitGame); answers how many. */
    async closeAll(playerId: number): Promise<number> {
      return closePlayerSessions(db, playerId, clock.now());
    },
  };
}
