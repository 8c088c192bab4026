import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, Errcode } from '@casino/contract';
import { buildTestApp, call, encryptPassword, registerPlayer, strongPassword } from './helper.ts';
import type { TestApp } from './helper.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('sessions and tokens', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ sessionIdleDays: 7, sessionMaxDays: 30 });
  });
  afterAll(() => app.dispose());

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const name of ['getAfterLoginInfo', 'getAfterLoginInfoWeb', 'refreshData', 'online', 'logout', 'modifyPassword', 'bindAccount'] as const) {
      const missing = await call(app, name, {});
      expect(missing, name).toMatchObject({ code: 401, errcode: 401, msg: 'Token is required' });
      const garbage = await call(app, name, {}, { headers: { authorization: 'Bearer !!' } });
      expect(garbage.code, name).toBe(401);
      const unknown = await call(app, name, {}, 'A'.repeat(43));
      expect(unknown.code, name).toBe(401);
    }
  });

  it('stores only the SHA-256 of the token', async () => {
    const player = await registerPlayer(app);
    const { rows } = await app.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE player_id = $1', [player.user.id]);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(player.token).digest('hex'));
  });

  it('refuses a token replayed after logout', async () => {
    const player = await registerPlayer(app);
    expect(await call(app, 'logout', {}, player.token)).toEqual({ code: 200, errcode: 0 });
    for (const name of ['getAfterLoginInfo', 'refreshData', 'logout'] as const) {
      expect((await call(app, name, {}, player.token)).code).toBe(401);
    }
  });

  it('expires a token after 7 idle days, and keeps it alive while used', async () => {
    const idle = await registerPlayer(app);
    const busy = await registerPlayer(app);
    for (let day = 0; day < 6; day++) {
      app.clock.advance(DAY + 1000);
      expect((await call(app, 'refreshData', {}, busy.token)).errcode).toBe(0);
    }
    app.clock.advance(DAY + 1000);
    expect((await call(app, 'refreshData', {}, idle.token)).code).toBe(401);
    expect((await call(app, 'refreshData', {}, busy.token)).errcode).toBe(0);
  });

  it('expires a token 30 days after login however much it is used', async () => {
    const player = await registerPlayer(app);
    for (let day = 0; day < 29; day++) {
      app.clock.advance(DAY);
      expect((await call(app, 'refreshData', {}, player.token)).errcode, `day ${day + 1}`).toBe(0);
    }
    app.clock.advance(DAY);
    expect((await call(app, 'refreshData', {}, player.token)).code).toBe(401);
  });

  it('expires a token whose row says so', async () => {
    const player = await registerPlayer(app);
    await app.db.query('UPDATE sessions SET expires_at = $2 WHERE player_id = $1', [player.user.id, new Date(app.clock.now().getTime() - 1000)]);
    expect((await call(app, 'getAfterLoginInfo', {}, player.token)).code).toBe(401);
  });

  it('writes last_seen at most once a minute', async () => {
    const player = await registerPlayer(app);
    const lastSeen = async () => {
      const { rows } = await app.db.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM sessions WHERE player_id = $1', [player.user.id]);
      return rows[0]?.last_seen_at.getTime();
    };
    const start = await lastSeen();
    app.clock.advance(30_000);
    await call(app, 'refreshData', {}, player.token);
    expect(await lastSeen()).toBe(start);
    app.clock.advance(31_000);
    await call(app, 'refreshData', {}, player.token);
    expect(await lastSeen()).toBe(app.clock.now().getTime());
  });
});

describe('modifyPassword', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.dispose());

  const modify = async (token: string, oldPassword: string, password: string, endOtherSessions: boolean) =>
    call(app, 'modifyPassword', { oldPassword: await encryptPassword(app, oldPassword), password: await encryptPassword(app, password), endOtherSessions }, token);

  it('refuses a wrong current password with 1056', async () => {
    const player = await registerPlayer(app);
    expect((await modify(player.token, `${player.password}x`, strongPassword(), false)).errcode).toBe(Errcode.CurrentPasswordWrong);
  });

  it('checks the new password: bounds (400 naming password) and common (1051)', async () => {
    const player = await registerPlayer(app);
    expect(await modify(player.token, player.password, 'short', false)).toMatchObject({ code: 400, msg: expect.stringMatching(/^password: /) });
    expect((await modify(player.token, player.password, 'qwerty123', false)).errcode).toBe(Errcode.PasswordTooCommon);
  });

  it('changes the password and keeps other sessions when asked', async () => {
    const player = await registerPlayer(app);
    const other = await call(app, 'accountLogin', { account: player.account, password: await encryptPassword(app, player.password) });
    const newPassword = strongPassword();
    const res = await modify(player.token, player.password, newPassword, false);
    expect(res).toEqual({ code: 200, errcode: 0, endedSessions: 0 });
    expect((await call(app, 'refreshData', {}, other.token as string)).errcode).toBe(0);
    expect((await call(app, 'accountLogin', { account: player.account, password: await encryptPassword(app, newPassword) })).errcode).toBe(0);
    expect((await call(app, 'accountLogin', { account: player.account, password: await encryptPassword(app, player.password) })).errcode).toBe(Errcode.WrongPassword);
  });

  it('ends every other session with endOtherSessions, keeping this one', async () => {
    const player = await registerPlayer(app);
    const others = [];
    for (let i = 0; i < 2; i++) others.push(await call(app, 'accountLogin', { account: player.account, password: await encryptPassword(app, player.password) }));
    const res = await modify(player.token, player.password, strongPassword(), true);
    expect(res).toEqual({ code: 200, errcode: 0, endedSessions: 2 });
    expect(calls.modifyPassword.response.safeParse(res).success).toBe(true);
    for (const o of others) expect((await call(app, 'refreshData', {}, o.token as string)).code).toBe(401);
    expect((await call(app, 'refreshData', {}, player.token)).errcode).toBe(0);
  });
});

describe('config and session data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ userRegisterCoin: 1500, site: { mode: 'green', siteVariant: 'n7', appName: 'Test Casino' } });
  });
  afterAll(() => app.dispose());

  it('appConfig answers the contract shape with site settings and the password key', async () => {
    const res = await call(app, 'appConfig', {});
    const parsed = calls.appConfig.response.safeParse(res);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(res).toMatchObject({ code: 200, errcode: 0, mode: 'green', userRegisterCoin: 1500 });
    // The seeded catalog: a version above 0 and the whole game list for a client without one.
    expect(res.gameListVersion).toBeGreaterThan(0);
    expect(res.appGameList?.length).toBeGreaterThan(0);
    expect(res.site).toMatchObject({ mode: 'green', siteVariant: 'n7', registerType: 'account', appName: 'Test Casino', passwordLengthMin: 8, countryCode: '63' });
    expect(res.passwordPublicKey).toMatch(/^MIIBIjAN/);
  });

  it('leaves out appGameList when the client has the current version', async () => {
    const { gameListVersion } = await call(app, 'appConfig', {});
    const res = await call(app, 'appConfig', { gameListVersion });
    expect(res.errcode).toBe(0);
    expect(res.gameListVersion).toBe(gameListVersion);
    expect(res).not.toHaveProperty('appGameList');
    expect(calls.appConfig.response.safeParse(res).success).toBe(true);
  });

  it('getAfterLoginInfoWeb answers the config plus the user', async () => {
    const player = await registerPlayer(app);
    const { gameListVersion } = await call(app, 'appConfig', {});
    const res = await call(app, 'getAfterLoginInfoWeb', { gameListVersion, os: 'iOS', version: '1.0.28', deviceModel: 'Safari' }, player.token);
    const parsed = calls.getAfterLoginInfoWeb.response.safeParse(res);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(res).not.toHaveProperty('appGameList');
    expect(res.user).toMatchObject({ id: player.user.id, account: player.account, coin: 1500 });
    expect(res.user).not.toHaveProperty('password');
    expect(res.user).not.toHaveProperty('password_hash');
  });

  it('getAfterLoginInfo answers every user field, regPeriod counting days', async () => {
    const player = await registerPlayer(app);
    app.clock.advance(3 * DAY + 1000);
    const res = await call(app, 'getAfterLoginInfo', {}, player.token);
    expect(calls.getAfterLoginInfo.response.safeParse(res).success).toBe(true);
    expect(res.regPeriod).toBe(3);
    expect(Object.keys(res).sort()).toEqual(['code', 'errcode', ...Object.keys(calls.getAfterLoginInfo.response.shape).filter((k) => !['code', 'errcode', 'msg', 'retryAfter'].includes(k))].sort());
  });

  it('refreshData answers the balances', async () => {
    const player = await registerPlayer(app);
    const res = await call(app, 'refreshData', {}, player.token);
    expect(res).toEqual({ code: 200, errcode: 0, coin: 1500, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 });
  });

  it('online records presence, with the game while playing', async () => {
    const player = await registerPlayer(app);
    expect(await call(app, 'online', {}, player.token)).toEqual({ code: 200, errcode: 0 });
    const presence = async () => (await app.db.query<{ game_id: number | null; last_seen_at: Date }>('SELECT game_id, last_seen_at FROM presence WHERE player_id = $1', [player.user.id])).rows[0];
    expect((await presence())?.game_id).toBeNull();
    app.clock.advance(60_000);
    await call(app, 'online', { gameId: 1234 }, player.token);
    expect(await presence()).toEqual({ game_id: 1234, last_seen_at: app.clock.now() });
    await call(app, 'online', {}, player.token);
    expect((await presence())?.game_id).toBeNull();
  });
});
