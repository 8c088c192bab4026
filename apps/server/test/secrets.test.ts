import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtpPurpose } from '@casino/contract';
import { buildTestApp, call, encryptPassword, lastSmsCode, strongPassword, uniquePhone } from './helper.ts';
import type { TestApp } from './helper.ts';

describe('secrets', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ logLevel: 'trace', site: { registerType: 'phone', otpStatus: true } });
  });
  afterAll(() => app.dispose());

  it('never logs or answers passwords, tokens or OTP codes', async () => {
    const secrets: string[] = [];
    const bodies: string[] = [];
    const track = async <T>(p: Promise<T>) => {
      const res = await p;
      bodies.push(JSON.stringify(res));
      return res;
    };

    const phone = uniquePhone();
    const password = strongPassword();
    const encrypted = await encryptPassword(app, password);
    secrets.push(password, encrypted);
    await track(call(app, 'smsSend', { mobile: phone, type: OtpPurpose.Register }));
    const code = await lastSmsCode(app, phone);
    secrets.push(code);
    const reg = await track(call(app, 'accountRegist4', { declaration: true, account: phone, password: encrypted, code, type: 0 }));
    const token = reg.token as string;
    expect(token).toBeTruthy();

    await track(call(app, 'accountLogin', { account: phone, password: encrypted }));
    await track(call(app, 'accountLogin', { account: phone, password: await encryptPassword(app, `${password}-wrong`) }));
    secrets.push(`${password}-wrong`);

    const changed = strongPassword();
    secrets.push(changed);
    await track(call(app, 'modifyPassword', { oldPassword: encrypted, password: await encryptPassword(app, changed), endOtherSessions: false }, token));

    app.clock.advance(61_000);
    await track(call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword }));
    const resetCode = await lastSmsCode(app, phone);
    const reset = strongPassword();
    secrets.push(resetCode, reset);
    await track(call(app, 'forgetPassword', { mobile: phone, code: resetCode, password: await encryptPassword(app, reset) }));
    await track(call(app, 'getAfterLoginInfoWeb', {}, token));

    const logs = app.logText();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).toContain(`sandbox sms to ***${phone.slice(-4)}`);
    for (const secret of secrets) {
      expect(logs, 'secret in logs').not.toContain(secret);
      for (const body of bodies) expect(body, 'secret in a response').not.toContain(secret);
    }
    // The token travels only in the response that creates it.
    expect(logs).not.toContain(token);
    expect(bodies.filter((b) => b.includes(token))).toHaveLength(1);
    for (const body of bodies) {
      expect(body).not.toMatch(/password_hash|\$argon2/);
    }
  });

  it('censors secret fields whoever logs them', () => {
    app.log.info({ password: 'pw-probe-1', token: 'tok-probe-1', body: { code: '654321' }, user: { password: 'nested-probe-1' }, input: { mobile: '9000000000' } }, 'redaction probe');
    const line = app.logText().split('\n').find((l) => l.includes('redaction probe')) ?? '';
    expect(line).toContain('[redacted]');
    for (const secret of ['pw-probe-1', 'tok-probe-1', '654321', 'nested-probe-1', '9000000000']) expect(line).not.toContain(secret);
  });

  it('answers an internal failure with a bare 500 envelope and logs it', async () => {
    const phone = uniquePhone();
    await call(app, 'smsSend', { mobile: phone, type: 0 });
    const reg = await call(app, 'accountRegist4', { declaration: true, account: phone, password: await encryptPassword(app, strongPassword()), code: await lastSmsCode(app, phone), type: 0 });
    await app.db.query('ALTER TABLE presence RENAME TO presence_gone');
    try {
      const res = await app.inject({
        method: 'POST', url: '/app/v1/online', headers: { authorization: `Bearer ${reg.token as string}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ clientReferrer: 'ph', channel: 'WEB', appId: 'x', platform: 0 }),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 500, errcode: 500, msg: 'Internal error' });
      expect(app.logText()).toContain('presence');
    } finally {
      await app.db.query('ALTER TABLE presence_gone RENAME TO presence');
    }
  });
});
