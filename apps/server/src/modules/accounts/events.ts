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
  }
}
