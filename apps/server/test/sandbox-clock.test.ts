import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityErrcode } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { DAY_MS } from '../src/platform/clock.ts';
import { ConfigError, parseConfig } from '../src/platform/config.ts';
import { openPglite } from '../src/platform/db.ts';
import { buildTestApp, call, createScratchDatabase, onPostgres, registerPlayer } from './helper.ts';

/**
 * The sandbox clock (SANDBOX_CLOCK, decision 075): off by default, refused in production like
 * every sandbox (decision 053); when on, POST /sandbox/clock moves the whole server's time
 * forward (the modules' clock), never back, and bad input changes nothing.
 */

describe('the sandbox clock switched on', () => {
  let app: FastifyInstance;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const scratch = onPostgres() ? await createScratchDatabase() : null;
    drop = scratch?.drop;
    const config = { ...parseConfig({ SANDBOX_CLOCK: 'true' }), dataDir: null, webDistDir: null, databaseUrl: scratch?.url ?? null, rateLimitScale: 0, userRegisterCoin: 0, mailWelcomeCoin: 0 };
    app = await buildApp(config, {
      ...(scratch ? {} : { database: await openPglite(null) }),
      logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const clock = async () => (await app.inject({ method: 'GET', url: '/sandbox/clock' })).json() as { now: number; offsetMs: number };
  const advance = (body: unknown) => app.inject({ method: 'POST', url: '/sandbox/clock', payload: body as object });

  it('moves the server forward: the seeded daily calendar opens again a day later', async () => {
    const before = await clock();
    expect(before.offsetMs).toBe(0);
    expect(Math.abs(before.now - Date.now())).toBeLessThan(60_000);
    const player = await registerPlayer(app);
    expect(await call(app, 'loginBonus3UserReceive', {}, player.token)).toMatchObject({ errcode: 0, user: { today: 1 } });
    expect(await call(app, 'loginBonus3UserReceive', {}, player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });

    const moved = await advance({ advanceMs: DAY_MS });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ offsetMs: DAY_MS });
    expect((await clock()).now - Date.now()).toBeGreaterThan(DAY_MS - 60_000);
    expect(await call(app, 'loginBonus3UserReceive', {}, player.token)).toMatchObject({ errcode: 0, user: { today: 2 } });
  });

  it('refuses a move backwards or a bad body with 400 naming the field, and keeps its time', async () => {
    const { offsetMs } = await clock();
    for (const body of [{ advanceMs: -1 }, { advanceMs: 1.5 }, { advanceMs: 400 * DAY_MS }, {}, { advanceMs: 1, back: true }]) {
      const res = await advance(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toMatch(/^(advanceMs|body): /);
    }
    expect((await clock()).offsetMs).toBe(offsetMs);
  });
});

describe('the sandbox clock switched off', () => {
  it('is not there by default', async () => {
    const app = await buildTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/sandbox/clock' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/sandbox/clock', payload: { advanceMs: DAY_MS } })).statusCode).toBe(404);
    } finally {
      await app.dispose();
    }
  });

  it('is refused in production unless ALLOW_SANDBOX is set, naming it', () => {
    expect(() => parseConfig({ PRODUCTION: 'true', SANDBOX_CLOCK: 'true' })).toThrow(ConfigError);
    expect(() => parseConfig({ PRODUCTION: 'true', SANDBOX_CLOCK: 'true' })).toThrow(/SANDBOX_CLOCK=true/);
    expect(() => parseConfig({ PRODUCTION: 'true' })).not.toThrow(/SANDBOX_CLOCK/);
    expect(parseConfig({ PRODUCTION: 'true', SANDBOX_CLOCK: 'true', ALLOW_SANDBOX: 'true' }).sandboxClock).toBe(true);
  });
});
