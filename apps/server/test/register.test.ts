import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, Errcode } from '@casino/contract';
import { call, countRows, encryptPassword, lastSmsCode, registerPlayer, strongPassword, uniqueName, uniquePhone, buildTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

describe('registration by username (registerType account)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ site: { registerType: 'account', usernameLengthMin: 4, usernameLengthMax: 16 } });
  });
  afterAll(() => app.dispose());

  const register = async (account: string, password: string, extra: Record<string, unknown> = {}) =>
    call(app, 'accountRegist', { declaration: true, account, password: await encryptPassword(app, password), type: 0, ...extra });

  it('creates the player, logs in and answers the full user info with a token', async () => {
    const account = uniqueName('Reg');
    const res = await register(account, strongPassword());
    expect(res).toMatchObject({ code: 200, errcode: 0, account, accountType: 2, nickname: account, mobile: '', coin: 0, pid: 0, aid: '', regPeriod: 0 });
    expect(calls.accountRegist.response.safeParse(res).success).toBe(true);
    expect(res.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.avatar).toBeGreaterThanOrEqual(0);
    expect(res.avatar).toBeLessThanOrEqual(9);
    const info = await call(app, 'getAfterLoginInfo', {}, res.token);
    expect(info).toMatchObject({ code: 200, errcode: 0, id: res.id, account });
  });

  it('records the enrichment with the session and a register event', async () => {
    const res = await call(app, 'accountRegist', { declaration: true,
      account: uniqueName('Enr'), password: await encryptPassword(app, strongPassword()), type: 0,
      channel: 'WEB', appId: 'app-42', clientReferrer: 'ph', platform: 1,
    }, { headers: { 'x-device-id': 'device-abc', 'user-agent': 'TestAgent/1' } });
    expect(res.errcode).toBe(0);
    const { rows: sessions } = await app.db.query<Record<string, unknown>>('SELECT * FROM sessions WHERE player_id = $1', [res.id]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ channel: 'WEB', app_id: 'app-42', client_referrer: 'ph', platform: 1, device_id: 'device-abc', user_agent: 'TestAgent/1' });
    expect(sessions[0]?.token_hash).not.toBe(res.token);
    const { rows: events } = await app.db.query<Record<string, unknown>>('SELECT * FROM events WHERE player_id = $1', [res.id]);
    expect(events.map((e) => e.kind)).toEqual(['register']);
    expect(events[0]).toMatchObject({ app_id: 'app-42', platform: 1, device_id: 'device-abc' });
    const { rows: players } = await app.db.query<Record<string, unknown>>('SELECT reg_app_id, reg_platform, password_hash FROM players WHERE id = $1', [res.id]);
    expect(players[0]).toMatchObject({ reg_app_id: 'app-42', reg_platform: 1 });
    expect(String(players[0]?.password_hash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a username that is not alphanumeric or out of bounds, naming account', async () => {
    for (const account of ['abc', 'a'.repeat(17), 'user name', 'user_1', 'ñandu1234', 'us3r!']) {
      const before = await countRows(app);
      const res = await register(account, strongPassword());
      expect(res, account).toMatchObject({ code: 400, errcode: 400 });
      expect(res.msg).toMatch(/^account: /);
      expect(await countRows(app)).toEqual(before);
    }
  });

  it('refuses a password out of bounds after decryption, naming password', async () => {
    for (const password of ['Short7!', 'x'.repeat(65)]) {
      const res = await register(uniqueName('Pw'), password);
      expect(res).toMatchObject({ code: 400, errcode: 400 });
      expect(res.msg).toMatch(/^password: /);
    }
  });

  it('refuses a common password with 1051', async () => {
    for (const password of ['password123', 'Qwerty123', 'iloveyou', '12345678', 'Monkey2024!']) {
      const res = await register(uniqueName('Cp'), password);
      expect(res, password).toMatchObject({ code: 200, errcode: Errcode.PasswordTooCommon });
    }
  });

  it('refuses a taken username with 1018, whatever its case', async () => {
    const { account } = await registerPlayer(app, uniqueName('Tk'));
    const before = await countRows(app);
    expect((await register(account, strongPassword())).errcode).toBe(Errcode.UsernameTaken);
    expect((await register(account.toUpperCase(), strongPassword())).errcode).toBe(Errcode.UsernameTaken);
    expect(await countRows(app)).toEqual(before);
  });

  it('refuses a password it cannot decrypt with 1057', async () => {
    const res = await call(app, 'accountRegist', { declaration: true, account: uniqueName('Dc'), password: Buffer.from('not encrypted').toString('base64'), type: 0 });
    expect(res).toMatchObject({ code: 200, errcode: Errcode.PasswordUndecryptable });
  });

  it('sets the superior from an invite code and ignores an unknown one', async () => {
    const inviter = await registerPlayer(app);
    const invited = await register(uniqueName('Inv'), strongPassword(), { inviteCode: inviter.user.inviteCode.toLowerCase() });
    expect(invited.pid).toBe(inviter.user.id);
    const stranger = await register(uniqueName('Str'), strongPassword(), { inviteCode: 'ZZZZZZZZ' });
    expect(stranger).toMatchObject({ errcode: 0, pid: 0 });
  });

  it('refuses phone registration with OTP (accountRegist4) with 1053', async () => {
    const res = await call(app, 'accountRegist4', { declaration: true, account: uniquePhone(), password: await encryptPassword(app, strongPassword()), code: '123456', type: 0 });
    expect(res.errcode).toBe(Errcode.RegistrationMethodDisabled);
  });

  it('gives every registration a distinct uuid, id and invite code', async () => {
    const a = await registerPlayer(app);
    const b = await registerPlayer(app);
    expect(a.user.uuid).not.toBe(b.user.uuid);
    expect(a.user.id).not.toBe(b.user.id);
    expect(a.user.inviteCode).not.toBe(b.user.inviteCode);
    expect(a.user.id).toBeGreaterThan(100000);
  });
});

describe('registration by phone', () => {
  describe('registerType phone with OTP on', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await buildTestApp({ site: { registerType: 'phone', otpStatus: true } });
    });
    afterAll(() => app.dispose());

    it('refuses the plain endpoint with 1053', async () => {
      const res = await call(app, 'accountRegist', { declaration: true, account: uniquePhone(), password: await encryptPassword(app, strongPassword()), type: 0 });
      expect(res.errcode).toBe(Errcode.RegistrationMethodDisabled);
    });

    it('registers with the OTP: account type 1, masked nickname, mobile bound', async () => {
      const phone = uniquePhone();
      expect((await call(app, 'smsSend', { mobile: phone, type: 0 })).errcode).toBe(0);
      const code = await lastSmsCode(app, phone);
      const res = await call(app, 'accountRegist4', { declaration: true, account: phone, password: await encryptPassword(app, strongPassword()), code, type: 0 });
      expect(res).toMatchObject({ code: 200, errcode: 0, account: phone, accountType: 1, mobile: phone });
      expect(res.nickname).toBe(`${phone[0]}*****${phone.slice(-4)}`);
      expect(calls.accountRegist4.response.safeParse(res).success).toBe(true);
    });

    it('refuses a wrong OTP with 1020 and creates nothing', async () => {
      const phone = uniquePhone();
      await call(app, 'smsSend', { mobile: phone, type: 0 });
      const code = await lastSmsCode(app, phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const before = await countRows(app);
      const res = await call(app, 'accountRegist4', { declaration: true, account: phone, password: await encryptPassword(app, strongPassword()), code: wrong, type: 0 });
      expect(res.errcode).toBe(Errcode.OtpInvalid);
      const after = await countRows(app);
      expect({ ...after, otps: before.otps }).toEqual(before);
    });

    it('refuses an OTP that was never sent with 1020', async () => {
      const res = await call(app, 'accountRegist4', { declaration: true, account: uniquePhone(), password: await encryptPassword(app, strongPassword()), code: '123456', type: 0 });
      expect(res.errcode).toBe(Errcode.OtpInvalid);
    });

    it('refuses a used OTP with 1043 and an expired one with 1043', async () => {
      const phone = uniquePhone();
      await call(app, 'smsSend', { mobile: phone, type: 0 });
      const code = await lastSmsCode(app, phone);
      expect((await call(app, 'accountRegist4', { declaration: true, account: phone, password: await encryptPassword(app, strongPassword()), code, type: 0 })).errcode).toBe(0);
      // Same phone again is taken before the OTP is even looked at.
      expect((await call(app, 'accountRegist4', { declaration: true, account: phone, password: await encryptPassword(app, strongPassword()), code, type: 0 })).errcode).toBe(Errcode.PhoneTaken);

      const late = uniquePhone();
      await call(app, 'smsSend', { mobile: late, type: 0 });
      const lateCode = await lastSmsCode(app, late);
      app.clock.advance(10 * 60 * 1000 + 1000);
      const res = await call(app, 'accountRegist4', { declaration: true, account: late, password: await encryptPassword(app, strongPassword()), code: lateCode, type: 0 });
      expect(res.errcode).toBe(Errcode.OtpExpired);
    });

    it('refuses a number that breaks the length or prefix rule with 1045', async () => {
      for (const phone of ['812345678', '91234567', '91234567890']) {
        const res = await call(app, 'accountRegist4', { declaration: true, account: phone, password: await encryptPassword(app, strongPassword()), code: '123456', type: 0 });
        expect(res.errcode, phone).toBe(Errcode.PhoneInvalid);
      }
    });

    it('lets the player log in with the phone number', async () => {
      const phone = uniquePhone();
      const password = strongPassword();
      await call(app, 'smsSend', { mobile: phone, type: 0 });
      await call(app, 'accountRegist4', { declaration: true, account: phone, password: await encryptPassword(app, password), code: await lastSmsCode(app, phone), type: 0 });
      const login = await call(app, 'accountLogin', { account: phone, password: await encryptPassword(app, password) });
      expect(login).toMatchObject({ errcode: 0, account: phone });
    });
  });

  describe('registerType phoneNoOtp', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await buildTestApp({ site: { registerType: 'phoneNoOtp' } });
    });
    afterAll(() => app.dispose());

    it('registers a phone number without OTP as account type 3', async () => {
      const phone = uniquePhone();
      const res = await call(app, 'accountRegist', { declaration: true, account: phone, password: await encryptPassword(app, strongPassword()), type: 0 });
      expect(res).toMatchObject({ errcode: 0, account: phone, accountType: 3, mobile: phone });
    });

    it('refuses an invalid number with 1045 and a taken one with 1019', async () => {
      expect((await call(app, 'accountRegist', { declaration: true, account: 'abcdefghij', password: await encryptPassword(app, strongPassword()), type: 0 })).errcode).toBe(Errcode.PhoneInvalid);
      expect((await call(app, 'accountRegist', { declaration: true, account: '8123456789', password: await encryptPassword(app, strongPassword()), type: 0 })).errcode).toBe(Errcode.PhoneInvalid);
      const phone = uniquePhone();
      expect((await call(app, 'accountRegist', { declaration: true, account: phone, password: await encryptPassword(app, strongPassword()), type: 0 })).errcode).toBe(0);
      const before = await countRows(app);
      expect((await call(app, 'accountRegist', { declaration: true, account: phone, password: await encryptPassword(app, strongPassword()), type: 0 })).errcode).toBe(Errcode.PhoneTaken);
      expect(await countRows(app)).toEqual(before);
    });
  });

  describe('registerType phone with OTP off', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await buildTestApp({ site: { registerType: 'phone', otpStatus: false } });
    });
    afterAll(() => app.dispose());

    it('accepts the plain endpoint with a phone number', async () => {
      const phone = uniquePhone();
      const res = await call(app, 'accountRegist', { declaration: true, account: phone, password: await encryptPassword(app, strongPassword()), type: 0 });
      expect(res).toMatchObject({ errcode: 0, account: phone, mobile: phone });
    });
  });
});
