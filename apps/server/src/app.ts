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
import { installErrorHandling } from './platform/errors.ts';
import { registerHealth } from './platform/health.ts';
import { loggerOptions } from './platform/logger.ts';
import { applyMigrations, readMigrations } from './platform/migrate.ts';
import { loadPasswordKey } from './platform/password-key.ts';
import { memoryRateLimiter, rateGuard } from './platform/rate-limit.ts';
import type { RateLimiter } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerPlayerApp } from './platform/static-web.ts';
import { argon2idHasher } from './modules/accounts/password-hash.ts';
import type { PasswordHasher } from './modules/accounts/password-hash.ts';
import { createOtps } from './modules/accounts/otp.ts';
import { registerAccountCalls } from './modules/accounts/routes.ts';
import { createAccountService } from './modules/accounts/service.ts';
import { registerSandboxOutbox } from './modules/accounts/sms/routes.ts';
import { createSandboxSms } from './modules/accounts/sms/sandbox.ts';
import { createSessions, sessionPolicy } from './modules/accounts/tokens.ts';
import { registerCatalogCalls } from './modules/catalog/routes.ts';
import { registerMediaRoutes } from './modules/catalog/media-routes.ts';
import { seedCatalog } from './modules/catalog/seed.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { registerConfigCalls } from './modules/config/routes.ts';
import { createAppConfigService } from './modules/config/service.ts';
import { seedSiteSettings } from './modules/config/settings.ts';
import { registerHouseProvider } from './modules/house/routes.ts';
import { HOUSE_PROVIDER_CODE } from './modules/house/wallet-gateway.ts';
import { createGameHousekeeping } from './modules/play/housekeeping.ts';
import type { GameHousekeeping } from './modules/play/housekeeping.ts';
import { openKycStorage } from './modules/kyc/files.ts';
import { registerKyc } from './modules/kyc/routes.ts';
import { createKycService } from './modules/kyc/service.ts';
import { registerPayments } from './modules/payments/routes.ts';
import { createPaymentsService } from './modules/payments/service.ts';
import { sandboxGameName, sandboxProviderSettings } from './modules/sandbox-games/providers.ts';
import { registerSandboxStudio } from './modules/sandbox-games/routes.ts';
import { registerTrackingCalls } from './modules/tracking/routes.ts';
import { recordEvent } from './modules/tracking/store.ts';
import { registerProviderGateway } from './modules/play/gateway-routes.ts';
import { createPlayService } from './modules/play/service.ts';
import { DEFAULT_LEVELS } from './modules/wallet/levels.ts';
import { registerWalletCalls } from './modules/wallet/routes.ts';
import { createWalletService } from './modules/wallet/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database, for tests and tooling; closed when the app closes. */
    db: Db;
    /** Recovery of abandoned house rounds and pruning of game sessions, for tests and tooling. */
    gameHousekeeping: GameHousekeeping;
  }
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
/** Bodies are small JSON documents; anything bigger is refused before parsing. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  /** Time source (tests move time forward). */
  clock?: Clock;
  /** Where JSON logs go (tests capture them); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
  /** Rate-limit store; in-process by default. */
  rateLimiter?: RateLimiter;
  /** An open database to use instead of the configured one; the app closes it. */
  database?: Db;
  /** Login password hashing; argon2id by default (tests observe its calls). */
  passwordHasher?: PasswordHasher;
}

export async function openDatabase(config: ServerConfig): Promise<Db> {
  if (config.databaseUrl !== null) return openPostgres(config.databaseUrl, config.databasePoolMax);
  return openPglite(config.dataDir === null ? null : resolve(config.dataDir, 'pglite'));
}

/** Applies migrations and seeds defaults; safe to repeat and to run from several processes. */
export async function prepareDatabase(db: Db): Promise<void> {
  await applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  await seedSiteSettings(db);
  await seedCatalog(db);
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
  const clock = options.clock ?? systemClock;
  const db = options.database ?? (await openDatabase(config));
  let app: FastifyInstance | undefined;
  try {
    await prepareDatabase(db);
    const passwordKey = await loadPasswordKey({ pem: config.passwordPrivateKeyPem, dataDir: config.dataDir });

    app = Fastify({
      logger: loggerOptions({ level: config.logLevel, stream: options.logStream }),
      bodyLimit: BODY_LIMIT_BYTES,
      trustProxy: config.trustProxy,
      // Bodies with __proto__/constructor keys are refused by the body guard, naming the key.
      onProtoPoisoning: 'ignore',
      onConstructorPoisoning: 'ignore',
    });
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());

    await registerSecurityHeaders(app);
    installErrorHandling(app, (await registerPlayerApp(app, config.webDistDir)) ?? undefined);
    registerBodyGuard(app);
    registerHealth(app, db);
    registerDocs(app);

    // SMS_PROVIDER: the sandbox is the only provider so far; a real one plugs in as an SmsProvider.
    const sms = createSandboxSms({ db, clock, log: app.log, countryCode: config.site.countryCode });
    registerSandboxOutbox(app, sms);
    app.log.warn('SMS provider is the sandbox: no message is delivered, and GET /sandbox/sms/latest shows every code to anyone');

    const wallet = createWalletService({ db, clock, decryptPassword: (cipher) => passwordKey.decrypt(cipher) });
    const sessions = createSessions({ db, clock, policy: sessionPolicy(config.sessionIdleDays, config.sessionMaxDays) });
    const accounts = createAccountService({
      db, clock, site: config.site, passwordKey, hasher: options.passwordHasher ?? argon2idHasher, sessions, sms, recordEvent,
      otps: createOtps({ clock, secret: passwordKey.deriveSecret('otp') }),
      limits: rateGuard(options.rateLimiter ?? memoryRateLimiter(clock), config.rateLimitScale),
      onPlayerCreated: async (tx, playerId) => { await wallet.creditSignUpBonus(tx, playerId, config.userRegisterCoin); },
    });
    const sandboxGameProviders = config.gameSandbox
      ? await sandboxProviderSettings(db, config.gameProviders, passwordKey.deriveSecret('provider:sandbox').toString('hex'))
      : [];
    if (sandboxGameProviders.length > 0) {
      app.log.warn({ platforms: sandboxGameProviders.map((p) => p.code) }, 'Game platforms without a provider are played by the sandbox game studio (GAME_SANDBOX)');
    }
    const play = createPlayService({
      db, clock, wallet, providers: [...config.gameProviders, ...sandboxGameProviders], houseSecret: passwordKey.deriveSecret('provider:house'),
      sessionMinutes: config.gameSessionMinutes, currency: config.gameCurrency,
    });
    const catalog = createCatalogService({ db, clock, launcher: play.launcher });
    const payments = createPaymentsService({
      db, clock, log: app.log, wallet, settings: config.payments, merchantName: config.site.appName,
      derivedSecret: () => passwordKey.deriveSecret('payment:sandbox').toString('hex'),
    });
    const kycStorage = openKycStorage({ dir: config.kyc.dir, dataDir: config.dataDir });
    app.addHook('onClose', async () => kycStorage.dispose());
    const kyc = createKycService({ db, clock, storage: kycStorage, maxFileBytes: config.kyc.maxFileBytes });
    const appConfig = createAppConfigService({
      db, site: config.site, userRegisterCoin: config.userRegisterCoin, gameResourceUrl: config.gameResourceUrl,
      h5: config.h5, passwordPublicKey: passwordKey.publicKeySpki,
      games: { current: catalog.catalog }, lobbyContent: catalog.lobbyContent, userLevels: DEFAULT_LEVELS,
      rechargeTypes: payments.rechargeTypes,
    });

    const router = callRouter(app, accounts.resolveSession);
    registerConfigCalls(router, appConfig);
    registerAccountCalls(router, { accounts, appConfig });
    registerTrackingCalls(router, { db, clock, onGameHeartbeat: play.keepAlive });
    registerWalletCalls(router, { wallet });
    registerCatalogCalls(router, { catalog });
    registerMediaRoutes(app, db);
    registerPayments(app, router, payments, config.site.appName);
    registerKyc(app, router, { kyc, resolveSession: accounts.resolveSession });
    registerProviderGateway(app, { registry: play.registry, gateway: play.gateway });
    registerSandboxStudio(app, {
      providers: sandboxGameProviders.map(({ code, secret }) => ({ code, secret })),
      gameName: (platformCode, gameCode) => sandboxGameName(db, platformCode, gameCode),
    });
    // Our own games: a provider like any other, moving coins only through the gateway.
    const house = registerHouseProvider(router, {
      db, clock, wallet: play.gateway, log: app.log,
      openSettlementSession: (round) => play.openSettlementSession(HOUSE_PROVIDER_CODE, round),
    });
    const gameHousekeeping = createGameHousekeeping({
      intervalSeconds: config.gameHousekeepingIntervalSeconds, log: app.log,
      tasks: {
        recoverRounds: () => house.recoverAbandonedRounds(),
        pruneSessions: (limit) => play.pruneSessions(config.gameSessionRetentionDays, limit),
      },
    });
    app.decorate('gameHousekeeping', gameHousekeeping);
    app.addHook('preClose', async () => gameHousekeeping.stop());

    await app.ready();
    // Rounds a crash left half done are finished at start, not when their player comes back.
    void gameHousekeeping.runOnce();
    return app;
  } catch (err) {
    if (app) await app.close().catch(() => undefined);
    else await db.close().catch(() => undefined);
    throw err;
  }
}
