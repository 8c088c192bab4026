import { generateKeyPairSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Errcode, OtpPurpose } from '@casino/contract';
import { start as startRedisServer } from '../../../scripts/redis-server.ts';
import type { RedisServer } from '../../../scripts/redis-server.ts';
import { buildApp } from '../src/app.ts';
import { manualClock } from '../src/platform/clock.ts';
import { parseConfig } from '../src/platform/config.ts';
import type { ServerConfig } from '../src/platform/config.ts';
import { EXPERIENCE_CONSUMER } from '../src/modules/vip/experience.ts';
import { call, createScratchDatabase, encryptPassword, onPostgres, registerPlayer, uniqueName, uniquePhone } from './helper.ts';
import type { TestApp } from './helper.ts';
import { createOperator, opCall, signIn } from './operators-helper.ts';

/**
 * Two server apps on one PostgreSQL database and one Redis (a redis-server of its own, from
 * scripts/redis-server.ts), as a load balancer would spread one client over them: what one
 * counts, the other sees (docs/decisions/077-several-servers.md).
 */

const pemOf = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const START = new Date('2030-01-01T00:00:00Z');

async function waitFor(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A server app as main.ts builds one, on the shared database and Redis, with a clock of its own. */
async function startServer(shared: Pick<ServerConfig, 'databaseUrl' | 'redisUrl' | 'passwordPrivateKeyPem'>): Promise<TestApp> {
  const base = parseConfig({});
  const config: ServerConfig = {
    ...base, ...shared, dataDir: null, webDistDir: null, adminDistDir: null, rateLimitScale: 1, userRegisterCoin: 0, mailWelcomeCoin: 0,
  };
  const chunks: string[] = [];
  const logStream = new Writable({ write(chunk: Buffer, _enc, done) { chunks.push(chunk.toString()); done(); } });
  const clock = manualClock(START);
  const app = await buildApp(config, { clock, logStream });
  return Object.assign(app, { clock, logText: () => chunks.join(''), dispose: () => app.close() });
}

// PGlite serves a single process: several servers exist only on PostgreSQL (TEST_DB=postgres).
describe.skipIf(!onPostgres())('two servers on one PostgreSQL database and one Redis', () => {
  let redis: RedisServer;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let shared: Pick<ServerConfig, 'databaseUrl' | 'redisUrl' | 'passwordPrivateKeyPem'>;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await startRedisServer();
    scratch = await createScratchDatabase();
    shared = { databaseUrl: scratch.url, redisUrl: redis.url, passwordPrivateKeyPem: pemOf() };
    // One after the other, as a rolling start would; both migrate and seed the same database.
    a = await startServer(shared);
    b = await startServer(shared);
  });
  afterAll(async () => {
    await a?.dispose();
    await b?.dispose();
    await scratch?.drop();
    await redis?.stop();
  });

  const advanceBoth = (ms: number) => {
    a.clock.advance(ms);
    b.clock.advance(ms);
  };

  it('counts login attempts per account on both: the eleventh in a minute is refused on either', async () => {
    const account = uniqueName('Spread');
    const password = await encryptPassword(a, 'Not-the-password-1');
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? a : b;
      expect((await call(server, 'accountLogin', { account, password }, { ip: `198.51.100.${i + 1}` })).errcode).toBe(Errcode.AccountNotFound);
    }
    for (const server of [a, b]) {
      const refused = await call(server, 'accountLogin', { account, password }, { ip: '198.51.100.200' });
      expect(refused).toMatchObject({ code: 429, errcode: 429 });
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it('locks an account after five wrong passwords in a row, whichever server saw them', async () => {
    const player = await registerPlayer(a);
    const wrong = await encryptPassword(a, 'Wrong-password-9');
    for (const server of [a, b, a, b]) {
      expect((await call(server, 'accountLogin', { account: player.account, password: wrong }, { ip: '203.0.113.50' })).errcode).toBe(Errcode.WrongPassword);
    }
    expect((await call(b, 'accountLogin', { account: player.account, password: wrong }, { ip: '203.0.113.50' })).errcode).toBe(Errcode.AccountLocked);
    const right = await encryptPassword(a, player.password);
    expect((await call(a, 'accountLogin', { account: player.account, password: right }, { ip: '203.0.113.50' })).errcode).toBe(Errcode.AccountLocked);
  });

  it('keeps the 60 s OTP resend window of a number on both servers', async () => {
    const mobile = uniquePhone();
    expect(await call(a, 'smsSend', { mobile, type: OtpPurpose.BindPhone }, { ip: '192.0.2.70' })).toMatchObject({ errcode: 0, resendAfter: 60 });
    const again = await call(b, 'smsSend', { mobile, type: OtpPurpose.BindPhone }, { ip: '192.0.2.71' });
    expect(again).toMatchObject({ code: 429, errcode: 429 });
    expect(again.retryAfter).toBe(60);
    advanceBoth(60_000);
    expect(await call(b, 'smsSend', { mobile, type: OtpPurpose.BindPhone }, { ip: '192.0.2.71' })).toMatchObject({ errcode: 0, resendAfter: 60 });
  });

  it('runs a background job asked of both at once on one of them', async () => {
    // Earlier runs (at start, on the timers) settle first.
    await a.jobs.runOnce(EXPERIENCE_CONSUMER);
    await b.jobs.runOnce(EXPERIENCE_CONSUMER);
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    try {
      // The feed's cursors held here (a table lock takes no transaction id, so other feeds on the
      // server are not held back): a run that starts waits on it until the commit.
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE wallet_feed_cursors IN EXCLUSIVE MODE');
      const settled: string[] = [];
      const runs = [a, b].map((server) => server.jobs.runOnce(EXPERIENCE_CONSUMER).then((outcome) => { settled.push(outcome); return outcome; }));
      // The server that claimed the job waits on the lock; the other answers at once.
      await waitFor(async () => settled.length === 1, 'one of the two to skip the run');
      expect(settled).toEqual(['skipped']);
      await holder.query('COMMIT');
      expect((await Promise.all(runs)).sort()).toEqual(['ran', 'skipped']);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
  });

  it('shows an operator change made through one server on the other at once', async () => {
    const admin = await createOperator(a, 'admin');
    const cookie = await signIn(a, admin);
    // b has the settings in memory before the change (platform/settings-cache.ts).
    expect(await call(b, 'appConfig', {})).toMatchObject({ errcode: 0 });
    expect(await opCall(a, 'siteSettingsUpdate', { supportEmail: 'help@several.example' }, cookie)).toMatchObject({ errcode: 0 });
    const seen = await call(b, 'appConfig', {}) as { site: { supportEmail: string } };
    expect(seen.site.supportEmail).toBe('help@several.example');
    // The console session is a row too: the other server knows it.
    expect(await opCall(b, 'siteSettingsGet', {}, cookie)).toMatchObject({ errcode: 0, settings: { supportEmail: 'help@several.example' } });
  });

  it('refuses to start a server whose password key differs from the one the database first saw', async () => {
    await expect(startServer({ ...shared, passwordPrivateKeyPem: pemOf() })).rejects.toThrow(
      /PASSWORD_PRIVATE_KEY: this server's password key \(fingerprint [0-9a-f]{16}\) is not the key this database was first used with/,
    );
  });
});
