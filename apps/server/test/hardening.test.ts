import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HouseGame } from '@casino/contract';
import { argon2idHasher } from '../src/platform/password-hash.ts';
import type { PasswordHasher } from '../src/platform/password-hash.ts';
import { buildTestApp, call, callRaw, countRows, encryptPassword, ENRICHMENT, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';

/** Findings of a hostile pass over the API: each answered with a 4xx envelope, never a 5xx, and nothing written. */

/** The real argon2id hasher, counting how often a password is checked. */
function countingHasher(): PasswordHasher & { verifies: number } {
  const counter = {
    verifies: 0,
    hash: (password: string) => argon2idHasher.hash(password),
    async verify(storedHash: string, password: string) {
      counter.verifies += 1;
      return argon2idHasher.verify(storedHash, password);
    },
  };
  return counter;
}

describe('hardening', () => {
  let app: TestApp;
  const hasher = countingHasher();
  beforeAll(async () => {
    app = await buildTestApp({}, { passwordHasher: hasher });
  });
  afterAll(() => app.dispose());

  describe('a NUL or another control character in free text answers 400 naming the field', () => {
    const NUL = 'ab\u0000cd';
    const cases: Array<[string, () => Promise<{ name: Parameters<typeof call>[1]; body: unknown; token?: string }>, string]> = [
      ['accountLogin.account', async () => ({ name: 'accountLogin', body: { account: NUL, password: await encryptPassword(app, 'whatever-1') } }), 'account'],
      ['accountLogin.outUrl', async () => ({ name: 'accountLogin', body: { account: 'someone1', password: await encryptPassword(app, 'whatever-1'), outUrl: `?a=${NUL}` } }), 'outUrl'],
      ['accountLogin.phoneinfoJsonModel.os', async () => ({ name: 'accountLogin', body: { account: 'someone1', password: await encryptPassword(app, 'whatever-1'), phoneinfoJsonModel: { os: NUL } } }), 'phoneinfoJsonModel.os'],
      ['accountRegist.inviteCode', async () => ({ name: 'accountRegist', body: { declaration: true, account: 'someone1', password: await encryptPassword(app, 'whatever-1'), type: 0, inviteCode: NUL } }), 'inviteCode'],
      ['accountRegist.channel (enrichment)', async () => ({ name: 'accountRegist', body: { ...ENRICHMENT, declaration: true, account: 'someone1', password: await encryptPassword(app, 'whatever-1'), type: 0, channel: 'WEB\u0007' } }), 'channel'],
      ['houseAct.roundId', async () => ({ name: 'houseAct', body: { session: 'S'.repeat(43), requestId: 'request-0001', roundId: NUL, action: { kind: 'reveal', tile: 3 } } }), 'roundId'],
    ];
    for (const [label, build, field] of cases) {
      it(label, async () => {
        const before = await countRows(app);
        const { name, body } = await build();
        const res = await call(app, name, body);
        expect(res).toMatchObject({ code: 400, errcode: 400, msg: `${field}: must not contain control characters` });
        expect(await countRows(app)).toEqual(before);
      });
    }

    it('getHouseRound.roundId and modifyPassword enrichment fields, with a login', async () => {
      const player = await registerPlayer(app);
      expect(await call(app, 'getHouseRound', { gameId: HouseGame.Dice, roundId: 'ab\u0000cd' }, player.token))
        .toMatchObject({ code: 400, msg: 'roundId: must not contain control characters' });
      const modify = await call(app, 'modifyPassword', {
        ...ENRICHMENT, appId: 'demo\u0000web', oldPassword: await encryptPassword(app, player.password), password: await encryptPassword(app, 'new-Password-9'), endOtherSessions: false,
      }, player.token);
      expect(modify).toMatchObject({ code: 400, msg: 'appId: must not contain control characters' });
    });

    it('tab, line feed and carriage return are not control characters here', async () => {
      const res = await call(app, 'accountLogin', { account: 'nobody-at-all', password: await encryptPassword(app, 'whatever-1'), outUrl: '?a=1\tb\r\n' });
      expect(res.code).toBe(200);
    });
  });

  it('a login for an unknown account checks a password hash, as a wrong password does', async () => {
    const player = await registerPlayer(app);
    const password = await encryptPassword(app, 'not-the-password-1');
    const before = hasher.verifies;
    expect((await call(app, 'accountLogin', { account: player.account, password })).errcode).toBe(102);
    expect(hasher.verifies - before).toBe(1);
    expect((await call(app, 'accountLogin', { account: 'nosuchplayer1', password })).errcode).toBe(101);
    expect(hasher.verifies - before).toBe(2);
  });

  it('answers carrying a login token are never cached', async () => {
    const player = await registerPlayer(app);
    const login = await callRaw(app, 'accountLogin', { account: player.account, password: await encryptPassword(app, player.password) });
    expect(login.json()).toMatchObject({ errcode: 0, token: expect.any(String) });
    expect(login.headers['cache-control']).toBe('no-store');
    const refreshed = await callRaw(app, 'refreshData', {}, player.token);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });

  it('a prototype key under a 30,000-deep array answers 400 with a short message', async () => {
    const deep = `${'['.repeat(30_000)}{"__proto__":1}${']'.repeat(30_000)}`;
    const res = await app.inject({
      method: 'POST', url: '/app/v1/anonymous/appConfig', headers: { 'content-type': 'application/json' },
      payload: `{"clientReferrer":"ph","channel":"WEB","appId":"demo-web","platform":0,"gameListVersion":0,"x":${deep}}`,
    });
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json<{ code: number; msg: string }>();
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/^x\.0\.0\.0\.0\.0\.…\(29994 more\)\.0\.__proto__: forbidden key$/);
  });
});
