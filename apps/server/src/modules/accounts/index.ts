/**
 * accounts: players, login sessions, passwords, OTP and SMS, the LINE login, the profile
 * (nickname, avatar, inviter, other details, invite links) and the user info of §3.
 *
 * Other modules use four things of its face: `resolveSession` (the call router's logins),
 * `userInfo(playerId, q?)`, `addUserInfoPart(part)` to add the user info fields they own
 * (called in their create), and `line` (null without a LINE provider; its `settings` go to the
 * app config). The rest of the face serves accounts' own calls. It publishes playerRegistered,
 * playerLoggedIn, playerPasswordReset, playerPasswordChanged, playerPhoneBound and
 * playerInviterBound (events.ts); it imports no other module but the sandbox LINE's channel.
 */
import type { BackOffice } from './back-office.ts';
import type { LineLogin } from './line/line-login.ts';
import type { ProfileService } from './profile.ts';
import type { AccountService } from './service.ts';

export type AccountsFace = AccountService & {
  /** The LINE login; null when no provider is configured (LINE_LOGIN off, or auto in production). */
  line: LineLogin | null;
  profile: ProfileService;
  /** The operator console's view of players: search, record, sessions, ban. */
  backOffice: BackOffice;
};
export type { LineLoginSettings } from './line/line-login.ts';
export type { BackOffice, PlayerRecord, PlayerSessionRecord } from './back-office.ts';
export type { PlayerActivity } from './events.ts';
export type { UserInfoPart } from './user-info.ts';
