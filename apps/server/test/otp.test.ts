import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, Errcode, OtpPurpose } from '@casino/contract';
import { argon2idHasher } from '../src/platform/password-hash.ts';
import { buildTestApp, call, countRows, encryptPassword, lastSmsCode, registerPlayer, strongPassword, uniqueName, uniquePhone } from './helper.ts';
import type { TestApp } from './helper.ts';

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('one-time codes (registerType phone)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ site: { registerType: 'phone', otpStatus: true } });
  });
  afterAll(() => app.dispose());

  const registerByPhone = async (phone = uniquePhone(), password = strongPassword()) => {
    await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.Register });
    const res = await call(app, 'accountRegist4', { declaration: true, account: phone, password: await encryptPassword(app, password), code: await lastSmsCode(app, phone), type: 0 });
    if (res.errcode !== 0) throw new Error(JSON.stringify(res));
    // Past the per-number resend window, so the test can ask for its next code at once.
    app.clock.advance(61_000);
    return { phone, password, token: res.token as string, id: res.id as number };
  };

  describe('smsSend', () => {
    it('sends a 6-digit code and answers resendAfter 60', async () => {
      const phone = uniquePhone();
      const res = await call(app, 'smsSend', { mobile: phone, type: 0, countryCode: '63' });
      expect(res).toMatchObject({ code: 200, errcode: 0, resendAfter: 60 });
      expect(calls.smsSend.response.safeParse(res).success).toBe(true);
      const outbox = await app.inject({ method: 'GET', url: `/sandbox/sms/latest?mobile=${phone}` });
      expect(outbox.statusCode).toBe(200);
      const message = outbox.json();
      expect(message).toEqual({ mobile: phone, body: expect.stringContaining(message.code), code: expect.stringMatching(/^\d{6}$/), createdAt: expect.any(String) });
      // Only a keyed hash of the code is stored.
      const { rows } = await app.db.query<{ code_hash: string }>('SELECT code_hash FROM otps WHERE phone = $1', [phone]);
      expect(rows[0]?.code_hash).not.toContain(message.code);
    });

    it('refuses a number that breaks the length or prefix rule with 1045', async () => {
      for (const mobile of ['812345678', '8123456789', '912345678', '91234567890']) {
        const before = await countRows(app);
        expect((await call(app, 'smsSend', { mobile, type: 0 })).errcode, mobile).toBe(Errcode.PhoneInvalid);
        expect(await countRows(app)).toEqual(before);
      }
    });

    it('allows one code per number per 60 s (429 with retryAfter)', async () => {
      const phone = uniquePhone();
      expect((await call(app, 'smsSend', { mobile: phone, type: 0 })).errcode).toBe(0);
      app.clock.advance(20_000);
      const again = await call(app, 'smsSend', { mobile: phone, type: 0 });
      expect(again).toMatchObject({ code: 429, errcode: 429, retryAfter: 40 });
      app.clock.advance(40_000);
      expect((await call(app, 'smsSend', { mobile: phone, type: 0 })).errcode).toBe(0);
    });

    it('refuses a registration code for a registered number with 1019', async () => {
      const { phone } = await registerByPhone();
      const before = await countRows(app);
      expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.Register })).errcode).toBe(Errcode.PhoneTaken);
      expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone })).errcode).toBe(Errcode.PhoneTaken);
      expect(await countRows(app)).toEqual(before);
    });

    it('answers a reset for an unknown number like a real one, but sends nothing', async () => {
      const phone = uniquePhone();
      const before = await countRows(app);
      expect(await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword })).toMatchObject({ code: 200, errcode: 0, resendAfter: 60 });
      expect(await countRows(app)).toEqual(before);
      const outbox = await app.inject({ method: 'GET', url: `/sandbox/sms/latest?mobile=${phone}` });
      expect(outbox.statusCode).toBe(404);
      // The resend window applies the same way, so the answer reveals nothing.
      expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword })).code).toBe(429);
    });
  });

  describe('codes', () => {
    it('are single use', async () => {
      const { phone } = await registerByPhone();
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword });
      const code = await lastSmsCode(app, phone);
      const reset = async () => call(app, 'forgetPassword', { mobile: phone, code, password: await encryptPassword(app, strongPassword()) });
      expect((await reset()).errcode).toBe(0);
      expect((await reset()).errcode).toBe(Errcode.OtpExpired);
    });

    it('expire after 10 minutes', async () => {
      const { phone } = await registerByPhone();
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword });
      const code = await lastSmsCode(app, phone);
      app.clock.advance(9 * 60 * 1000 + 59_000);
      const ok = await call(app, 'forgetPassword', { mobile: phone, code, password: await encryptPassword(app, strongPassword()) });
      expect(ok.errcode).toBe(0);

      app.clock.advance(60_000);
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword });
      const second = await lastSmsCode(app, phone);
      app.clock.advance(10 * 60 * 1000);
      const late = await call(app, 'forgetPassword', { mobile: phone, code: second, password: await encryptPassword(app, strongPassword()) });
      expect(late.errcode).toBe(Errcode.OtpExpired);
    });

    it('answer a wrong code with 1020 and burn after 5 wrong tries', async () => {
      const { phone } = await registerByPhone();
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword });
      const code = await lastSmsCode(app, phone);
      const attempt = async (c: string) => call(app, 'forgetPassword', { mobile: phone, code: c, password: await encryptPassword(app, strongPassword()) });
      for (let i = 0; i < 5; i++) expect((await attempt(wrongCode(code))).errcode).toBe(Errcode.OtpInvalid);
      expect((await attempt(code)).errcode).toBe(Errcode.OtpExpired);
    });

    it('only the last one sent counts', async () => {
      const { phone } = await registerByPhone();
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword });
      const first = await lastSmsCode(app, phone);
      app.clock.advance(61_000);
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword });
      const second = await lastSmsCode(app, phone);
      if (first !== second) {
        expect((await call(app, 'forgetPassword', { mobile: phone, code: first, password: await encryptPassword(app, strongPassword()) })).errcode).toBe(Errcode.OtpInvalid);
      }
      expect((await call(app, 'forgetPassword', { mobile: phone, code: second, password: await encryptPassword(app, strongPassword()) })).errcode).toBe(0);
    });

    it('are bound to their purpose', async () => {
      const phone = uniquePhone();
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.Register });
      const code = await lastSmsCode(app, phone);
      const player = await registerPlayerWithoutPhone();
      expect((await call(app, 'bindAccount', { mobile: phone, code }, player.token)).errcode).toBe(Errcode.OtpInvalid);
    });
  });

  /** A username player (as created under registerType account), logged in: phone mode cannot register one. */
  const registerPlayerWithoutPhone = async () => {
    const account = uniqueName('NoPhone');
    const password = strongPassword();
    await app.db.query(
      `INSERT INTO players (uuid, account, account_type, country_code, nickname, invite_code, password_hash, created_at)
       VALUES ($1, $2, 2, '63', $2, $3, $4, $5)`,
      [randomUUID(), account, randomBytes(4).toString('hex').toUpperCase(), await argon2idHasher.hash(password), app.clock.now()],
    );
    const login = await call(app, 'accountLogin', { account, password: await encryptPassword(app, password) });
    return { token: login.token as string };
  };

  describe('forgetPassword', () => {
    it('sets the new password and ends every session', async () => {
      const { phone, password, token } = await registerByPhone();
      const other = await call(app, 'accountLogin', { account: phone, password: await encryptPassword(app, password) });
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword });
      const newPassword = strongPassword();
      const res = await call(app, 'forgetPassword', { mobile: phone, code: await lastSmsCode(app, phone), password: await encryptPassword(app, newPassword) });
      expect(res).toMatchObject({ code: 200, errcode: 0 });
      expect(calls.forgetPassword.response.safeParse(res).success).toBe(true);
      for (const t of [token, other.token as string]) expect((await call(app, 'getAfterLoginInfo', {}, t)).code).toBe(401);
      expect((await call(app, 'accountLogin', { account: phone, password: await encryptPassword(app, password) })).errcode).toBe(Errcode.WrongPassword);
      expect((await call(app, 'accountLogin', { account: phone, password: await encryptPassword(app, newPassword) })).errcode).toBe(0);
    });

    it('checks the new password before using up the code', async () => {
      const { phone } = await registerByPhone();
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword });
      const code = await lastSmsCode(app, phone);
      const common = await call(app, 'forgetPassword', { mobile: phone, code, password: await encryptPassword(app, 'password1') });
      expect(common.errcode).toBe(Errcode.PasswordTooCommon);
      const short = await call(app, 'forgetPassword', { mobile: phone, code, password: await encryptPassword(app, 'Ab1!') });
      expect(short).toMatchObject({ code: 400, msg: expect.stringMatching(/^password: /) });
      expect((await call(app, 'forgetPassword', { mobile: phone, code, password: await encryptPassword(app, strongPassword()) })).errcode).toBe(0);
    });

    it('lifts a login lockout', async () => {
      const { phone, password } = await registerByPhone();
      for (let i = 0; i < 5; i++) await call(app, 'accountLogin', { account: phone, password: await encryptPassword(app, `${password}-wrong`) });
      expect((await call(app, 'accountLogin', { account: phone, password: await encryptPassword(app, password) })).errcode).toBe(Errcode.AccountLocked);
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword });
      const newPassword = strongPassword();
      await call(app, 'forgetPassword', { mobile: phone, code: await lastSmsCode(app, phone), password: await encryptPassword(app, newPassword) });
      expect((await call(app, 'accountLogin', { account: phone, password: await encryptPassword(app, newPassword) })).errcode).toBe(0);
    });

    it('refuses a code for an unknown number with 1020', async () => {
      const res = await call(app, 'forgetPassword', { mobile: uniquePhone(), code: '123456', password: await encryptPassword(app, strongPassword()) });
      expect(res.errcode).toBe(Errcode.OtpInvalid);
    });
  });

  describe('bindAccount', () => {
    it('binds a phone proven by OTP', async () => {
      const player = await registerPlayerWithoutPhone();
      const phone = uniquePhone();
      expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone })).errcode).toBe(0);
      const res = await call(app, 'bindAccount', { mobile: phone, code: await lastSmsCode(app, phone) }, player.token);
      expect(res).toMatchObject({ code: 200, errcode: 0, mobile: phone });
      expect(calls.bindAccount.response.safeParse(res).success).toBe(true);
      expect((await call(app, 'getAfterLoginInfo', {}, player.token)).mobile).toBe(phone);
    });

    it('refuses with 1055 when a phone is already bound', async () => {
      const { token } = await registerByPhone();
      const res = await call(app, 'bindAccount', { mobile: uniquePhone(), code: '123456' }, token);
      expect(res.errcode).toBe(Errcode.PhoneAlreadyBound);
    });

    it('refuses a number that belongs to another account with 1019', async () => {
      const { phone } = await registerByPhone();
      const player = await registerPlayerWithoutPhone();
      expect((await call(app, 'bindAccount', { mobile: phone, code: '123456' }, player.token)).errcode).toBe(Errcode.PhoneTaken);
    });

    it('refuses a wrong code with 1020 and an invalid number with 1045', async () => {
      const player = await registerPlayerWithoutPhone();
      const phone = uniquePhone();
      await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone });
      const code = await lastSmsCode(app, phone);
      expect((await call(app, 'bindAccount', { mobile: phone, code: wrongCode(code) }, player.token)).errcode).toBe(Errcode.OtpInvalid);
      expect((await call(app, 'bindAccount', { mobile: '812345678', code }, player.token)).errcode).toBe(Errcode.PhoneInvalid);
    });

    it('needs a login', async () => {
      expect((await call(app, 'bindAccount', { mobile: uniquePhone(), code: '123456' })).code).toBe(401);
    });
  });
});

describe('registerType account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ site: { registerType: 'account' } });
  });
  afterAll(() => app.dispose());

  it('refuses registration codes with 1053 but sends bind codes', async () => {
    expect((await call(app, 'smsSend', { mobile: uniquePhone(), type: OtpPurpose.Register })).errcode).toBe(Errcode.RegistrationMethodDisabled);
    const player = await registerPlayer(app);
    const phone = uniquePhone();
    expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone })).errcode).toBe(0);
    expect((await call(app, 'bindAccount', { mobile: phone, code: await lastSmsCode(app, phone) }, player.token)).errcode).toBe(0);
    // A bound phone logs in too.
    const login = await call(app, 'accountLogin', { account: phone, password: await encryptPassword(app, player.password) });
    expect(login).toMatchObject({ errcode: 0, id: player.user.id });
  });

  it('validates the sandbox outbox query', async () => {
    const res = await app.inject({ method: 'GET', url: '/sandbox/sms/latest?mobile=abc' });
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/^mobile: /) });
  });
});
