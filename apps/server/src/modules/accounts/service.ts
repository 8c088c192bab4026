import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { AccountType, Limits, OtpPurpose } from '@casino/contract';
import type { Enrichment, SiteConfig, UserInfo, calls } from '@casino/contract';
import type { AuthSession } from '../../platform/auth.ts';
import type { CallInput } from '../../platform/call-route.ts';
import type { Clock } from '../../platform/clock.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import type { Db, Queryable, Tx } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import type { PasswordHasher } from '../../platform/password-hash.ts';
import type { PasswordKey } from '../../platform/password-key.ts';
import type { GuardedCheck, RateGuard, RateRule } from '../../platform/rate-limit.ts';
import { badInputRefusal, isRefusal } from '../../platform/refusal.ts';
import type { Refusal } from '../../platform/refusal.ts';
import type { RequestMeta } from '../../platform/request-meta.ts';
import type { LineIdentity } from './line/id-token.ts';
import { findLinePlayerId, insertLineIdentity, LINE_IDENTITY_KEY, touchLineIdentity } from './line/store.ts';
import { nicknameFrom } from './nickname.ts';
import type { OtpCheck, Otps } from './otp.ts';
import { assertNewPassword, decryptPassword } from './password-policy.ts';
import { recordAttribution } from './attribution.ts';
import { isValidPhone, maskPhone, phoneTail } from './phone.ts';
import { accountRefusal } from './refusals.ts';
import type { SmsProvider } from './sms/provider.ts';
import { linkAccountsOnDevice, usedDevice } from './referrals.ts';
import * as store from './store.ts';
import type { PlayerRow } from './store.ts';
import type { Sessions } from './tokens.ts';
import { assembleUserInfo } from './user-info.ts';
import type { UserInfoPart } from './user-info.ts';

/** Wrong passwords in a row that lock an account, and for how long. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 15 * MINUTE_MS;

/** Request limits (scaled by configuration); the OTP resend window is fixed by the spec. */
export const RATE_RULES = {
  loginPerIp: { limit: 20, windowSeconds: 60 },
  loginPerAccount: { limit: 10, windowSeconds: 60 },
  registerPerIp: { limit: 10, windowSeconds: 3600 },
  otpPerPhone: { limit: 5, windowSeconds: 3600 },
  otpPerIp: { limit: 20, windowSeconds: 3600 },
  otpResend: { limit: 1, windowSeconds: Limits.otpResendSeconds },
  passwordChangePerPlayer: { limit: 10, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Usernames of players created by a LINE login: "line" and 10 of these (lower case: names are unique in any case). */
const LINE_USERNAME_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const newLineUsername = () => `line${Array.from({ length: 10 }, () => LINE_USERNAME_ALPHABET[randomInt(LINE_USERNAME_ALPHABET.length)]).join('')}`;
const INVITE_CODE_LENGTH = 8;
const AVATAR_COUNT = 10;
const USERNAME_PATTERN = /^[A-Za-z0-9]+$/;

export type LoginResult = UserInfo & { token: string };

export interface AccountDeps {
  db: Db;
  clock: Clock;
  site: SiteConfig;
  passwordKey: PasswordKey;
  hasher: PasswordHasher;
  sessions: Sessions;
  otps: Otps;
  sms: SmsProvider;
  limits: RateGuard;
  /**
   * Where registrations, logins and password and phone changes are published, inside the
   * transaction that makes them true (the wallet's sign-up credit, tracking's event rows).
   */
  events: EventPublisher;
}

type RegisterInput = CallInput<typeof calls.accountRegist>;
type RegisterWithOtpInput = CallInput<typeof calls.accountRegist4>;
type LoginInput = CallInput<typeof calls.accountLogin>;
type SmsInput = CallInput<typeof calls.smsSend>;
type ResetInput = CallInput<typeof calls.forgetPassword>;
type BindInput = CallInput<typeof calls.bindAccount>;
type ChangePasswordInput = CallInput<typeof calls.modifyPassword>;
type LineLoginInput = CallInput<typeof calls.lineLogin>;
/** What a new player's registration records of the request, whichever way it came. */
type RegistrationRequest = Pick<RegisterInput, 'outUrl' | 'phoneinfoJsonModel' | 'attribution'> & Partial<Pick<RegisterInput, 'declaration'>> & Enrichment;

const otpRefusal = (check: Exclude<OtpCheck, 'ok'>): Refusal => accountRefusal(check === 'wrong' ? 'otpWrong' : 'otpExpired');

const enrichmentOf = (input: Enrichment): Enrichment => ({
  clientReferrer: input.clientReferrer, channel: input.channel, appId: input.appId, platform: input.platform,
});

export type AccountService = ReturnType<typeof createAccountService>;

/** Registration, login, sessions, passwords and phone binding: the rules of SPEC §5 and §7. */
export function createAccountService(deps: AccountDeps) {
  const { db, clock, site, passwordKey, hasher, sessions, otps, sms, limits, events } = deps;
  /** A hash of a random password, made once: what a login for an unknown account is checked against. */
  let dummyHash: Promise<string> | undefined;
  const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hasher.hash(randomBytes(18).toString('base64url')));

  /** What other modules add to the user info (wallet, payments, kyc), registered as they are created. */
  const userInfoParts: UserInfoPart[] = [];
  const userInfo = (q: Pick<Queryable, 'query'>, player: PlayerRow): Promise<UserInfo> =>
    assembleUserInfo(q, player, clock.now(), userInfoParts);

  const newInviteCode = () => Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');

  /**
   * Runs fn in a transaction that commits even when fn refuses (by returning the refusal), then
   * throws the refusal: what fn wrote first must stay, e.g. a wrong OTP guess counted toward
   * burning the code, or a code used up.
   */
  async function commitThenRefuse<T>(fn: (tx: Tx) => Promise<T | Refusal>): Promise<T> {
    const result = await db.transaction(fn);
    if (isRefusal(result)) throw result;
    return result;
  }

  /** Counts the request against each limit; code 429 with retryAfter once any is used up. */
  async function spendRateLimits(checks: GuardedCheck[]): Promise<void> {
    const limited = await limits.check(checks);
    if (limited) throw limited;
  }

  /** What every registration path shares once its own checks passed. */
  async function createPlayer(args: {
    account: string; accountType: 1 | 2 | 3; mobile: string | null; passwordHash: string; inviteCode: string | undefined;
    input: RegistrationRequest; meta: RequestMeta; via: string; otp?: { phone: string; code: string };
    /** The nickname when not the account (or the masked phone). */
    nickname?: string;
    /** What else the new player's transaction writes (the LINE identity). */
    afterInsert?: (tx: Tx, player: PlayerRow) => Promise<void>;
  }): Promise<LoginResult> {
    const { input, meta } = args;
    const enrichment = enrichmentOf(input);
    for (let attempt = 0; ; attempt++) {
      try {
        return await commitThenRefuse(async (tx) => {
          if (args.otp) {
            const check = await otps.verify(tx, args.otp.phone, OtpPurpose.Register, args.otp.code);
            if (check !== 'ok') return otpRefusal(check);
          }
          const codeOwner = args.inviteCode ? await store.findPlayerIdByInviteCode(tx, args.inviteCode.trim().toUpperCase()) : null;
          // §6 one account per player: an invite from an account on this very device binds no inviter.
          const sameDevice = codeOwner !== null && meta.deviceId !== null && (await usedDevice(tx, codeOwner, meta.deviceId));
          const pid = sameDevice ? null : codeOwner;
          const now = clock.now();
          const player = await store.insertPlayer(tx, {
            uuid: randomUUID(), account: args.account, accountType: args.accountType, mobile: args.mobile,
            countryCode: site.countryCode, nickname: args.nickname ?? (args.mobile === null ? args.account : maskPhone(args.mobile)),
            avatar: randomInt(AVATAR_COUNT), inviteCode: newInviteCode(), pid, passwordHash: args.passwordHash,
            createdAt: now, enrichment,
          });
          await args.afterInsert?.(tx, player);
          const linkedAccounts = await linkAccountsOnDevice(tx, player.id, meta.deviceId, now);
          await recordAttribution(tx, player.id, input.attribution, now);
          const token = await sessions.open(tx, player.id, meta, enrichment);
          // The sign-up credit and the event row commit with the player, or nothing does.
          await events.publish(tx, 'playerRegistered', {
            playerId: player.id, at: now, meta, enrichment,
            payload: {
              via: args.via, accountType: args.accountType, invitedBy: pid, inviteRefused: sameDevice ? 'sameDevice' : null, linkedAccounts, outUrl: input.outUrl ?? null, device: input.phoneinfoJsonModel ?? null,
              // §6: the register calls require it (the contract); the recording module keeps it with its time.
              declaration: input.declaration === true,
            },
          });
          return { ...(await userInfo(tx, player)), token };
        });
      } catch (err) {
        // A concurrent registration took the name or phone first; or (rarely) the invite code collided.
        if (isUniqueViolation(err, store.PLAYER_INVITE_CODE_KEY) && attempt < 3) continue;
        if (isUniqueViolation(err, store.PLAYER_ACCOUNT_KEY) || isUniqueViolation(err, store.PLAYER_MOBILE_KEY)) {
          throw accountRefusal(args.mobile === null ? 'usernameTaken' : 'phoneTaken');
        }
        throw err;
      }
    }
  }

  /** Password of a new account: decryptable (1057), within bounds (400), not common (1051). */
  async function newPasswordHash(encrypted: string): Promise<string> {
    const password = decryptPassword(passwordKey, encrypted);
    assertNewPassword(site, password);
    return hasher.hash(password);
  }

  return {
    /** accountRegist: a username, or a phone number when no OTP is required. */
    async register(input: RegisterInput, meta: RequestMeta): Promise<LoginResult> {
      await spendRateLimits([{ key: `register:ip:${meta.ip}`, rule: RATE_RULES.registerPerIp }]);
      if (site.registerType === 'phone' && site.otpStatus) throw accountRefusal('phoneRegistrationNeedsOtp');
      const byUsername = site.registerType === 'account';
      const account = input.account;
      if (byUsername) {
        if (!USERNAME_PATTERN.test(account) || account.length < site.usernameLengthMin || account.length > site.usernameLengthMax) {
          throw badInputRefusal('account', `must be ${site.usernameLengthMin} to ${site.usernameLengthMax} letters or digits`);
        }
      } else if (!isValidPhone(site, account)) {
        throw accountRefusal('phoneInvalid');
      }
      const passwordHash = await newPasswordHash(input.password);
      if (await store.isLoginTaken(db, account)) throw accountRefusal(byUsername ? 'usernameTaken' : 'phoneTaken');
      return createPlayer({
        account, accountType: byUsername ? AccountType.Account : AccountType.PhoneWithoutOtp, mobile: byUsername ? null : account,
        passwordHash, inviteCode: input.inviteCode, input, meta, via: 'accountRegist',
      });
    },

    /** accountRegist4: a phone number proven by the register OTP. */
    async registerWithOtp(input: RegisterWithOtpInput, meta: RequestMeta): Promise<LoginResult> {
      await spendRateLimits([{ key: `register:ip:${meta.ip}`, rule: RATE_RULES.registerPerIp }]);
      if (site.registerType === 'account') throw accountRefusal('phoneRegistrationDisabled');
      const phone = input.account;
      if (!isValidPhone(site, phone)) throw accountRefusal('phoneInvalid');
      const passwordHash = await newPasswordHash(input.password);
      if (await store.isLoginTaken(db, phone)) throw accountRefusal('phoneTaken');
      return createPlayer({
        account: phone, accountType: AccountType.Phone, mobile: phone, passwordHash,
        inviteCode: input.inviteCode, input, meta, via: 'accountRegist4', otp: { phone, code: input.code },
      });
    },

    /** accountLogin: by username or phone. Five wrong passwords in a row lock the account. */
    async login(input: LoginInput, meta: RequestMeta): Promise<LoginResult> {
      await spendRateLimits([
        { key: `login:ip:${meta.ip}`, rule: RATE_RULES.loginPerIp },
        { key: `login:account:${input.account.toLowerCase()}`, rule: RATE_RULES.loginPerAccount },
      ]);
      const password = decryptPassword(passwordKey, input.password);
      const player = await store.findPlayerByLogin(db, input.account);
      if (!player) {
        // The same argon2id work as a wrong password, so the answer's timing does not tell
        // which accounts exist (the errcodes 101/102 of §8 stay as they are).
        await hasher.verify(await dummyPasswordHash(), password);
        throw accountRefusal('accountNotFound');
      }
      const now = clock.now();
      if (player.locked_until && player.locked_until > now) throw lockedRefusal(player.locked_until, now);
      if (!(await hasher.verify(player.password_hash, password))) {
        const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MS);
        const { locked } = await store.recordLoginFailure(db, player.id, LOGIN_MAX_FAILURES, lockUntil);
        throw locked ? lockedRefusal(lockUntil, now) : accountRefusal('wrongPassword');
      }
      if (player.status === 'banned') throw accountRefusal('accountBanned');
      if (player.status === 'closed') throw accountRefusal('accountClosed');
      const enrichment = enrichmentOf(input);
      return db.transaction(async (tx) => {
        await store.markLoggedIn(tx, player.id, now);
        const token = await sessions.open(tx, player.id, meta, enrichment);
        await events.publish(tx, 'playerLoggedIn', {
          playerId: player.id, at: now, meta, enrichment,
          payload: { outUrl: input.outUrl ?? null, device: input.phoneinfoJsonModel ?? null },
        });
        return { ...(await userInfo(tx, player)), token };
      });
    },

    /** smsSend: a code for registration (0), password reset (1) or phone binding (2). */
    async sendOtp(input: SmsInput, meta: RequestMeta): Promise<{ resendAfter: number }> {
      const phone = input.mobile;
      if (!isValidPhone(site, phone)) throw accountRefusal('phoneInvalid');
      if (input.type === OtpPurpose.Register && site.registerType === 'account') throw accountRefusal('phoneRegistrationDisabled');
      await spendRateLimits([{ key: `otp:ip:${meta.ip}`, rule: RATE_RULES.otpPerIp }]);
      const isReset = input.type === OtpPurpose.ResetPassword;
      if (!isReset && (await store.isLoginTaken(db, phone))) throw accountRefusal('phoneTaken');
      await spendRateLimits([
        { key: `otp:resend:${phone}`, rule: RATE_RULES.otpResend, fixed: true },
        { key: `otp:phone:${phone}`, rule: RATE_RULES.otpPerPhone },
      ]);
      const sent = { resendAfter: Limits.otpResendSeconds };
      // Reset for an unknown number answers the same as a real one, so numbers cannot be probed.
      if (isReset && !(await store.findPlayerByMobile(db, phone))) return sent;
      const code = await db.transaction((tx) => otps.issue(tx, phone, input.type));
      await sms.send(phone, `${site.appName}: your verification code is ${code}. It expires in ${Limits.otpValidSeconds / 60} minutes.`);
      return sent;
    },

    /** forgetPassword: a new password for the account bound to a phone; every session ends. */
    async resetPassword(input: ResetInput, meta: RequestMeta): Promise<Record<string, never>> {
      const phone = input.mobile;
      if (!isValidPhone(site, phone)) throw accountRefusal('phoneInvalid');
      const passwordHash = await newPasswordHash(input.password);
      return commitThenRefuse<Record<string, never>>(async (tx) => {
        const check = await otps.verify(tx, phone, OtpPurpose.ResetPassword, input.code);
        if (check !== 'ok') return otpRefusal(check);
        const player = await store.findPlayerByMobile(tx, phone);
        if (!player) return otpRefusal('wrong');
        const now = clock.now();
        await store.setPasswordHash(tx, player.id, passwordHash);
        const ended = await store.revokePlayerSessions(tx, player.id, now);
        await events.publish(tx, 'playerPasswordReset', { playerId: player.id, at: now, meta, enrichment: enrichmentOf(input), payload: { endedSessions: ended } });
        await events.publish(tx, 'playerSessionsEnded', { playerId: player.id, sessionId: null, exceptSessionId: null, reason: 'passwordReset', at: now });
        return {};
      });
    },

    /** bindAccount: bind a phone, proven by OTP, to an account that has none. */
    async bindPhone(session: AuthSession, input: BindInput, meta: RequestMeta): Promise<{ mobile: string }> {
      const player = await store.findPlayerById(db, session.playerId);
      if (!player) throw new Error('session without player');
      if (player.mobile !== null) throw accountRefusal('phoneAlreadyBound');
      const phone = input.mobile;
      if (!isValidPhone(site, phone)) throw accountRefusal('phoneInvalid');
      if (await store.isLoginTaken(db, phone)) throw accountRefusal('phoneTaken');
      try {
        return await commitThenRefuse(async (tx) => {
          const check = await otps.verify(tx, phone, OtpPurpose.BindPhone, input.code);
          if (check !== 'ok') return otpRefusal(check);
          await store.setMobile(tx, player.id, phone);
          await events.publish(tx, 'playerPhoneBound', { playerId: player.id, at: clock.now(), meta, enrichment: enrichmentOf(input), payload: { mobile: phoneTail(phone) } });
          return { mobile: phone };
        });
      } catch (err) {
        if (isUniqueViolation(err, store.PLAYER_MOBILE_KEY)) throw accountRefusal('phoneTaken');
        throw err;
      }
    },

    /** modifyPassword: needs the current password; may end every other session. */
    async changePassword(session: AuthSession, input: ChangePasswordInput, meta: RequestMeta): Promise<{ endedSessions: number }> {
      await spendRateLimits([{ key: `password:player:${session.playerId}`, rule: RATE_RULES.passwordChangePerPlayer }]);
      const current = decryptPassword(passwordKey, input.oldPassword);
      const player = await store.findPlayerById(db, session.playerId);
      if (!player) throw new Error('session without player');
      if (!(await hasher.verify(player.password_hash, current))) throw accountRefusal('currentPasswordWrong');
      const passwordHash = await newPasswordHash(input.password);
      return db.transaction(async (tx) => {
        const now = clock.now();
        await store.setPasswordHash(tx, player.id, passwordHash);
        const endedSessions = input.endOtherSessions ? await store.revokePlayerSessions(tx, player.id, now, session.sessionId) : 0;
        await events.publish(tx, 'playerPasswordChanged', { playerId: player.id, at: now, meta, enrichment: enrichmentOf(input), payload: { endedSessions } });
        if (input.endOtherSessions) {
          await events.publish(tx, 'playerSessionsEnded', { playerId: player.id, sessionId: null, exceptSessionId: session.sessionId, reason: 'passwordChanged', at: now });
        }
        return { endedSessions };
      });
    },

    /**
     * lineLogin, once the provider vouched for the identity: logs in the player bound to it, or
     * creates one (a username account with a generated name, an unusable random password, and
     * the LINE name as nickname; docs/decisions/060), publishing playerRegistered or
     * playerLoggedIn like the other ways in.
     */
    async loginWithLineIdentity(identity: LineIdentity, input: LineLoginInput, meta: RequestMeta): Promise<LoginResult> {
      const enrichment = enrichmentOf(input);
      const device = input.phoneinfoJsonModel ?? null;
      for (let attempt = 0; ; attempt++) {
        const boundTo = await findLinePlayerId(db, identity.issuer, identity.subject);
        if (boundTo !== null) {
          const player = await store.findPlayerById(db, boundTo);
          if (!player) throw new Error('LINE identity without player');
          if (player.status === 'banned') throw accountRefusal('accountBanned');
          if (player.status === 'closed') throw accountRefusal('accountClosed');
          const now = clock.now();
          return db.transaction(async (tx) => {
            await store.markLoggedIn(tx, player.id, now);
            await touchLineIdentity(tx, identity, now);
            const token = await sessions.open(tx, player.id, meta, enrichment);
            await events.publish(tx, 'playerLoggedIn', {
              playerId: player.id, at: now, meta, enrichment,
              payload: { via: 'lineLogin', outUrl: input.outUrl ?? null, device, uuid: input.uuid ?? null },
            });
            return { ...(await userInfo(tx, player)), token };
          });
        }
        const account = newLineUsername();
        try {
          return await createPlayer({
            account, accountType: AccountType.Account, mobile: null,
            passwordHash: await hasher.hash(randomBytes(24).toString('base64url')),
            inviteCode: input.inviteCode, input, meta, via: 'lineLogin',
            nickname: nicknameFrom(identity.displayName) ?? account,
            afterInsert: (tx, player) => insertLineIdentity(tx, { ...identity, playerId: player.id, at: clock.now() }),
          });
        } catch (err) {
          // The generated name was taken, or a first login of the same identity won the race: again.
          const retry = (isRefusal(err) && err.errcode === accountRefusal('usernameTaken').errcode) || isUniqueViolation(err, LINE_IDENTITY_KEY);
          if (retry && attempt < 3) continue;
          throw err;
        }
      }
    },

    /** logout: this session ends on the server, so the token cannot be replayed. */
    async logout(session: AuthSession): Promise<void> {
      const now = clock.now();
      await store.revokeSession(db, session.sessionId, now);
      await events.publish(db, 'playerSessionsEnded', { playerId: session.playerId, sessionId: session.sessionId, exceptSessionId: null, reason: 'logout', at: now });
    },

    /** The player as the client sees it (§3), read with q (a transaction) or the database. */
    async userInfo(playerId: number, q: Pick<Queryable, 'query'> = db): Promise<UserInfo> {
      const player = await store.findPlayerById(q, playerId);
      if (!player) throw new Error('session without player');
      return userInfo(q, player);
    },

    /** Adds another module's fields to the user info; called from that module's create. */
    addUserInfoPart(part: UserInfoPart): void {
      userInfoParts.push(part);
    },

    resolveSession: sessions.resolve,
  };
}

function lockedRefusal(until: Date, now: Date): Refusal {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return accountRefusal('accountLocked', { retryAfter: seconds });
}
