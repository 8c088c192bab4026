import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, Errcode, LINE_SCOPE, wirePath } from '@casino/contract';
import type { CallName } from '@casino/contract';
import { verifyIdToken } from '../src/modules/accounts/line/id-token.ts';
import { ConfigError, parseConfig } from '../src/platform/config.ts';
import { buildTestApp, call, ENRICHMENT, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { expectBooksClean } from './payments-helper.ts';

const userId = (n: number) => `U${n.toString(16).padStart(32, '0')}`;
let nextUser = 0x1000;
const freshUserId = () => userId(nextUser++);

describe('LINE login through the sandbox provider, over HTTP', () => {
  let app: TestApp;
  let base: string;
  let settings: { authorizeUrl: string; clientId: string; redirectUri: string };

  beforeAll(async () => {
    app = await buildTestApp({ userRegisterCoin: 1000 });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    settings = (await call(app, 'appConfig', {})).lineLogin as typeof settings;
  });
  afterAll(() => app.dispose());

  /** A call the way the app makes it, over the network. */
  async function post(name: CallName, body: Record<string, unknown>, token?: string): Promise<Record<string, unknown>> {
    const res = await fetch(base + wirePath(calls[name]), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ ...ENRICHMENT, ...body }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  }

  const form = (fields: Record<string, string>) => ({
    method: 'POST', redirect: 'manual' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
  });

  interface Authorization { state: string; nonce: string }
  const newAuthorization = async (): Promise<Authorization> => {
    const res = await post('lineLoginState', {});
    expect(res).toMatchObject({ code: 200, errcode: 0, expiresIn: 600 });
    return { state: res.state as string, nonce: res.nonce as string };
  };

  /** The app's redirect to the provider (§7), the page, and the user's choice; answers where the provider sends them back. */
  async function authorize(auth: Authorization, user: { userId: string; displayName: string }, action: 'allow' | 'cancel' = 'allow'): Promise<URL> {
    const params = {
      response_type: 'code', client_id: settings.clientId, redirect_uri: settings.redirectUri, state: auth.state, scope: LINE_SCOPE, nonce: auth.nonce,
    };
    const page = await fetch(`${base}${settings.authorizeUrl}?${new URLSearchParams(params).toString()}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sign in to LINE (sandbox)');
    const { response_type: _type, ...fields } = params;
    const res = await fetch(`${base}${settings.authorizeUrl}`, form({ ...fields, ...user, email: '', action }));
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') as string, base);
  }

  /** The whole sign-in: state, provider, and the app's lineLogin with what came back. */
  async function lineLogin(user: { userId: string; displayName: string }, extra: Record<string, unknown> = {}) {
    const auth = await newAuthorization();
    const back = await authorize(auth, user);
    expect(back.pathname).toBe('/line/callback');
    expect(back.searchParams.get('state')).toBe(auth.state);
    const code = back.searchParams.get('code') as string;
    return { answer: await post('lineLogin', { state: auth.state, code, uuid: 'device-1', ...extra }), auth, code };
  }

  const playerCount = async () => Number((await app.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM players')).rows[0]?.n);
  const eventsOf = async (playerId: number) =>
    (await app.db.query<{ kind: string }>('SELECT kind FROM events WHERE player_id = $1 ORDER BY id', [playerId])).rows.map((r) => r.kind);

  it('offers the sandbox in the app config, and warns about it in the log', () => {
    expect(settings).toEqual({ authorizeUrl: '/sandbox/line/authorize', clientId: 'sandbox-channel', redirectUri: '/line/callback' });
    expect(app.logText()).toContain('LINE login is the sandbox');
  });

  it('creates an account for a new LINE user and logs it in, with the sign-up coins', async () => {
    const before = await playerCount();
    const { answer } = await lineLogin({ userId: freshUserId(), displayName: 'Maria Santos' });
    expect(answer).toMatchObject({ code: 200, errcode: 0, accountType: 2, nickname: 'Maria Santos', lineAccount: 'Maria Santos', coin: 1000, pid: 0 });
    expect(calls.lineLogin.response.safeParse(answer).success).toBe(true);
    expect(answer.account).toMatch(/^line[a-z2-9]{10}$/);
    expect(await playerCount()).toBe(before + 1);
    const info = await post('getAfterLoginInfo', {}, answer.token as string);
    expect(info).toMatchObject({ errcode: 0, id: answer.id, lineAccount: 'Maria Santos' });
    expect(await eventsOf(answer.id as number)).toEqual(['register']);
    await expectBooksClean(app);
  });

  it('logs a second LINE login with the same identity into the same account', async () => {
    const user = { userId: freshUserId(), displayName: 'Pedro' };
    const first = (await lineLogin(user)).answer;
    const count = await playerCount();
    const second = (await lineLogin({ ...user, displayName: 'Pedro Reyes' })).answer;
    expect(second).toMatchObject({ errcode: 0, id: first.id, account: first.account, lineAccount: 'Pedro Reyes', coin: 1000 });
    expect(second.token).not.toBe(first.token);
    expect(await playerCount()).toBe(count);
    expect(await eventsOf(first.id as number)).toEqual(['register', 'login']);
    // Both sessions are live.
    expect((await post('getAfterLoginInfo', {}, first.token as string)).errcode).toBe(0);
    expect((await post('getAfterLoginInfo', {}, second.token as string)).errcode).toBe(0);
  });

  it('gives another LINE user another account', async () => {
    const one = (await lineLogin({ userId: freshUserId(), displayName: 'Same Name' })).answer;
    const other = (await lineLogin({ userId: freshUserId(), displayName: 'Same Name' })).answer;
    expect(other.id).not.toBe(one.id);
    expect(other.account).not.toBe(one.account);
  });

  it('binds the inviter of an invite link on the account it creates, and only then', async () => {
    const inviter = await registerPlayer(app);
    const user = { userId: freshUserId(), displayName: 'Invited' };
    const created = (await lineLogin(user, { inviteCode: inviter.user.inviteCode })).answer;
    expect(created.pid).toBe(inviter.user.id);
    const other = await registerPlayer(app);
    expect((await lineLogin(user, { inviteCode: other.user.inviteCode })).answer.pid).toBe(inviter.user.id);
  });

  it('makes a nickname of what the LINE name allows, or uses the account name', async () => {
    const emoji = (await lineLogin({ userId: freshUserId(), displayName: '🌟 Ana  ✨ Cruz 🌟' })).answer;
    expect(emoji.nickname).toBe('Ana Cruz');
    const nothing = (await lineLogin({ userId: freshUserId(), displayName: '😀😀' })).answer;
    expect(nothing.nickname).toBe(nothing.account);
  });

  it('refuses a state the server did not sign, with 1061, and creates nothing', async () => {
    const auth = await newAuthorization();
    const back = await authorize(auth, { userId: freshUserId(), displayName: 'Eve' });
    const code = back.searchParams.get('code') as string;
    const before = await playerCount();
    const [random, expires] = auth.state.split('.');
    for (const state of [`${random}.${expires}.${'A'.repeat(43)}`, `${random}.${Number(expires) + 60}.${auth.state.split('.')[2]}`, 'not-a-state']) {
      expect(await post('lineLogin', { state, code }), state).toMatchObject({ code: 200, errcode: Errcode.LineStateInvalid });
    }
    expect(await playerCount()).toBe(before);
    // The code was never exchanged: with the right state it still works.
    expect((await post('lineLogin', { state: auth.state, code })).errcode).toBe(0);
  });

  it('accepts a state once, and not after it expired', async () => {
    const { answer, auth } = await lineLogin({ userId: freshUserId(), displayName: 'Once' });
    expect(answer.errcode).toBe(0);
    const again = await authorize(auth, { userId: freshUserId(), displayName: 'Twice' });
    expect(await post('lineLogin', { state: auth.state, code: again.searchParams.get('code') })).toMatchObject({ errcode: Errcode.LineStateInvalid });

    const late = await newAuthorization();
    const back = await authorize(late, { userId: freshUserId(), displayName: 'Late' });
    app.clock.advance(10 * 60 * 1000 + 1);
    expect(await post('lineLogin', { state: late.state, code: back.searchParams.get('code') })).toMatchObject({ errcode: Errcode.LineStateInvalid });
  });

  it('refuses a replayed code with 1062: the provider exchanges a code once', async () => {
    const { answer, code } = await lineLogin({ userId: freshUserId(), displayName: 'Replay' });
    expect(answer.errcode).toBe(0);
    const fresh = await newAuthorization();
    expect(await post('lineLogin', { state: fresh.state, code })).toMatchObject({ errcode: Errcode.LineAuthorizationFailed });
    const unknown = await newAuthorization();
    expect(await post('lineLogin', { state: unknown.state, code: 'no-such-code' })).toMatchObject({ errcode: Errcode.LineAuthorizationFailed });
  });

  it('refuses an ID token from another sign-in (its nonce) with 1063', async () => {
    const mine = await newAuthorization();
    const theirs = await newAuthorization();
    // The provider was sent another sign-in's nonce: its token does not belong to this state.
    const back = await authorize({ state: mine.state, nonce: theirs.nonce }, { userId: freshUserId(), displayName: 'Mallory' });
    const before = await playerCount();
    expect(await post('lineLogin', { state: mine.state, code: back.searchParams.get('code') })).toMatchObject({ errcode: Errcode.LineTokenInvalid });
    expect(await playerCount()).toBe(before);
  });

  it('refuses a banned LINE player with 1047', async () => {
    const user = { userId: freshUserId(), displayName: 'Banned' };
    const first = (await lineLogin(user)).answer;
    await app.db.query("UPDATE players SET status = 'banned' WHERE id = $1", [first.id]);
    expect((await lineLogin(user)).answer).toMatchObject({ errcode: Errcode.AccountBanned });
  });

  it('refuses malformed input, naming the field', async () => {
    const auth = await newAuthorization();
    expect(await post('lineLogin', { state: 'has space', code: 'x' })).toMatchObject({ code: 400, msg: expect.stringMatching(/^state: /) });
    expect(await post('lineLogin', { state: auth.state, code: '' })).toMatchObject({ code: 400, msg: expect.stringMatching(/^code: /) });
    expect(await post('lineLogin', { state: auth.state })).toMatchObject({ code: 400, msg: expect.stringMatching(/^code: /) });
  });

  describe('the sandbox provider', () => {
    it('sends the user back with error=access_denied when they cancel', async () => {
      const auth = await newAuthorization();
      const back = await authorize(auth, { userId: freshUserId(), displayName: 'No' }, 'cancel');
      expect(back.pathname).toBe('/line/callback');
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('state')).toBe(auth.state);
      expect(back.searchParams.get('code')).toBeNull();
    });

    it('answers a request for another client or redirect URI on its own page, never redirecting', async () => {
      const ok = { response_type: 'code', client_id: settings.clientId, redirect_uri: settings.redirectUri, state: 's', scope: LINE_SCOPE };
      for (const bad of [{ client_id: 'other' }, { redirect_uri: 'https://evil.example/cb' }, { response_type: 'token' }, { scope: 'profile' }, { state: '' }]) {
        const res = await fetch(`${base}${settings.authorizeUrl}?${new URLSearchParams({ ...ok, ...bad }).toString()}`, { redirect: 'manual' });
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(await res.text()).toContain('This sign-in request is not valid');
      }
      const posted = await fetch(`${base}${settings.authorizeUrl}`, form({ ...ok, redirect_uri: 'https://evil.example/cb', userId: freshUserId(), displayName: 'x', action: 'allow' }));
      expect(posted.status).toBe(400);
      expect(posted.headers.get('location')).toBeNull();
    });

    it('asks again for a user id or name it cannot take', async () => {
      const auth = await newAuthorization();
      const fields = { client_id: settings.clientId, redirect_uri: settings.redirectUri, state: auth.state, scope: LINE_SCOPE, nonce: auth.nonce, action: 'allow' };
      for (const user of [{ userId: 'U123', displayName: 'x' }, { userId: freshUserId(), displayName: '' }]) {
        const res = await fetch(`${base}${settings.authorizeUrl}`, form({ ...fields, ...user }));
        expect(res.status).toBe(400);
        expect(await res.text()).toContain('data-testid="sandbox-line-error"');
      }
    });

    it('token endpoint: client authentication, grant type, and a code used once', async () => {
      const auth = await newAuthorization();
      const code = (await authorize(auth, { userId: freshUserId(), displayName: 'Token' })).searchParams.get('code') as string;
      const token = (fields: Record<string, string>) => fetch(`${base}/sandbox/line/token`, form({
        grant_type: 'authorization_code', code, redirect_uri: settings.redirectUri, client_id: settings.clientId, client_secret: 'wrong', ...fields,
      }));
      const wrongSecret = await token({});
      expect(wrongSecret.status).toBe(401);
      expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
      const wrongGrant = await token({ grant_type: 'password' });
      expect(wrongGrant.status).toBe(400);
      expect(await wrongGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });
      // The code is still good for the app, once.
      expect((await post('lineLogin', { state: auth.state, code })).errcode).toBe(0);
    });
  });
});

describe('the ID token check', () => {
  const secret = 'channel-secret';
  const now = new Date('2030-01-01T00:00:00Z');
  const iat = now.getTime() / 1000;
  const claims = { iss: 'https://access.line.me', sub: userId(7), aud: '1234567890', exp: iat + 3600, iat, nonce: 'n-1', name: 'Ana' };
  const expectations = { secret, issuer: 'https://access.line.me', audience: '1234567890', nonce: 'n-1', now };
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const sign = (payload: unknown, key = secret, header: unknown = { typ: 'JWT', alg: 'HS256' }) => {
    const head = `${b64(header)}.${b64(payload)}`;
    return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
  };

  it('takes a token LINE would sign', () => {
    expect(verifyIdToken(sign(claims), expectations)).toEqual({
      identity: { issuer: 'https://access.line.me', subject: userId(7), displayName: 'Ana', email: '' },
    });
    expect('identity' in verifyIdToken(sign({ ...claims, aud: ['other', '1234567890'] }), expectations)).toBe(true);
  });

  it.each([
    ['signed with another secret', sign(claims, 'forged')],
    ['alg none', `${b64({ alg: 'none' })}.${b64(claims)}.`],
    ['alg HS512 header', sign(claims, secret, { alg: 'HS512' })],
    ['another issuer', sign({ ...claims, iss: 'https://evil.example' })],
    ['another channel', sign({ ...claims, aud: '999' })],
    ['expired', sign({ ...claims, exp: iat - 61 })],
    ['no expiry', sign({ ...claims, exp: undefined })],
    ['issued in the future', sign({ ...claims, iat: iat + 3600 })],
    ['another nonce', sign({ ...claims, nonce: 'n-2' })],
    ['no nonce', sign({ ...claims, nonce: undefined })],
    ['no subject', sign({ ...claims, sub: '' })],
    ['a payload edited after signing', (() => { const [h, , s] = sign(claims).split('.'); return `${h}.${b64({ ...claims, sub: userId(8) })}.${s}`; })()],
    ['not a JWT', 'abc.def'],
  ])('refuses a token %s', (_label, token) => {
    expect('problem' in verifyIdToken(token, expectations)).toBe(true);
  });
});

describe('LINE login settings', () => {
  it('without a provider: no button, and both calls refused with 1060', async () => {
    const app = await buildTestApp({ line: { login: 'off', channelId: '', channelSecret: null, redirectUri: '/line/callback' } });
    try {
      expect((await call(app, 'appConfig', {})).lineLogin).toBeNull();
      expect(await call(app, 'lineLoginState', {})).toMatchObject({ errcode: Errcode.LineLoginUnavailable });
      expect(await call(app, 'lineLogin', { state: 'a.1.b', code: 'c' })).toMatchObject({ errcode: Errcode.LineLoginUnavailable });
      expect((await app.inject({ method: 'GET', url: '/sandbox/line/authorize' })).statusCode).toBe(404);
      expect(app.logText()).not.toContain('LINE login is the sandbox');
    } finally {
      await app.dispose();
    }
  });

  it('production: auto means none, and an explicit sandbox is refused like the other sandboxes', () => {
    const allowed = parseConfig({ PRODUCTION: 'true', ALLOW_SANDBOX: 'true' });
    expect(allowed.line.login).toBe('auto');
    expect(() => parseConfig({ PRODUCTION: 'true', SMS_PROVIDER: 'sandbox', PAYMENT_PROVIDER: 'off', GAME_SANDBOX: 'false', LINE_LOGIN: 'sandbox' }))
      .toThrow(/sandbox providers: SMS_PROVIDER=sandbox, LINE_LOGIN=sandbox;/);
  });

  it('LINE itself needs a channel id, a secret and an absolute redirect URI', () => {
    let error: unknown;
    try {
      parseConfig({ LINE_LOGIN: 'line' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('LINE_CHANNEL_ID: required');
    expect((error as Error).message).toContain('LINE_CHANNEL_SECRET: required');
    expect((error as Error).message).toContain('LINE_REDIRECT_URI: must be the absolute URL');
    const line = parseConfig({ LINE_LOGIN: 'line', LINE_CHANNEL_ID: '1234567890', LINE_CHANNEL_SECRET: 'abc', LINE_REDIRECT_URI: 'https://casino.example/line/callback' });
    expect(line.line).toEqual({ login: 'line', channelId: '1234567890', channelSecret: 'abc', redirectUri: 'https://casino.example/line/callback' });
  });

  it('with LINE itself, the app is sent to LINE with the channel and redirect URI', async () => {
    const app = await buildTestApp({ line: { login: 'line', channelId: '1234567890', channelSecret: 'abc', redirectUri: 'https://casino.example/line/callback' } });
    try {
      expect((await call(app, 'appConfig', {})).lineLogin).toEqual({
        authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize', clientId: '1234567890', redirectUri: 'https://casino.example/line/callback',
      });
      expect((await app.inject({ method: 'GET', url: '/sandbox/line/authorize' })).statusCode).toBe(404);
    } finally {
      await app.dispose();
    }
  });
});
