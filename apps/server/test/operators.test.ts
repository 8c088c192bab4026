import { generateKeyPairSync } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@casino/contract';
import { OperatorErrcode } from '@casino/contract/operator';
import { createOpsContext } from '../src/ops/context.ts';
import { runOps } from '../src/ops/commands.ts';
import { parseConfig } from '../src/platform/config.ts';
import { loadPasswordKey } from '../src/platform/password-key.ts';
import { base32Decode, totpCode } from '../src/modules/operators/index.ts';
import { buildTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';
import {
  auditRows, cookieOf, createOperator, nextCode, operatorPassword, opCall, opCallRaw, signIn, signedInOperator, uniqueOperatorName,
} from './operators-helper.ts';

/** Operator accounts: the command that creates the first admin, two-factor sign-in, lockout, sessions, enrolment. */

const MINUTE = 60_000;
let app: TestApp;
let keyPem: string;

beforeAll(async () => {
  keyPem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  app = await buildTestApp({ passwordPrivateKeyPem: keyPem });
});
afterAll(() => app.dispose());
afterEach(() => {
  delete process.env.OPERATOR_PASSWORD;
});

async function ops(...argv: string[]) {
  const lines: string[] = [];
  const config = { ...parseConfig({}), dataDir: null };
  const ctx = createOpsContext({
    db: app.db, clock: app.clock, config, log: app.log, derivedSecret: () => 'unused', out: (line) => lines.push(line),
    passwordKey: await loadPasswordKey({ pem: keyPem, dataDir: null }),
  });
  try {
    return { status: await runOps(argv, ctx), lines };
  } finally {
    ctx.storage.dispose();
  }
}

describe('npm run ops -- operators create', () => {
  it('creates an enrolled admin from a password in OPERATOR_PASSWORD; prints the otpauth URI and 10 recovery codes once', async () => {
    const username = uniqueOperatorName('adm');
    const password = operatorPassword();
    process.env.OPERATOR_PASSWORD = password;
    const created = await ops('operators', 'create', username, '--role', 'admin');
    expect(created.status, created.lines.join('\n')).toBe(0);
    const uriLine = created.lines.find((l) => l.includes('otpauth://')) as string;
    const uri = new URL(uriLine.slice(uriLine.indexOf('otpauth://')));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ algorithm: 'SHA1', digits: '6', period: '30', issuer: 'Casino console' });
    const secret = uri.searchParams.get('secret') as string;
    expect(base32Decode(secret)).toHaveLength(20);
    const codes = (created.lines.find((l) => l.startsWith('recovery codes')) as string).split(': ')[1]!.split(' ');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    // At rest: an argon2id hash, a sealed secret, hashed codes; nothing as given.
    const row = (await app.db.query<{ id: number; password_hash: string; totp_secret_enc: string; role: string }>(
      'SELECT id, password_hash, totp_secret_enc, role FROM operators WHERE username = $1', [username])).rows[0]!;
    expect(row.role).toBe('admin');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.totp_secret_enc).toMatch(/^v1\./);
    expect(row.totp_secret_enc).not.toContain(secret);
    const stored = (await app.db.query<{ code_hash: string }>('SELECT code_hash FROM operator_recovery_codes WHERE operator_id = $1', [row.id])).rows;
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.some((s) => s.code_hash.includes(code.replace('-', '')))).toBe(false);
    expect(await auditRows(app, { action: 'operator.create', subjectId: String(row.id) })).toMatchObject([{ operator: 'cli', after: { username, role: 'admin' } }]);

    // The printed secret signs in.
    const first = await opCall(app, 'login', { username, password });
    expect(first).toMatchObject({ code: 200, errcode: 0 });
    const second = await opCall(app, 'secondFactor', { challenge: first.challenge, code: totpCode(base32Decode(secret), app.clock.now().getTime()) });
    expect(second).toMatchObject({ errcode: 0, operator: { username, role: 'admin' }, recoveryCodesLeft: 10 });
  });

  it('never takes a default: no password, no role, a reserved or taken name are refused and create nothing', async () => {
    const before = Number((await app.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM operators')).rows[0]?.n);
    process.env.OPERATOR_PASSWORD = operatorPassword();
    expect(await ops('operators', 'create', uniqueOperatorName())).toMatchObject({ status: 2, lines: [expect.stringContaining('--role')] });
    expect(await ops('operators', 'create', uniqueOperatorName(), '--role', 'root')).toMatchObject({ status: 2 });
    expect(await ops('operators', 'create', 'auto', '--role', 'admin')).toMatchObject({ status: 1, lines: [expect.stringContaining('reserved')] });
    expect(await ops('operators', 'create', 'player.7', '--role', 'admin')).toMatchObject({ status: 1 });
    expect(await ops('operators', 'create', 'Bad Name!', '--role', 'admin')).toMatchObject({ status: 1, lines: [expect.stringContaining('username')] });
    process.env.OPERATOR_PASSWORD = 'short';
    expect(await ops('operators', 'create', uniqueOperatorName(), '--role', 'admin')).toMatchObject({ status: 1, lines: [expect.stringContaining('at least 12')] });
    process.env.OPERATOR_PASSWORD = 'password1234';
    expect(await ops('operators', 'create', uniqueOperatorName(), '--role', 'admin')).toMatchObject({ status: 1, lines: [expect.stringContaining('too common')] });
    expect(Number((await app.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM operators')).rows[0]?.n)).toBe(before);

    const taken = await createOperator(app, 'support');
    process.env.OPERATOR_PASSWORD = operatorPassword();
    expect(await ops('operators', 'create', taken.username, '--role', 'admin')).toMatchObject({ status: 1, lines: [expect.stringContaining('taken')] });
    // A password is never a flag.
    expect(await ops('operators', 'create', uniqueOperatorName(), '--role', 'admin', '--password', 'x')).toMatchObject({ status: 2 });
  });

  it('reset-2fa gives a new secret and codes, keeps the password, ends the sessions; list shows the operators', async () => {
    const op = await createOperator(app, 'finance');
    const cookie = await signIn(app, op);
    const reset = await ops('operators', 'reset-2fa', op.username, '--operator', 'rootadmin');
    expect(reset.status, reset.lines.join('\n')).toBe(0);
    expect((await opCallRaw(app, 'me', {}, { cookie })).body.code).toBe(Code.Unauthorized);
    const uriLine = reset.lines.find((l) => l.includes('otpauth://')) as string;
    const secret = base32Decode(new URL(uriLine.slice(uriLine.indexOf('otpauth://'))).searchParams.get('secret') as string);
    expect(secret.equals(op.secret)).toBe(false);
    // The old authenticator no longer works; the new one does, with the same password.
    app.clock.advance(MINUTE);
    const first = await opCall(app, 'login', { username: op.username, password: op.password });
    expect((await opCall(app, 'secondFactor', { challenge: first.challenge, code: nextCode(app, op) })).errcode).toBe(OperatorErrcode.WrongCode);
    expect((await opCall(app, 'secondFactor', { challenge: first.challenge, code: totpCode(secret, app.clock.now().getTime()) })).errcode).toBe(0);
    expect(await auditRows(app, { action: 'operator.resetSecondFactor', subjectId: String(op.id) })).toMatchObject([{ operator: 'rootadmin', detail: { sessionsEnded: 1 } }]);

    const listed = await ops('operators', 'list');
    expect(listed.lines.some((l) => l.includes(op.username) && l.includes('finance') && l.includes('active'))).toBe(true);
  });
});

describe('two-factor sign-in', () => {
  it('password, then a TOTP code: an HttpOnly SameSite=Strict cookie scoped to /admin opens a session; me and logout', async () => {
    const op = await createOperator(app, 'support');
    const first = await opCallRaw(app, 'login', { username: op.username, password: op.password });
    expect(first.body).toMatchObject({ code: 200, errcode: 0 });
    expect(first.body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.setCookie).toBeUndefined();

    const res = await app.inject({
      method: 'POST', url: '/admin/api/secondFactor', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ challenge: first.body.challenge, code: nextCode(app, op) }),
    });
    expect(res.json()).toMatchObject({
      errcode: 0, operator: { id: op.id, username: op.username, role: 'support', permissions: expect.arrayContaining(['kyc.review']) },
      idleMinutes: 30, expiresAt: app.clock.now().getTime() + 10 * 60 * MINUTE,
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^casino_console=[A-Za-z0-9_-]{43}; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=36000$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const session = cookie.split(';')[0] as string;
    // Only the token's hash is stored.
    const token = session.split('=')[1] as string;
    expect((await app.db.query('SELECT 1 FROM operator_sessions WHERE token_hash = $1', [token])).rowCount).toBe(0);

    expect(await opCall(app, 'me', {}, session)).toMatchObject({ errcode: 0, operator: { username: op.username, role: 'support' } });
    expect(await auditRows(app, { action: 'operator.login', subjectId: String(op.id) })).toMatchObject([{ operator: op.username, detail: { method: 'totp' } }]);

    const out = await opCallRaw(app, 'logout', {}, { cookie: session });
    expect(out.body.errcode).toBe(0);
    expect(out.setCookie).toBe('');
    expect((await opCallRaw(app, 'me', {}, { cookie: session })).body.code).toBe(Code.Unauthorized);
  });

  it('a wrong password, an unknown username and an operator without a password get the same refusal', async () => {
    const op = await createOperator(app, 'support');
    const wrong = await opCall(app, 'login', { username: op.username, password: `${op.password}x` });
    const unknown = await opCall(app, 'login', { username: uniqueOperatorName(), password: op.password });
    expect(wrong).toEqual({ code: 200, errcode: OperatorErrcode.WrongCredentials, msg: 'Wrong username or password' });
    expect(unknown).toEqual(wrong);
    // Usernames are not case-sensitive.
    expect((await opCall(app, 'login', { username: op.username.toUpperCase(), password: op.password })).errcode).toBe(0);
  });

  it('a wrong TOTP code is refused; a code already used (a replayed step) is refused; the next step works', async () => {
    const op = await createOperator(app, 'finance');
    const first = await opCall(app, 'login', { username: op.username, password: op.password });
    const wrongCode = String((Number(totpCode(op.secret, app.clock.now().getTime())) + 1) % 1_000_000).padStart(6, '0');
    expect(await opCall(app, 'secondFactor', { challenge: first.challenge, code: wrongCode })).toMatchObject({ errcode: OperatorErrcode.WrongCode });
    // A code from two steps ago (outside the ±1 window) is refused too.
    expect((await opCall(app, 'secondFactor', { challenge: first.challenge, code: totpCode(op.secret, app.clock.now().getTime() - 60_000) })).errcode).toBe(OperatorErrcode.WrongCode);

    const used = nextCode(app, op);
    expect((await opCall(app, 'secondFactor', { challenge: first.challenge, code: used })).errcode).toBe(0);
    // The challenge is spent.
    expect((await opCall(app, 'secondFactor', { challenge: first.challenge, code: used })).errcode).toBe(OperatorErrcode.ChallengeInvalid);

    const again = await opCall(app, 'login', { username: op.username, password: op.password });
    expect(await opCall(app, 'secondFactor', { challenge: again.challenge, code: used })).toMatchObject({ errcode: OperatorErrcode.WrongCode });
    // The previous step's code is older than the one used: refused as well.
    expect((await opCall(app, 'secondFactor', { challenge: again.challenge, code: totpCode(op.secret, app.clock.now().getTime() - 30_000) })).errcode).toBe(OperatorErrcode.WrongCode);
    app.clock.advance(30_000);
    expect((await opCall(app, 'secondFactor', { challenge: again.challenge, code: nextCode(app, op) })).errcode).toBe(0);
  });

  it('a recovery code signs in once (any case, dashes optional), then never again', async () => {
    const op = await createOperator(app, 'support');
    const code = op.recoveryCodes[3] as string;
    const first = await opCall(app, 'login', { username: op.username, password: op.password });
    const used = await opCall(app, 'secondFactor', { challenge: first.challenge, code: code.toUpperCase().replace('-', '') });
    expect(used).toMatchObject({ errcode: 0, recoveryCodesLeft: 9 });
    expect(await auditRows(app, { action: 'operator.login', subjectId: String(op.id) })).toMatchObject([{ detail: { method: 'recoveryCode', recoveryCodesLeft: 9 } }]);

    const again = await opCall(app, 'login', { username: op.username, password: op.password });
    expect(await opCall(app, 'secondFactor', { challenge: again.challenge, code })).toMatchObject({ errcode: OperatorErrcode.WrongCode });
    // Another operator's code is no code of this one.
    const other = await createOperator(app, 'support');
    expect((await opCall(app, 'secondFactor', { challenge: again.challenge, code: other.recoveryCodes[0] })).errcode).toBe(OperatorErrcode.WrongCode);
    expect((await opCall(app, 'secondFactor', { challenge: again.challenge, code: op.recoveryCodes[4] })).errcode).toBe(0);
  });

  it('locks after 5 failures in a row (passwords and codes alike) for 15 minutes, even for the right password; audited', async () => {
    const op = await createOperator(app, 'admin');
    for (let i = 0; i < 3; i++) expect((await opCall(app, 'login', { username: op.username, password: 'Wrong-password-1' })).errcode).toBe(OperatorErrcode.WrongCredentials);
    const first = await opCall(app, 'login', { username: op.username, password: op.password });
    expect((await opCall(app, 'secondFactor', { challenge: first.challenge, code: '000000' === nextCode(app, op) ? '111111' : '000000' })).errcode).toBe(OperatorErrcode.WrongCode);
    const fifth = await opCall(app, 'login', { username: op.username, password: 'Wrong-password-1' });
    expect(fifth).toMatchObject({ errcode: OperatorErrcode.Locked, retryAfter: 900 });
    expect(await auditRows(app, { action: 'operator.locked', subjectId: String(op.id) })).toHaveLength(1);

    // Locked: the right password and a right code get nowhere.
    expect(await opCall(app, 'login', { username: op.username, password: op.password })).toMatchObject({ errcode: OperatorErrcode.Locked });
    expect((await opCall(app, 'secondFactor', { challenge: first.challenge, code: nextCode(app, op) })).errcode).toBe(OperatorErrcode.Locked);

    app.clock.advance(15 * MINUTE);
    expect(await signIn(app, op)).toMatch(/^casino_console=/);
    // A success starts the count again.
    for (let i = 0; i < 4; i++) expect((await opCall(app, 'login', { username: op.username, password: 'Wrong-password-1' })).errcode).toBe(OperatorErrcode.WrongCredentials);
    expect((await opCall(app, 'login', { username: op.username, password: op.password })).errcode).toBe(0);
  });

  it('the password step expires after 5 minutes', async () => {
    const op = await createOperator(app, 'support');
    const first = await opCall(app, 'login', { username: op.username, password: op.password });
    app.clock.advance(5 * MINUTE);
    expect(await opCall(app, 'secondFactor', { challenge: first.challenge, code: nextCode(app, op) })).toMatchObject({ errcode: OperatorErrcode.ChallengeInvalid });
    expect((await opCall(app, 'secondFactor', { challenge: 'x'.repeat(43), code: '123456' })).errcode).toBe(OperatorErrcode.ChallengeInvalid);
  });
});

describe('console sessions', () => {
  it('end after 30 idle minutes', async () => {
    const op = await signedInOperator(app, 'support');
    app.clock.advance(29 * MINUTE);
    expect((await opCall(app, 'me', {}, op.cookie)).errcode).toBe(0);
    app.clock.advance(29 * MINUTE);
    expect((await opCall(app, 'me', {}, op.cookie)).errcode).toBe(0);
    app.clock.advance(30 * MINUTE);
    expect(await opCall(app, 'me', {}, op.cookie)).toMatchObject({ code: Code.Unauthorized, errcode: Code.Unauthorized });
  });

  it('end 10 hours after sign-in however busy', async () => {
    const op = await signedInOperator(app, 'finance');
    for (let elapsed = 0; elapsed < 10 * 60 - 20; elapsed += 20) {
      app.clock.advance(20 * MINUTE);
      expect((await opCall(app, 'me', {}, op.cookie)).errcode, `after ${elapsed + 20} minutes`).toBe(0);
    }
    app.clock.advance(20 * MINUTE);
    expect((await opCall(app, 'me', {}, op.cookie)).code).toBe(Code.Unauthorized);
  });

  it('a malformed or unknown cookie, or none, is no session', async () => {
    for (const cookie of [undefined, 'casino_console=', 'casino_console=short', cookieOf('A'.repeat(43)), 'other=1']) {
      expect((await opCallRaw(app, 'me', {}, { cookie })).body).toMatchObject({ code: Code.Unauthorized });
    }
  });
});

describe('operators managed by an admin', () => {
  it('an admin creates an operator, who enrols through the one-time link with a password of their own', async () => {
    const admin = await signedInOperator(app, 'admin');
    const username = uniqueOperatorName('sup');
    const created = await opCall(app, 'operatorCreate', { username, role: 'support' }, admin.cookie);
    expect(created).toMatchObject({ errcode: 0, operator: { username, role: 'support', active: true, enrolled: false, createdBy: admin.username } });
    // Not enrolled: no password signs in.
    expect((await opCall(app, 'login', { username, password: 'anything-at-all' })).errcode).toBe(OperatorErrcode.WrongCredentials);
    expect((await opCall(app, 'operatorCreate', { username, role: 'finance' }, admin.cookie)).errcode).toBe(OperatorErrcode.UsernameTaken);

    const token = created.enrollToken as string;
    expect(await opCall(app, 'enroll', { token, password: 'short' })).toMatchObject({ errcode: OperatorErrcode.PasswordWeak });
    expect(await opCall(app, 'enroll', { token, password: `${username}-long-enough` })).toMatchObject({ errcode: OperatorErrcode.PasswordWeak });
    const password = operatorPassword();
    const enrolled = await opCall(app, 'enroll', { token, password });
    expect(enrolled).toMatchObject({ errcode: 0, username });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect(await opCall(app, 'enroll', { token, password })).toMatchObject({ errcode: OperatorErrcode.EnrollmentInvalid });

    const op = { id: created.operator!.id, username, password, role: 'support' as const, secret: base32Decode(enrolled.secret as string), recoveryCodes: enrolled.recoveryCodes as string[], lastStep: 0 };
    const cookie = await signIn(app, op);
    expect((await opCall(app, 'me', {}, cookie)).operator).toMatchObject({ username, role: 'support' });
    expect((await opCall(app, 'operatorList', {}, admin.cookie)).list).toEqual(expect.arrayContaining([expect.objectContaining({ username, enrolled: true })]));
    expect((await auditRows(app, { subjectId: String(op.id) })).map((r) => r.action)).toEqual(['operator.create', 'operator.enroll', 'operator.login']);
  });

  it('an enrolment link expires after 24 hours', async () => {
    const admin = await signedInOperator(app, 'admin');
    const created = await opCall(app, 'operatorCreate', { username: uniqueOperatorName(), role: 'marketing' }, admin.cookie);
    app.clock.advance(24 * 60 * MINUTE);
    expect((await opCall(app, 'enroll', { token: created.enrollToken, password: operatorPassword() })).errcode).toBe(OperatorErrcode.EnrollmentInvalid);
  });

  it('resetting access ends the sessions and the old password; a new link enrols again', async () => {
    const admin = await signedInOperator(app, 'admin');
    const op = await signedInOperator(app, 'finance');
    const reset = await opCall(app, 'operatorResetAccess', { operatorId: op.id }, admin.cookie);
    expect(reset).toMatchObject({ errcode: 0, operator: { enrolled: false } });
    expect((await opCall(app, 'me', {}, op.cookie)).code).toBe(Code.Unauthorized);
    expect((await opCall(app, 'login', { username: op.username, password: op.password })).errcode).toBe(OperatorErrcode.WrongCredentials);
    // Old recovery codes are gone with the old factor.
    expect(Number((await app.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM operator_recovery_codes WHERE operator_id = $1 AND used_at IS NULL', [op.id])).rows[0]?.n)).toBe(0);
    const password = operatorPassword();
    const enrolled = await opCall(app, 'enroll', { token: reset.enrollToken, password });
    expect(enrolled.errcode).toBe(0);
    expect(await signIn(app, { ...op, password, secret: base32Decode(enrolled.secret as string), lastStep: 0 })).toMatch(/^casino_console=/);
    // Nobody resets or deactivates themselves.
    expect((await opCall(app, 'operatorResetAccess', { operatorId: admin.id }, admin.cookie)).errcode).toBe(OperatorErrcode.SelfAction);
    expect((await opCall(app, 'operatorDeactivate', { operatorId: admin.id }, admin.cookie)).errcode).toBe(OperatorErrcode.SelfAction);
    expect((await opCall(app, 'operatorDeactivate', { operatorId: 999_999 }, admin.cookie)).errcode).toBe(OperatorErrcode.NotFound);
  });

  it('deactivating ends the sessions at once; sign-in is refused after the right password', async () => {
    const admin = await signedInOperator(app, 'admin');
    const op = await signedInOperator(app, 'support');
    expect(await opCall(app, 'operatorDeactivate', { operatorId: op.id }, admin.cookie)).toMatchObject({ errcode: 0, operator: { active: false } });
    expect((await opCall(app, 'me', {}, op.cookie)).code).toBe(Code.Unauthorized);
    expect((await opCall(app, 'login', { username: op.username, password: op.password })).errcode).toBe(OperatorErrcode.Deactivated);
    expect((await opCall(app, 'login', { username: op.username, password: 'Wrong-password-1' })).errcode).toBe(OperatorErrcode.WrongCredentials);
    expect((await opCall(app, 'operatorDeactivate', { operatorId: op.id }, admin.cookie)).errcode).toBe(OperatorErrcode.Refused);
    expect(await auditRows(app, { action: 'operator.deactivate', subjectId: String(op.id) })).toMatchObject([{ operator: admin.username, before: { active: true }, after: { active: false }, detail: { sessionsEnded: 1 } }]);
  });
});
