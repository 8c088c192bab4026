import type { Enrichment } from '@casino/contract';
import type { RequestMeta } from '../../platform/request-meta.ts';

/** Something that happened to a player's account, where the request came from, and its details. */
export interface PlayerActivity {
  playerId: number;
  at: Date;
  meta: RequestMeta;
  enrichment: Enrichment;
  /** Details for the event log (via, invitedBy, device, endedSessions ...), kept as they are. */
  payload: Record<string, unknown>;
}

/**
 * Which of a player's login sessions ended and why: one (logout), or all of them (a password
 * reset, a ban, the account's closure), or all but the one that asked (a password change
 * ending the others).
 */
export interface SessionsEnded {
  playerId: number;
  /** null: every session of the player (but exceptSessionId). */
  sessionId: number | null;
  exceptSessionId: number | null;
  reason: 'logout' | 'passwordReset' | 'passwordChanged' | 'banned' | 'closed';
  at: Date;
}

/**
 * The events accounts publishes, each inside the transaction that makes it true: a subscriber
 * that throws undoes the registration or login with it.
 */
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A player was created (accountRegist or accountRegist4); wallet credits the sign-up coins. */
    playerRegistered: PlayerActivity;
    /** A login succeeded and opened a session. */
    playerLoggedIn: PlayerActivity;
    /** forgetPassword set a new password; every session ended. */
    playerPasswordReset: PlayerActivity;
    /** modifyPassword set a new password. */
    playerPasswordChanged: PlayerActivity;
    /** bindAccount bound a phone number to the account. */
    playerPhoneBound: PlayerActivity;
    /** agentFill bound the player's inviter (superior); payload.invitedBy is the inviter's id. */
    playerInviterBound: PlayerActivity;
    /** Login sessions ended before their time (the player's open streams close with them). */
    playerSessionsEnded: SessionsEnded;
  }
}
