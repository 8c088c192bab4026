import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OtpPurpose } from '@casino/contract';
import { buildTestApp, call, encryptPassword, registerPlayer, strongPassword, uniqueName, uniquePhone } from './helper.ts';
import type { TestApp } from './helper.ts';

describe('rate limits (scale 1)', () => {
  let app: TestApp;
  let cipher: string;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitScale: 1 });
    cipher = await encryptPassword(app, 'Not-the-password-1');
  });
  afterAll(() => app.dispose());

  it('allows 20 logins a minute per address', async () => {
    const ip = '203.0.113.1';
    for (let i = 0; i < 20; i++) {
      expect((await call(app, 'accountLogin', { account: uniqueName('Ip'), password: cipher }, { ip })).errcode).toBe(101);
    }
    const limited = await call(app, 'accountLogin', { account: uniqueName('Ip'), password: cipher }, { ip });
    expect(limited).toMatchObject({ code: 429, errcode: 429 });
    expect(limited.retryAfter).toBeGreaterThan(0);
    expect(limited.retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected; the window slides.
    expect((await call(app, 'accountLogin', { account: uniqueName('Ip'), password: cipher }, { ip: '203.0.113.2' })).errcode).toBe(101);
    app.clock.advance(61_000);
    expect((await call(app, 'accountLogin', { account: uniqueName('Ip'), password: cipher }, { ip })).errcode).toBe(101);
  });

  it('allows 10 logins a minute per account, from any address', async () => {
    const account = uniqueName('Acc');
    for (let i = 0; i < 10; i++) {
      expect((await call(app, 'accountLogin', { account, password: cipher }, { ip: `198.51.100.${i}` })).code).toBe(200);
    }
    const limited = await call(app, 'accountLogin', { account: account.toUpperCase(), password: cipher }, { ip: '198.51.100.99' });
    expect(limited).toMatchObject({ code: 429, errcode: 429 });
  });

  it('allows 10 registrations an hour per address', async () => {
    const ip = '192.0.2.10';
    const password = await encryptPassword(app, strongPassword());
    for (let i = 0; i < 10; i++) {
      expect((await call(app, 'accountRegist', { declaration: true, account: uniqueName('Rl'), password, type: 0 }, { ip })).errcode).toBe(0);
    }
    const limited = await call(app, 'accountRegist', { declaration: true, account: uniqueName('Rl'), password, type: 0 }, { ip });
    expect(limited).toMatchObject({ code: 429, errcode: 429 });
    expect(limited.retryAfter).toBeGreaterThan(3000);
  });

  it('allows 20 OTP sends an hour per address', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < 20; i++) {
      expect((await call(app, 'smsSend', { mobile: uniquePhone(), type: OtpPurpose.BindPhone }, { ip })).errcode).toBe(0);
    }
    expect((await call(app, 'smsSend', { mobile: uniquePhone(), type: OtpPurpose.BindPhone }, { ip })).code).toBe(429);
  });

  it('allows 5 OTP sends an hour per number, 60 s apart', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone }, { ip: `192.0.2.${100 + i}` })).errcode).toBe(0);
      app.clock.advance(61_000);
    }
    const limited = await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone }, { ip: '192.0.2.200' });
    expect(limited).toMatchObject({ code: 429, errcode: 429 });
    expect(limited.retryAfter).toBeGreaterThan(3000);
  });

  it('limits password changes per player', async () => {
    const player = await registerPlayer(app, uniqueName('Pc'), strongPassword());
    const wrong = await encryptPassword(app, 'Wrong-password-1');
    const next = await encryptPassword(app, strongPassword());
    for (let i = 0; i < 10; i++) {
      expect((await call(app, 'modifyPassword', { oldPassword: wrong, password: next, endOtherSessions: false }, player.token)).errcode).toBe(1056);
    }
    expect((await call(app, 'modifyPassword', { oldPassword: wrong, password: next, endOtherSessions: false }, player.token)).code).toBe(429);
  });
});

describe('rate limits off (scale 0)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitScale: 0 });
  });
  afterAll(() => app.dispose());

  it('lets tests log in freely but keeps the OTP resend window', async () => {
    const cipher = await encryptPassword(app, 'Not-the-password-1');
    for (let i = 0; i < 30; i++) expect((await call(app, 'accountLogin', { account: 'someone', password: cipher })).errcode).toBe(101);
    const phone = uniquePhone();
    expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone })).errcode).toBe(0);
    expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone })).code).toBe(429);
  });
});
