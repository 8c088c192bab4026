/**
 * accounts: players, login sessions, passwords, OTP and SMS, and the user info of §3.
 *
 * Other modules use three things of its face: `resolveSession` (the call router's logins),
 * `userInfo(playerId, q?)`, and `addUserInfoPart(part)` to add the user info fields they own
 * (called in their create). The rest of the face serves accounts' own calls. It publishes
 * playerRegistered, playerLoggedIn, playerPasswordReset, playerPasswordChanged and
 * playerPhoneBound (events.ts); it imports no other module.
 */
export type { AccountService as AccountsFace } from './service.ts';
export type { PlayerActivity } from './events.ts';
export type { UserInfoPart } from './user-info.ts';
