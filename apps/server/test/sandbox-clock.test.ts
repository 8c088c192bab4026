import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityErrcode, HouseGame } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { DAY_MS } from '../src/platform/clock.ts';
import { ConfigError, parseConfig } from '../src/platform/config.ts';
import { openPglite } from '../src/platform/db.ts';
import { buildTestApp, call, createScratchDatabase, onPostgres, registerPlayer } from './helper.ts';

/**
 * The sandbox clock (SANDBOX_CLOCK, decision 075): off by default, refused in production like
 * every sandbox (decision 053); when on, POST /sandbox/clock moves the whole server's time
 * forward (the modules' clock), never back, and bad input changes nothing; POST
 * /sandbox/jobs/{name} runs a background job now (a day of VIP rebate settled past midnight).
 */

const PH_OFFSET_MS = 8 * 3_600_000;
/** Sign-up coins (hundredths): 10,000.00, enough for the rebate's bets. */
const START_COINS = 1_000_000;

/** The first moment of the Philippine day after `now` (UTC+8, no daylight saving). */
const nextManilaMidnight = (now: number): number => now + PH_OFFSET_MS - ((now + PH_OFFSET_MS) % DAY_MS) + DAY_MS - PH_OFFSET_MS;

describe('the sandbox clock switched on', () => {
  let app: FastifyInstance;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const scratch = onPostgres() ? await createScratchDatabase() : null;
    drop = scratch?.drop;
    const config = { ...parseConfig({ SANDBOX_CLOCK: 'true' }), dataDir: null, webDistDir: null, databaseUrl: scratch?.url ?? null, rateLimitScale: 0, userRegisterCoin: START_COINS, mailWelcomeCoin: 0 };
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

  const runJob = async (name: string) => {
    const res = await app.inject({ method: 'POST', url: `/sandbox/jobs/${encodeURIComponent(name)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { name: string; outcome: string };
  };

  it('runs a background job now: a day of VIP rebate is settled as soon as the moved clock has passed Manila midnight', async () => {
    // Bets a few minutes before midnight would straddle two days: start the day afresh then.
    const start = (await clock()).now;
    if (nextManilaMidnight(start) - start < 30 * 60_000) expect((await advance({ advanceMs: nextManilaMidnight(start) + 60_000 - start })).statusCode).toBe(200);
    const player = await registerPlayer(app);
    const started = await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, player.token);
    const session = new URL(started.launchUrl!, 'http://casino.test').searchParams.get('session');
    // 1,000.00 of Lucky Tiger spins: VIP 1 (the seeded rebate pays it 0.20%).
    for (let i = 0; i < 10; i++) {
      expect(await call(app, 'housePlay', { session, requestId: `clock-${randomBytes(8).toString('hex')}`, bet: 10_000, choice: { kind: 'spin' } })).toMatchObject({ errcode: 0 });
    }
    const rebate = () => call(app, 'vipRebateState', {}, player.token);
    // The feed reads a transfer once no older transaction is open: run the jobs until they have.
    await expect.poll(async () => {
      expect(await runJob('promotions.vip-rebate.count')).toEqual({ name: 'promotions.vip-rebate.count', outcome: 'ran' });
      return (await rebate()).today!.validBets;
    }, { timeout: 15_000 }).toBe(100_000);
    await expect.poll(async () => {
      expect((await runJob('vip.experience')).outcome).toBe('ran');
      return (await call(app, 'refreshData', {}, player.token)).vip;
    }, { timeout: 15_000 }).toBe(1);

    // Before midnight nothing settles; 11 minutes past it (the settlement waits 10) the day does, at once.
    expect((await runJob('promotions.vip-rebate.settle')).outcome).toBe('ran');
    expect((await rebate()).today).toMatchObject({ validBets: 100_000, status: 'pending', amount: 0 });
    const now = (await clock()).now;
    expect((await advance({ advanceMs: nextManilaMidnight(now) + 11 * 60_000 - now })).statusCode).toBe(200);
    expect(await runJob('promotions.vip-rebate.settle')).toEqual({ name: 'promotions.vip-rebate.settle', outcome: 'ran' });
    expect((await rebate()).yesterday).toMatchObject({ validBets: 100_000, vipLevel: 1, basisPoints: 20, amount: 200, status: 'waiting' });
  });

  it('answers 404 naming a job that does not exist', async () => {
    const res = await app.inject({ method: 'POST', url: '/sandbox/jobs/promotions.no-such-job' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: 'no background job named promotions.no-such-job' });
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
      expect((await app.inject({ method: 'POST', url: '/sandbox/jobs/vip.experience' })).statusCode).toBe(404);
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
