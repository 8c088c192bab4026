import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, Errcode } from '@casino/contract';
import { buildTestApp, call, encryptPassword, registerPlayer, uniqueName } from './helper.ts';
import type { TestApp } from './helper.ts';

describe('accountLogin', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.dispose());

  const login = async (account: string, password: string, options?: Parameters<typeof call>[3]) =>
    call(app, 'accountLogin', { account, password: await encryptPassword(app, password) }, options);

  it('logs in by username, case-insensitively, with a fresh token each time', async () => {
    const player = await registerPlayer(app);
    const first = await login(player.account, player.password);
    const second = await login(player.account.toUpperCase(), player.password);
    expect(first).toMatchObject({ code: 200, errcode: 0, id: player.user.id, account: player.account });
    expect(calls.accountLogin.response.safeParse(first).success).toBe(true);
    expect(first.token).not.toBe(second.token);
    expect(first.token).not.toBe(player.token);
    // Every token works on its own.
    for (const token of [player.token, first.token, second.token]) {
      expect((await call(app, 'getAfterLoginInfo', {}, token)).errcode).toBe(0);
    }
  });

  it('records the session enrichment and a login event', async () => {
    const player = await registerPlayer(app);
    const res = await call(app, 'accountLogin', {
      account: player.account, password: await encryptPassword(app, player.password), appId: 'login-app', platform: 1,
      phoneinfoJsonModel: { os: 'Android', isBrowser: 1, version: '1.0.28', deviceModel: 'Chrome', deviceIdJsonModel: { afuid: 'af-1' } },
    }, { headers: { 'x-device-id': 'dev-login' }, ip: '10.1.2.3' });
    expect(res.errcode).toBe(0);
    const { rows } = await app.db.query<Record<string, unknown>>(
      "SELECT s.app_id, s.platform, s.device_id, s.ip FROM sessions s WHERE s.player_id = $1 ORDER BY id DESC LIMIT 1", [player.user.id]);
    expect(rows[0]).toMatchObject({ app_id: 'login-app', platform: 1, device_id: 'dev-login', ip: '10.1.2.3' });
    const { rows: events } = await app.db.query<{ kind: string; payload: { device: { os: string } } }>(
      "SELECT kind, payload FROM events WHERE player_id = $1 AND kind = 'login'", [player.user.id]);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload.device.os).toBe('Android');
  });

  it('answers 101 for an unknown account and 102 for a wrong password', async () => {
    const player = await registerPlayer(app);
    expect((await login(uniqueName('Nobody'), 'whatever-pass-1')).errcode).toBe(Errcode.AccountNotFound);
    expect((await login(player.account, `${player.password}x`)).errcode).toBe(Errcode.WrongPassword);
    const { rows } = await app.db.query<{ failed_logins: number }>('SELECT failed_logins FROM players WHERE id = $1', [player.user.id]);
    expect(rows[0]?.failed_logins).toBe(1);
  });

  it('answers 1057 when the password cannot be decrypted', async () => {
    const player = await registerPlayer(app);
    const res = await call(app, 'accountLogin', { account: player.account, password: Buffer.from(player.password).toString('base64') });
    expect(res.errcode).toBe(Errcode.PasswordUndecryptable);
  });

  it('resets the failure count on success', async () => {
    const player = await registerPlayer(app);
    for (let i = 0; i < 4; i++) expect((await login(player.account, 'wrong-password-1')).errcode).toBe(Errcode.WrongPassword);
    expect((await login(player.account, player.password)).errcode).toBe(0);
    for (let i = 0; i < 4; i++) expect((await login(player.account, 'wrong-password-1')).errcode).toBe(Errcode.WrongPassword);
    expect((await login(player.account, player.password)).errcode).toBe(0);
  });

  it('locks the account for 15 minutes after 5 wrong passwords, even for the right one', async () => {
    const player = await registerPlayer(app);
    for (let i = 0; i < 4; i++) expect((await login(player.account, 'wrong-password-1')).errcode).toBe(Errcode.WrongPassword);
    const fifth = await login(player.account, 'wrong-password-1');
    expect(fifth).toMatchObject({ code: 200, errcode: Errcode.AccountLocked, retryAfter: 900 });

    const during = await login(player.account, player.password);
    expect(during.errcode).toBe(Errcode.AccountLocked);
    expect(during.retryAfter).toBeGreaterThan(0);
    expect(during.retryAfter).toBeLessThanOrEqual(900);
    expect(during.token).toBeUndefined();

    app.clock.advance(10 * 60 * 1000);
    const later = await login(player.account, player.password);
    expect(later).toMatchObject({ errcode: Errcode.AccountLocked, retryAfter: 300 });

    app.clock.advance(5 * 60 * 1000 + 1000);
    expect((await login(player.account, player.password)).errcode).toBe(0);
  });

  it('refuses a banned account with 1047, but only with the right password', async () => {
    const player = await registerPlayer(app);
    await app.db.query("UPDATE players SET status = 'banned' WHERE id = $1", [player.user.id]);
    expect((await login(player.account, 'wrong-password-1')).errcode).toBe(Errcode.WrongPassword);
    expect((await login(player.account, player.password)).errcode).toBe(Errcode.AccountBanned);
    // A banned player's existing token stops working too.
    expect((await call(app, 'getAfterLoginInfo', {}, player.token)).code).toBe(401);
  });
});
