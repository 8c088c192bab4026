import { randomBytes } from 'node:crypto';
import { OPERATOR_PASSWORD_MIN, OPERATOR_USERNAME_PATTERN, ROLE_PERMISSIONS } from '@casino/contract/operator';
import type { OperatorRole, OperatorSelf, OperatorSummary } from '@casino/contract/operator';
import type { Clock } from '../../platform/clock.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import { isCommonPassword } from '../../platform/common-passwords.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { PasswordHasher } from '../../platform/password-hash.ts';
import type { PasswordKey } from '../../platform/password-key.ts';
import type { RateGuard } from '../../platform/rate-limit.ts';
import { badInputRefusal } from '../../platform/refusal.ts';
import type { RequestMeta } from '../../platform/request-meta.ts';
import type { AuditFace } from '../audit/index.ts';
import { operatorRefusal } from './refusals.ts';
import { hashRecoveryCode, hashToken, looksLikeRecoveryCode, newRecoveryCodes, newToken, openSecret, sealSecret } from './secrets.ts';
import * as store from './store.ts';
import type { OperatorRow } from './store.ts';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

/**
 * Operator accounts and their sign-in (docs/decisions/062): argon2id passwords, TOTP with
 * recovery codes, short sessions, a lockout, and admins managing the others. Every change
 * writes its audit row in the same transaction.
 */

export const ACCESS_POLICY = {
  /** A session ends after this long without a call ... */
  idleMs: 30 * MINUTE_MS,
  /** ... and this long after sign-in, whatever happens: a working shift. */
  absoluteMs: 10 * 60 * MINUTE_MS,
  /** Failed passwords and codes in a row before the lock. */
  maxFailures: 5,
  lockMs: 15 * MINUTE_MS,
  /** Between the password and the second factor. */
  challengeMs: 5 * MINUTE_MS,
  enrollmentMs: 24 * 60 * MINUTE_MS,
} as const;

/** Sign-in attempts per address per minute, whichever operator they name (scaled by RATE_LIMIT_SCALE). */
const LOGIN_PER_IP = { limit: 30, windowSeconds: 60 };
/** Last-seen is written at most this often. */
const TOUCH_EVERY_MS = MINUTE_MS;
/** Names the audit log gives automatic approvals, players' own actions and the command line. */
const RESERVED_NAMES = ['auto', 'cli', 'system'];
const RESERVED_PREFIX = 'player.';

/** Who is signed in: what the operator router hands each call. */
export interface OperatorSession {
  sessionId: number;
  operatorId: number;
  username: string;
  role: OperatorRole;
  expiresAt: Date;
}

export interface Credentials {
  username: string;
  otpauthUri: string;
  secret: string;
  recoveryCodes: string[];
}

export interface Enrolment {
  operator: OperatorSummary;
  enrollToken: string;
  enrollExpiresAt: number;
}

export interface AccessDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  passwordKey: PasswordKey;
  audit: Pick<AuditFace, 'recordAudit'>;
  /** What authenticator apps show beside the code. */
  issuer: string;
  limits?: RateGuard;
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;

const ms = (d: Date | null) => (d === null ? null : new Date(d).getTime());

export const summaryOf = (o: OperatorRow): OperatorSummary => ({
  id: Number(o.id), username: o.username, role: o.role, active: o.active, enrolled: o.password_hash !== null,
  lockedUntil: ms(o.locked_until), lastLoginAt: ms(o.last_login_at), createdAt: new Date(o.created_at).getTime(), createdBy: o.created_by,
});

export const selfOf = (o: { id: number; username: string; role: OperatorRole }): OperatorSelf => ({
  id: Number(o.id), username: o.username, role: o.role, permissions: [...ROLE_PERMISSIONS[o.role]],
});

export function createOperatorAccess(deps: AccessDeps) {
  const { db, clock, hasher, audit } = deps;
  const totpKey = deps.passwordKey.deriveSecret('operators:totp');
  const recoveryKey = deps.passwordKey.deriveSecret('operators:recovery');
  let dummyHash: Promise<string> | undefined;
  // Unknown usernames cost a hash too, so timing does not tell which names exist.
  const burnHashTime = async (password: string) => hasher.verify(await (dummyHash ??= hasher.hash(randomBytes(18).toString('base64url'))), password);

  function checkUsername(username: string): void {
    if (!OPERATOR_USERNAME_PATTERN.test(username)) throw badInputRefusal('username', 'must be 3-32 lower-case letters, digits, . _ or -');
    if (RESERVED_NAMES.includes(username) || username.startsWith(RESERVED_PREFIX)) throw operatorRefusal('usernameReserved');
  }

  function checkPassword(username: string, password: string): void {
    if (password.length < OPERATOR_PASSWORD_MIN) throw operatorRefusal('passwordTooShort');
    if (password.toLowerCase().includes(username.toLowerCase())) throw operatorRefusal('passwordIsUsername');
    if (isCommonPassword(password)) throw operatorRefusal('passwordTooCommon');
  }

  /** A fresh TOTP secret (sealed) and recovery codes (hashed), and what is shown once. */
  function newSecondFactor(username: string) {
    const secret = newTotpSecret();
    const codes = newRecoveryCodes();
    return {
      sealed: sealSecret(totpKey, secret),
      codeHashes: codes.map((c) => hashRecoveryCode(recoveryKey, c)),
      shown: { username, otpauthUri: otpauthUri(deps.issuer, username, secret), secret: base32Encode(secret), recoveryCodes: codes },
    };
  }

  async function newEnrolment(tx: Queryable, operator: OperatorRow, now: Date): Promise<Enrolment> {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + ACCESS_POLICY.enrollmentMs);
    await store.expireOneTimes(tx, 'operator_enrollments', operator.id, now);
    await store.insertOneTime(tx, 'operator_enrollments', { tokenHash: hashToken(token), operatorId: operator.id, at: now, expiresAt });
    return { operator: summaryOf(operator), enrollToken: token, enrollExpiresAt: expiresAt.getTime() };
  }

  async function lockSubject(tx: Queryable, actor: OperatorSession | null, operatorId: number): Promise<OperatorRow> {
    const target = await store.lockOperator(tx, operatorId);
    if (!target) throw operatorRefusal('operatorNotFound');
    if (actor && Number(target.id) === actor.operatorId) throw operatorRefusal('selfAction');
    return target;
  }

  /** A failed password or code: counted (and perhaps locking) in its own transaction, then refused. */
  async function fail(operator: OperatorRow, reason: 'wrongCredentials' | 'wrongCode', meta: RequestMeta): Promise<never> {
    const now = clock.now();
    const lockUntil = new Date(now.getTime() + ACCESS_POLICY.lockMs);
    const { locked } = await db.transaction(async (tx) => {
      const outcome = await store.recordFailure(tx, operator.id, ACCESS_POLICY.maxFailures, lockUntil);
      if (outcome.locked) {
        await audit.recordAudit(tx, {
          operator: operator.username, action: 'operator.locked', subjectKind: 'operator', subjectId: String(operator.id),
          before: null, after: { lockedUntil: lockUntil.toISOString() }, detail: { ip: meta.ip, lastFailure: reason }, at: now,
        });
      }
      return outcome;
    });
    if (locked) throw operatorRefusal('locked', { retryAfter: Math.ceil(ACCESS_POLICY.lockMs / 1000) });
    throw operatorRefusal(reason);
  }

  const lockedFor = (o: OperatorRow, now: Date): number | null =>
    o.locked_until && new Date(o.locked_until).getTime() > now.getTime() ? Math.ceil((new Date(o.locked_until).getTime() - now.getTime()) / 1000) : null;

  return {
    policy: ACCESS_POLICY,

    /** `npm run ops -- operators create`: an operator enrolled at once; answers the secret and codes, shown once. */
    async createEnrolled(input: { username: string; role: OperatorRole; password: string; actor: string }): Promise<Credentials & { operator: OperatorSummary }> {
      checkUsername(input.username);
      checkPassword(input.username, input.password);
      const passwordHash = await hasher.hash(input.password);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const factor = newSecondFactor(input.username);
          const created = await store.insertOperator(tx, { username: input.username, role: input.role, passwordHash, totpSecretEnc: factor.sealed, createdBy: input.actor, at: now });
          await store.replaceRecoveryCodes(tx, created.id, factor.codeHashes, now);
          await audit.recordAudit(tx, {
            operator: input.actor, action: 'operator.create', subjectKind: 'operator', subjectId: String(created.id),
            before: null, after: { username: created.username, role: created.role, active: true }, detail: { enrolled: true }, at: now,
          });
          return { ...factor.shown, operator: summaryOf(created) };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'operators_username_key')) throw operatorRefusal('usernameTaken');
        throw err;
      }
    },

    /** An admin creates an operator, who enrols through the one-time link answered. */
    async create(actor: OperatorSession, input: { username: string; role: OperatorRole }): Promise<Enrolment> {
      checkUsername(input.username);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const created = await store.insertOperator(tx, { username: input.username, role: input.role, passwordHash: null, totpSecretEnc: null, createdBy: actor.username, at: now });
          await audit.recordAudit(tx, {
            operator: actor.username, action: 'operator.create', subjectKind: 'operator', subjectId: String(created.id),
            before: null, after: { username: created.username, role: created.role, active: true }, detail: { enrolled: false }, at: now,
          });
          return newEnrolment(tx, created, now);
        });
      } catch (err) {
        if (isUniqueViolation(err, 'operators_username_key')) throw operatorRefusal('usernameTaken');
        throw err;
      }
    },

    /** The enrolment link: a password of the operator's choosing, a new TOTP secret and recovery codes. */
    async enroll(token: string, password: string): Promise<Credentials> {
      const tokenHash = hashToken(token);
      const now = clock.now();
      const operatorId = await store.lockOneTime(db, 'operator_enrollments', tokenHash, now);
      const found = operatorId === undefined ? undefined : (await db.query<OperatorRow>('SELECT * FROM operators WHERE id = $1', [operatorId])).rows[0];
      if (!found || !found.active) throw operatorRefusal('enrollmentInvalid');
      checkPassword(found.username, password);
      const passwordHash = await hasher.hash(password);
      return db.transaction(async (tx) => {
        // Checked again under the lock: the link may have been used meanwhile.
        if ((await store.lockOneTime(tx, 'operator_enrollments', tokenHash, now)) !== Number(found.id)) throw operatorRefusal('enrollmentInvalid');
        const operator = await store.lockOperator(tx, found.id);
        if (!operator?.active) throw operatorRefusal('enrollmentInvalid');
        await store.useOneTime(tx, 'operator_enrollments', tokenHash, now);
        const factor = newSecondFactor(operator.username);
        await store.replaceRecoveryCodes(tx, operator.id, factor.codeHashes, now);
        await store.setCredentials(tx, operator.id, passwordHash, factor.sealed);
        await store.revokeSessionsOf(tx, operator.id, now);
        await audit.recordAudit(tx, {
          operator: operator.username, action: 'operator.enroll', subjectKind: 'operator', subjectId: String(operator.id),
          before: { enrolled: operator.password_hash !== null }, after: { enrolled: true }, at: now,
        });
        return factor.shown;
      });
    },

    /** Sign-in step 1: the password. Answers a challenge for the second factor. */
    async login(input: { username: string; password: string }, meta: RequestMeta): Promise<{ challenge: string; expiresAt: number }> {
      const refused = await deps.limits?.check([{ key: `operator-login:ip:${meta.ip}`, rule: LOGIN_PER_IP }]);
      if (refused) throw refused;
      const now = clock.now();
      const operator = await store.findOperatorByName(db, input.username.trim().toLowerCase());
      if (!operator || operator.password_hash === null) {
        await burnHashTime(input.password);
        throw operatorRefusal('wrongCredentials');
      }
      const lockedSeconds = lockedFor(operator, now);
      if (lockedSeconds !== null) throw operatorRefusal('locked', { retryAfter: lockedSeconds });
      if (!(await hasher.verify(operator.password_hash, input.password))) return fail(operator, 'wrongCredentials', meta);
      // Told only to someone who knows the password.
      if (!operator.active) throw operatorRefusal('deactivated');
      const challenge = newToken();
      const expiresAt = new Date(now.getTime() + ACCESS_POLICY.challengeMs);
      await store.insertOneTime(db, 'operator_login_challenges', { tokenHash: hashToken(challenge), operatorId: operator.id, at: now, expiresAt });
      return { challenge, expiresAt: expiresAt.getTime() };
    },

    /** Sign-in step 2: a TOTP code (each step once) or a recovery code (each once). Opens a session; answers its token. */
    async secondFactor(input: { challenge: string; code: string }, meta: RequestMeta) {
      const tokenHash = hashToken(input.challenge);
      const code = input.code.trim();
      const outcome = await db.transaction(async (tx) => {
        const now = clock.now();
        const operatorId = await store.lockOneTime(tx, 'operator_login_challenges', tokenHash, now);
        if (operatorId === undefined) throw operatorRefusal('challengeInvalid');
        const operator = await store.lockOperator(tx, operatorId);
        if (!operator || operator.totp_secret_enc === null) throw operatorRefusal('challengeInvalid');
        const lockedSeconds = lockedFor(operator, now);
        if (lockedSeconds !== null) throw operatorRefusal('locked', { retryAfter: lockedSeconds });
        if (!operator.active) throw operatorRefusal('deactivated');

        let step: number | null = null;
        let method: 'totp' | 'recoveryCode' | null = null;
        if (/^\d{6}$/.test(code)) {
          step = matchTotp(openSecret(totpKey, operator.totp_secret_enc), code, now.getTime(), Number(operator.totp_last_step));
          if (step !== null) method = 'totp';
        } else if (looksLikeRecoveryCode(code) && (await store.useRecoveryCode(tx, operator.id, hashRecoveryCode(recoveryKey, code), now))) {
          method = 'recoveryCode';
        }
        if (method === null) return { kind: 'failed' as const, operator };

        await store.useOneTime(tx, 'operator_login_challenges', tokenHash, now);
        await store.recordLogin(tx, operator.id, step, now);
        const token = newToken();
        const expiresAt = new Date(now.getTime() + ACCESS_POLICY.absoluteMs);
        const sessionId = await store.insertSession(tx, { operatorId: operator.id, tokenHash: hashToken(token), at: now, expiresAt, ip: meta.ip, userAgent: meta.userAgent });
        const recoveryCodesLeft = await store.countRecoveryCodesLeft(tx, operator.id);
        await audit.recordAudit(tx, {
          operator: operator.username, action: 'operator.login', subjectKind: 'operator', subjectId: String(operator.id),
          before: null, after: null, detail: { method, sessionId, ip: meta.ip, ...(method === 'recoveryCode' ? { recoveryCodesLeft } : {}) }, at: now,
        });
        return {
          kind: 'signedIn' as const,
          token,
          reply: {
            operator: selfOf(operator), recoveryCodesLeft,
            idleMinutes: ACCESS_POLICY.idleMs / MINUTE_MS, expiresAt: expiresAt.getTime(),
          },
        };
      });
      if (outcome.kind === 'failed') return fail(outcome.operator, 'wrongCode', meta);
      return { token: outcome.token, reply: outcome.reply };
    },

    /** The session of a token, or null when unknown, ended, idle too long, past its end, or its operator deactivated. */
    async resolveSession(token: string): Promise<OperatorSession | null> {
      const row = await store.findSession(db, hashToken(token));
      if (!row || row.revoked_at !== null || !row.active) return null;
      const now = clock.now().getTime();
      const lastSeen = new Date(row.last_seen_at).getTime();
      if (new Date(row.expires_at).getTime() <= now || lastSeen + ACCESS_POLICY.idleMs <= now) return null;
      if (now - lastSeen >= TOUCH_EVERY_MS) await store.touchSession(db, row.id, new Date(now));
      return { sessionId: Number(row.id), operatorId: Number(row.operator_id), username: row.username, role: row.role, expiresAt: new Date(row.expires_at) };
    },

    async logout(session: OperatorSession): Promise<void> {
      await store.revokeSession(db, session.sessionId, clock.now());
    },

    async list(): Promise<OperatorSummary[]> {
      return (await store.listOperators(db)).map(summaryOf);
    },

    /** An admin resets another operator's access: credentials cleared, sessions ended, a new enrolment link. */
    async resetAccess(actor: OperatorSession, operatorId: number): Promise<Enrolment> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const target = await lockSubject(tx, actor, operatorId);
        if (!target.active) throw operatorRefusal('deactivated');
        const after = await store.setCredentials(tx, target.id, null, null);
        await store.replaceRecoveryCodes(tx, target.id, [], now);
        await store.expireOneTimes(tx, 'operator_login_challenges', target.id, now);
        const sessionsEnded = await store.revokeSessionsOf(tx, target.id, now);
        await audit.recordAudit(tx, {
          operator: actor.username, action: 'operator.resetAccess', subjectKind: 'operator', subjectId: String(target.id),
          before: { enrolled: target.password_hash !== null }, after: { enrolled: false }, detail: { sessionsEnded }, at: now,
        });
        return newEnrolment(tx, after, now);
      });
    },

    /** `npm run ops -- operators reset-2fa`: a new TOTP secret and codes, the password kept; answers them, shown once. */
    async resetSecondFactor(input: { username: string; actor: string }): Promise<Credentials> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const found = await store.findOperatorByName(tx, input.username);
        const target = found && (await store.lockOperator(tx, found.id));
        if (!target) throw operatorRefusal('operatorNotFound');
        if (target.password_hash === null) throw operatorRefusal('enrollmentInvalid');
        const factor = newSecondFactor(target.username);
        await store.replaceRecoveryCodes(tx, target.id, factor.codeHashes, now);
        await store.setTotpSecret(tx, target.id, factor.sealed);
        await store.expireOneTimes(tx, 'operator_login_challenges', target.id, now);
        const sessionsEnded = await store.revokeSessionsOf(tx, target.id, now);
        await audit.recordAudit(tx, {
          operator: input.actor, action: 'operator.resetSecondFactor', subjectKind: 'operator', subjectId: String(target.id),
          before: null, after: null, detail: { sessionsEnded }, at: now,
        });
        return factor.shown;
      });
    },

    async deactivate(actor: OperatorSession, operatorId: number): Promise<OperatorSummary> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const target = await lockSubject(tx, actor, operatorId);
        if (!target.active) throw operatorRefusal('alreadyInState');
        const after = await store.deactivateOperator(tx, target.id);
        await store.expireOneTimes(tx, 'operator_enrollments', target.id, now);
        await store.expireOneTimes(tx, 'operator_login_challenges', target.id, now);
        const sessionsEnded = await store.revokeSessionsOf(tx, target.id, now);
        await audit.recordAudit(tx, {
          operator: actor.username, action: 'operator.deactivate', subjectKind: 'operator', subjectId: String(target.id),
          before: { active: true }, after: { active: false }, detail: { sessionsEnded }, at: now,
        });
        return summaryOf(after);
      });
    },
  };
}
