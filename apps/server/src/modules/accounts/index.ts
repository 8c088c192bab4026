/**
 * accounts: players, login sessions, passwords, OTP and SMS, the LINE login, the profile
 * (nickname, avatar, inviter, other details, invite links) and the user info of §3.
 *
 * Other modules use four things of its face: `resolveSession` (the call router's logins),
 * `userInfo(playerId, q?)`, `addUserInfoPart(part)` to add the user info fields they own
 * (called in their create), and `line` (null without a LINE provider; its `settings` go to the
 * app config). For the player's own data (docs/decisions/069) modules register their section of
 * the export with `addExportPart(name, part)` and what keeps an account from closing with
 * `addClosureCheck(check)`; kyc's retention asks `lastVisits`. The rest of the face serves
 * accounts' own calls. It publishes playerRegistered, playerLoggedIn, playerPasswordReset,
 * playerPasswordChanged, playerPhoneBound and playerInviterBound (events.ts); it imports no
 * other module but the sandbox LINE's channel and the audit log (a closure's record).
 */
import type { Queryable } from '../../platform/db.ts';
import type { BackOffice } from './back-office.ts';
import type { AccountClosure } from './closure.ts';
import type { PlayerData } from './player-data.ts';
import type { LineLogin } from './line/line-login.ts';
import type { ProfileService } from './profile.ts';
import type { Referrals } from './referrals.ts';
import type { AccountService } from './service.ts';

export type AccountsFace = AccountService & {
  /** The LINE login; null when no provider is configured (LINE_LOGIN off, or auto in production). */
  line: LineLogin | null;
  profile: ProfileService;
  /** The operator console's view of players: search, record, sessions, ban. */
  backOffice: BackOffice;
  /** The inviter tree and the accounts sharing a device (the referral activities; the console's player record). */
  referrals: Referrals;
  /** Each given player's last visit (last login or use of a session), for the retention of their data (kyc). */
  lastVisits(playerIds: readonly number[], q?: Pick<Queryable, 'query'>): Promise<Map<number, Date>>;
} & PlayerData & AccountClosure;
export type { LineLoginSettings } from './line/line-login.ts';
export type { BackOffice, DailyPlayers, PlayerRecord, PlayerSessionRecord } from './back-office.ts';
export type { PlayerActivity } from './events.ts';
export type { Invitee, LinkedAccount, Referrals } from './referrals.ts';
export type { UserInfoPart } from './user-info.ts';
/** The data export's parts (addExportPart) and what a part answers; the closure's checks (addClosureCheck). */
export { exportList, exportRow } from './player-data.ts';
export type { ExportPart, ExportSection } from './player-data.ts';
export type { ClosureCheck, ClosureObstacle } from './closure.ts';
/** Players per source of their registration (the ops command players sources; docs/decisions/071). */
export { countPlayersBySource } from './attribution.ts';
export type { SourceCount } from './attribution.ts';
