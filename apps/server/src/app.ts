import { resourceUrl } from '@casino/contract';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerBodyGuard } from './platform/body-guard.ts';
import { callRouter } from './platform/call-route.ts';
import { systemClock } from './platform/clock.ts';
import type { Clock } from './platform/clock.ts';
import { refuseSandboxesInProduction } from './platform/config.ts';
import type { ServerConfig } from './platform/config.ts';
import { openPglite, openPostgres } from './platform/db.ts';
import type { Db } from './platform/db.ts';
import { registerDocs } from './platform/docs.ts';
import { registerSandboxClock, sandboxClock } from './platform/sandbox-clock.ts';
import { installErrorHandling } from './platform/errors.ts';
import { registerHealth } from './platform/health.ts';
import { loggerOptions } from './platform/logger.ts';
import { applyMigrations, readMigrations } from './platform/migrate.ts';
import { loadPasswordKey } from './platform/password-key.ts';
import { memoryRateLimiter } from './platform/rate-limit.ts';
import type { RateLimiter } from './platform/rate-limit.ts';
import { openRedis } from './platform/redis.ts';
import { redisRateLimiter } from './platform/redis-rate-limit.ts';
import { checkPasswordKeyFingerprint } from './platform/key-fingerprint.ts';
import { localJobClaims, postgresJobClaims } from './platform/job-claims.ts';
import { RequestLogController } from './platform/request-log.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { createSettingsCache } from './platform/settings-cache.ts';
import { registerPlayerApp } from './platform/static-web.ts';
import type { HomeSplashImage } from './platform/static-web.ts';
import { argon2idHasher } from './platform/password-hash.ts';
import type { PasswordHasher } from './platform/password-hash.ts';
import { createEventBus } from './platform/events.ts';
import { createJobRunner } from './platform/jobs.ts';
import type { Job, JobRunner } from './platform/jobs.ts';
import { createModules, orderModules } from './platform/module.ts';
import type { AnyModule, ModuleContext, ModuleFaces } from './platform/module.ts';
import { accountsModule } from './modules/accounts/module.ts';
import { sandboxIdentityModule } from './modules/sandbox-identity/module.ts';
import { auditModule } from './modules/audit/module.ts';
import { configModule } from './modules/config/module.ts';
import { houseModule } from './modules/house/module.ts';
import { kycModule } from './modules/kyc/module.ts';
import { lobbyModule } from './modules/lobby/module.ts';
import { paymentsModule } from './modules/payments/module.ts';
import { playModule } from './modules/play/module.ts';
import { sandboxGamesModule } from './modules/sandbox-games/module.ts';
import { trackingModule } from './modules/tracking/module.ts';
import { walletModule } from './modules/wallet/module.ts';
import { redDotsModule } from './modules/red-dots/module.ts';
import { rewardsModule } from './modules/rewards/module.ts';
import { vipModule } from './modules/vip/module.ts';
import { tasksModule } from './modules/tasks/module.ts';
import { mailModule } from './modules/mail/module.ts';
import { saferPlayModule } from './modules/safer-play/module.ts';
import { operatorsModule } from './modules/operators/module.ts';
import { promotionsModule } from './modules/promotions/module.ts';
import { appDownloadModule } from './modules/app-download/module.ts';
import { pushModule } from './modules/push/module.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, for tests and tooling; closed when the app closes. */
    db: Db;
    /** Every module's background jobs: started after the app is ready, stopped when it closes. */
    jobs: JobRunner;
    /** A module's face, for tests and tooling (modules get theirs through `needs`). */
    face<K extends keyof ModuleFaces>(name: K): ModuleFaces[K];
  }
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
/** Bodies are small JSON documents; anything bigger is refused before parsing. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The server's modules. Each is one folder with a face (index.ts) and a way in (module.ts);
 * adding a module is a folder and a line here. They are created in the order of what they need.
 */
export const MODULES: readonly AnyModule[] = [
  auditModule,
  trackingModule,
  sandboxIdentityModule,
  accountsModule,
  walletModule,
  redDotsModule,
  rewardsModule,
  kycModule,
  paymentsModule,
  sandboxGamesModule,
  playModule,
  houseModule,
  lobbyModule,
  vipModule,
  tasksModule,
  mailModule,
  saferPlayModule,
  promotionsModule,
  configModule,
  operatorsModule,
  appDownloadModule,
  pushModule,
];

export interface AppOptions {
  /** Time source (tests move time forward). */
  clock?: Clock;
  /** Where JSON logs go (tests capture them); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
  /** Rate-limit store; Redis when REDIS_URL is set, otherwise in-process. */
  rateLimiter?: RateLimiter;
  /** An open database to use instead of the configured one; the app closes it. */
  database?: Db;
  /** Password hashing; argon2id by default (tests observe its calls). */
  passwordHasher?: PasswordHasher;
}

export async function openDatabase(config: ServerConfig): Promise<Db> {
  if (config.databaseUrl !== null) return openPostgres(config.databaseUrl, config.databasePoolMax);
  return openPglite(config.dataDir === null ? null : resolve(config.dataDir, 'pglite'));
}

/** Applies migrations and every module's default rows; safe to repeat and to run from several processes. */
export async function prepareDatabase(db: Db): Promise<void> {
  await applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  for (const m of orderModules(MODULES)) await m.seed?.(db);
}

/** The whole server on a migrated database, ready to listen or to inject requests into. */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  // parseConfig refuses this already; a configuration assembled by hand is refused here too.
  try {
    refuseSandboxesInProduction(config);
  } catch (err) {
    await options.database?.close().catch(() => undefined);
    throw err;
  }
  // SANDBOX_CLOCK (never in production): a clock /sandbox/clock moves forward; a test's own clock wins.
  const movable = config.sandboxClock && !options.clock ? sandboxClock(systemClock) : null;
  const clock = options.clock ?? movable ?? systemClock;
  const db = options.database ?? (await openDatabase(config));
  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(db);
    const passwordKey = await loadPasswordKey({ pem: config.passwordPrivateKeyPem, dataDir: config.dataDir });
    // Servers sharing a database must share the key; a key made in memory (tests) is nobody's to share.
    if (db.kind === 'postgres' && (config.passwordPrivateKeyPem !== null || config.dataDir !== null)) await checkPasswordKeyFingerprint(db, passwordKey);

    app = Fastify({
      logger: loggerOptions({ level: config.logLevel, stream: options.logStream }),
      logController: new RequestLogController(),
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: config.trustProxy,
      // Bodies with __proto__/constructor keys are refused by the body guard, naming the key.
      onProtoPoisoning: 'ignore',
      onConstructorPoisoning: 'ignore',
    });
    const server = app;
    server.decorate('db', db);
    server.addHook('onClose', async () => db.close());
    const redis = config.redisUrl === null ? null : await openRedis(config.redisUrl, server.log);
    if (redis) server.addHook('onClose', async () => redis.close());

    await registerSecurityHeaders(server);
    // The lobby exists only once the modules are made (below); the first page asks it then.
    let homeSplashImage: HomeSplashImage = async () => null;
    installErrorHandling(server, (await registerPlayerApp(server, config.webDistDir, () => homeSplashImage())) ?? undefined);
    registerBodyGuard(server);
    registerHealth(server, db);
    registerDocs(server);

    const closeTasks: Array<() => Promise<void>> = [];
    const ctx: ModuleContext = {
      config, db, settingsCache: createSettingsCache(db), clock, log: server.log, events: createEventBus(), passwordKey,
      passwordHasher: options.passwordHasher ?? argon2idHasher,
      rateLimiter: options.rateLimiter
        ?? (redis ? redisRateLimiter(redis.commands, clock, { fallback: memoryRateLimiter(clock), log: server.log }) : memoryRateLimiter(clock)),
      redis,
      onClose: (task) => { closeTasks.push(task); },
    };
    const ordered = orderModules(MODULES);
    const faces = await createModules(ordered, ctx);
    const accounts = faces.get('accounts') as ModuleFaces['accounts'];
    const lobby = faces.get('lobby') as ModuleFaces['lobby'];
    homeSplashImage = async () => {
      const cover = await lobby.homeVideoCover();
      return cover === null ? null : resourceUrl(cover, config.gameResourceUrl);
    };
    server.decorate('face', <K extends keyof ModuleFaces>(name: K) => faces.get(name) as ModuleFaces[K]);
    const router = callRouter(server, accounts.resolveSession);
    const jobs: Job[] = [];
    for (const m of ordered) {
      const face = faces.get(m.name) as never;
      m.subscribe?.(face, (name, handler) => ctx.events.subscribe(name, handler), ctx);
      await m.routes?.(face, { app: server, router, resolveSession: accounts.resolveSession }, ctx);
      jobs.push(...(m.jobs?.(face, ctx) ?? []));
    }
    // Several servers on one PostgreSQL database run each job on one of them at a time.
    const claims = options.database === undefined && config.databaseUrl !== null ? postgresJobClaims(config.databaseUrl, server.log) : localJobClaims();
    const jobRunner = createJobRunner(jobs, server.log, claims);
    server.decorate('jobs', jobRunner);
    // SANDBOX_CLOCK: /sandbox/clock moves the time, /sandbox/jobs runs a job now (decision 075).
    if (movable) registerSandboxClock(server, movable, jobRunner);
    // Jobs stop before the routes close; files and timers the modules hold close after.
    server.addHook('preClose', async () => jobRunner.stop());
    server.addHook('onClose', async () => {
      for (const task of closeTasks.reverse()) await task();
    });

    await server.ready();
    // Jobs marked runAtStart (house rounds a crash left half done, ...) run now, then on their timers.
    jobRunner.start();
    return server;
  } catch (err) {
    if (app) await app.close().catch(() => undefined);
    else await db.close().catch(() => undefined);
    throw err;
  }
}

