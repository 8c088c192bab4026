import { createHash, randomBytes } from 'node:crypto';
import type { Enrichment } from '@casino/contract';
import type { AuthSession, SessionResolver } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { DAY_MS, MINUTE_MS } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { RequestMeta } from '../../platform/request-meta.ts';
import { findSessionByTokenHash, insertSession, touchPlayer, touchSession } from './store.ts';

/** 256 random bits, URL-safe. Only its SHA-256 is stored, so a database leak yields no usable token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionPolicy {
  /** Expires after this long without use. */
  idleMs: number;
  /** Expires this long after login, used or not. */
  maxMs: number;
}

export const sessionPolicy = (idleDays: number, maxDays: number): SessionPolicy => ({ idleMs: idleDays * DAY_MS, maxMs: maxDays * DAY_MS });

/** Writes to last_seen at most this often, so a busy player does not write on every call. */
const TOUCH_EVERY_MS = MINUTE_MS;

export interface Sessions {
  /** A new session (a fresh token on every login); returns the token, shown once. */
  open(q: Queryable, playerId: number, meta: RequestMeta, enrichment: Enrichment): Promise<string>;
  resolve: SessionResolver;
}

export function createSessions(deps: { db: Db; clock: Clock; policy: SessionPolicy }): Sessions {
  const { db, clock, policy } = deps;
  return {
    async open(q, playerId, meta, enrichment) {
      const token = newToken();
      const now = clock.now();
      await insertSession(q, {
        playerId, tokenHash: hashToken(token), createdAt: now,
        expiresAt: new Date(now.getTime() + policy.maxMs), meta, enrichment,
      });
      return token;
    },
    async resolve(token): Promise<AuthSession | null> {
      const row = await findSessionByTokenHash(db, hashToken(token));
      if (!row || row.revoked_at !== null || row.player_status !== 'active') return null;
      const now = clock.now().getTime();
      if (row.expires_at.getTime() <= now || row.last_seen_at.getTime() + policy.idleMs <= now) return null;
      if (now - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
        const at = new Date(now);
        await touchSession(db, row.id, at);
        await touchPlayer(db, row.player_id, at);
      }
      return { sessionId: row.id, playerId: row.player_id };
    },
  };
}
