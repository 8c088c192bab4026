import { constants, createHash, createPublicKey, generateKeyPairSync, publicEncrypt, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { calls, wirePath } from '@casino/contract';
import type { CallName, CallResponse, Enrichment, Envelope, UserInfo } from '@casino/contract';
import { buildApp, MIGRATIONS_DIR, prepareDatabase } from '../src/app.ts';
import type { AppOptions } from '../src/app.ts';
import { openPglite } from '../src/platform/db.ts';
import type { Db } from '../src/platform/db.ts';
import { readMigrations } from '../src/platform/migrate.ts';
import { manualClock } from '../src/platform/clock.ts';
import type { ManualClock } from '../src/platform/clock.ts';
import { parseConfig } from '../src/platform/config.ts';
import type { ServerConfig } from '../src/platform/config.ts';
import type { SiteConfig } from '@casino/contract';

export const ENRICHMENT: Enrichment = { clientReferrer: 'ph', channel: 'WEB', appId: 'demo-web', platform: 0 };

export type ConfigOverrides = Partial<Omit<ServerConfig, 'site'>> & { site?: Partial<SiteConfig> };

export interface TestApp extends FastifyInstance {
  clock: ManualClock;
  /** Everything logged so far, as JSON lines. */
  logText(): string;
  /** Closes the app and drops its throw-away database. */
  dispose(): Promise<void>;
}

// One RSA key per test process: generating one per app would only slow the suite.
let sharedKeyPem: string | undefined;
const testKeyPem = () =>
  (sharedKeyPem ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());

export const onPostgres = () => process.env.TEST_DB === 'postgres';

const SERVER_SOURCES_DIR = fileURLToPath(new URL('../src', import.meta.url));

/** The server's sources (not its tests): seeds live beside the code they seed, in many modules. */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return serverSources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
}

/**
 * A migrated, seeded PGlite database as a tarball, kept on disk between test files: starting
 * from it takes a fraction of a second, where a fresh PGlite takes several. Keyed by the
 * migrations and the server's sources (a seed changed in code must not be served from an old
 * tarball: seeds never overwrite rows that exist), so either change makes a new one.
 */
async function pgliteTemplate(): Promise<Blob> {
  const key = createHash('sha256');
  for (const m of readMigrations(MIGRATIONS_DIR)) key.update(m.id).update(m.sql);
  for (const file of serverSources(SERVER_SOURCES_DIR)) key.update(file).update(readFileSync(file));
  const file = join(tmpdir(), `casino-server-test-db-${key.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await openPglite(null);
  try {
    await prepareDatabase(db);
    const snapshot = await db.snapshot();
    // Written under a unique name then renamed, so parallel test files never read half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    renameSync(partial, file);
    return snapshot;
  } finally {
    await db.close();
  }
}

async function freshPglite(): Promise<Db> {
  return openPglite(null, { from: await pgliteTemplate() });
}

/** The real app on a fresh database: in-memory PGlite, or a new database on DATABASE_URL's server. */
export async function buildTestApp(overrides: ConfigOverrides = {}, options: Pick<AppOptions, 'passwordHasher'> = {}): Promise<TestApp> {
  const scratch = onPostgres() ? await createScratchDatabase() : null;
  const base = parseConfig({});
  const config: ServerConfig = {
    ...base,
    dataDir: null,
    webDistDir: null,
    databaseUrl: scratch?.url ?? null,
    passwordPrivateKeyPem: testKeyPem(),
    // Tests register many players from one address; the rate-limit tests turn limits back on.
    rateLimitScale: 0,
    // Suites that look at balances choose their own sign-up credit.
    userRegisterCoin: 0,
    // Likewise the welcome mail's coins: the mail suites choose their own.
    mailWelcomeCoin: 0,
    ...overrides,
    site: { ...base.site, ...overrides.site },
  };
  const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { ...options, clock, logStream, ...(scratch ? {} : { database: await freshPglite() }) });
  } catch (err) {
    await scratch?.drop();
    throw err;
  }
  return Object.assign(app, {
    clock,
    logText: () => chunks.join(''),
    dispose: async () => {
      await app.close();
      await scratch?.drop();
    },
  });
}

export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `server_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export type CallReply<N extends CallName> = Envelope & Partial<CallResponse<N>>;

export interface CallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  /** Leave out the enrichment fields. */
  bare?: boolean;
}

/** POSTs a call the way the web client does (enrichment added), returning the parsed body. */
export async function call<N extends CallName>(app: FastifyInstance, name: N, body: unknown, tokenOrOptions?: string | CallOptions): Promise<CallReply<N>> {
  const res = await callRaw(app, name, body, tokenOrOptions);
  if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
  return res.json() as CallReply<N>;
}

export async function callRaw(app: FastifyInstance, name: CallName, body: unknown, tokenOrOptions?: string | CallOptions) {
  const options: CallOptions = typeof tokenOrOptions === 'string' ? { token: tokenOrOptions } : (tokenOrOptions ?? {});
  const payload = options.bare || typeof body !== 'object' || body === null || Array.isArray(body) ? body : { ...ENRICHMENT, ...body };
  const inject: InjectOptions = {
    method: 'POST',
    url: wirePath(calls[name]),
    headers: {
      'content-type': 'application/json',
      // Each registration a device of its own (§6 one account per player links accounts sharing one);
      // a logged-in call the device of its token. Tests of device rules send the header themselves.
      'x-device-id': options.token ? `test-device-${createHash('sha256').update(options.token).digest('hex').slice(0, 16)}` : `test-device-${randomBytes(8).toString('hex')}`,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    payload: JSON.stringify(payload),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  };
  return app.inject(inject);
}

const publicKeys = new WeakMap<FastifyInstance, string>();

/** What the web client sends as a password: RSA-OAEP SHA-256 with the app's public key, base64. */
export async function encryptPassword(app: FastifyInstance, plain: string): Promise<string> {
  let spki = publicKeys.get(app);
  if (!spki) {
    const config = await call(app, 'appConfig', {});
    spki = config.passwordPublicKey as string;
    publicKeys.set(app, spki);
  }
  const key = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain, 'utf8')).toString('base64');
}

/** A username no other test uses: the prefix plus random hex, 16 characters at most. */
export const uniqueName = (prefix = 'p'): string => `${prefix}${randomBytes(8).toString('hex')}`.slice(0, 16);
/** A fresh valid Philippine mobile number (10 digits, starting with 9). */
export const uniquePhone = (): string => `9${String(randomBytes(5).readUIntBE(0, 5) % 1_000_000_000).padStart(9, '0')}`;
export const strongPassword = (): string => `Tq7-${randomBytes(6).toString('base64url')}`;

export interface RegisteredPlayer {
  token: string;
  user: UserInfo;
  account: string;
  password: string;
}

/** Registers a player by username (the default registerType) and returns its login. */
export async function registerPlayer(app: FastifyInstance, account = uniqueName(), password = strongPassword()): Promise<RegisteredPlayer> {
  const res = await call(app, 'accountRegist', { declaration: true, account, password: await encryptPassword(app, password), type: 0 });
  if (res.code !== 200 || res.errcode !== 0) throw new Error(`registration failed: ${JSON.stringify(res)}`);
  const { code: _c, errcode: _e, msg: _m, retryAfter: _r, token, ...user } = res as Envelope & UserInfo & { token: string };
  return { token, user: user as UserInfo, account, password };
}

/** The id of the player's latest login session (what startGame ties a game session to). */
export async function latestLoginSessionId(app: FastifyInstance, playerId: number): Promise<number> {
  const { rows } = await app.db.query<{ id: number }>('SELECT id FROM sessions WHERE player_id = $1 ORDER BY id DESC LIMIT 1', [playerId]);
  if (!rows[0]) throw new Error(`player ${playerId} has no login session`);
  return Number(rows[0].id);
}

/** The code of the last sandbox SMS to a number. */
export async function lastSmsCode(app: FastifyInstance, mobile: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/sandbox/sms/latest?mobile=${mobile}` });
  if (res.statusCode !== 200) throw new Error(`no sms for ${mobile}: ${res.body}`);
  return (res.json() as { code: string }).code;
}

const COUNTED_TABLES = ['players', 'sessions', 'otps', 'sms_messages', 'events', 'presence'] as const;

/** Row counts of the tables a call could write, to prove a refused call wrote nothing. */
export async function countRows(app: FastifyInstance): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${table}`);
    out[table] = rows[0]?.n ?? -1;
  }
  return out;
}
