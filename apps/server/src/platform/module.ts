import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SessionResolver } from './auth.ts';
import type { CallRouter } from './call-route.ts';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db.ts';
import type { EventBus, EventHandler, EventName } from './events.ts';
import type { Job } from './jobs.ts';
import type { PasswordHasher } from './password-hash.ts';
import type { PasswordKey } from './password-key.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RedisConnections } from './redis.ts';
import type { SettingsCache } from './settings-cache.ts';

/**
 * The faces of the modules by name: what a module's `index.ts` offers the others. Each module
 * adds its own in its `module.ts`:
 *
 *   declare module '../../platform/module.ts' { interface ModuleFaces { wallet: WalletFace } }
 *
 * so `needs: ['wallet']` hands `create` a typed `wallet`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleFaces {}
export type ModuleName = keyof ModuleFaces;

/** What every module may use: configuration, the database, time, logs, events, keys. */
export interface ModuleContext {
  config: ServerConfig;
  db: Db;
  /** Reads of the operator-edited settings tables with `db`, kept per settings revision: one per app. */
  settingsCache: SettingsCache;
  clock: Clock;
  log: FastifyBaseLogger;
  events: EventBus;
  /** Decrypts passwords and derives stable secrets (OTP keys, provider and payment secrets). */
  passwordKey: PasswordKey;
  /** Hashes and checks passwords (argon2id; tests may observe it). */
  passwordHasher: PasswordHasher;
  rateLimiter: RateLimiter;
  /** The deployment's Redis (REDIS_URL), shared by every server; null with one server. Closed by the app. */
  redis: RedisConnections | null;
  /** Runs when the app closes, after the routes stop and the jobs end (files, timers). */
  onClose(task: () => Promise<void>): void;
}

/** Where a module's routes go: its calls through the router, anything else (gateways, pages) on the app. */
export interface HttpContext {
  app: FastifyInstance;
  router: CallRouter;
  /** Who a token belongs to, for the few routes outside the call router that need a login (uploads). */
  resolveSession: SessionResolver;
}

/** Subscribes a module to an event, named for the event list. */
export type Subscribe = <K extends EventName>(name: K, handler: EventHandler<K>) => void;

/**
 * One module: its name, the modules it needs, how it is created, and what it adds to the
 * server (routes, background jobs, event subscriptions). `buildApp` is a list of these.
 */
export interface ModuleDefinition<N extends ModuleName = ModuleName, D extends ModuleName = ModuleName> {
  name: N;
  needs: readonly D[];
  /** Default rows the module needs, written at every start before anything is created (idempotent). */
  seed?(db: Db): Promise<void>;
  create(ctx: ModuleContext, needs: Pick<ModuleFaces, D>): ModuleFaces[N] | Promise<ModuleFaces[N]>;
  routes?(face: ModuleFaces[N], http: HttpContext, ctx: ModuleContext): void | Promise<void>;
  jobs?(face: ModuleFaces[N], ctx: ModuleContext): Job[];
  subscribe?(face: ModuleFaces[N], on: Subscribe, ctx: ModuleContext): void;
}

/** Types a module definition (the names in `needs` must be modules that exist). */
export const defineModule = <N extends ModuleName, D extends ModuleName = never>(def: ModuleDefinition<N, D>): ModuleDefinition<N, D> => def;

/** Any module definition, as buildApp's list holds them (methods are compared loosely, so every definition fits). */
export interface AnyModule {
  name: string;
  needs: readonly string[];
  seed?(db: Db): Promise<void>;
  create(ctx: ModuleContext, needs: never): unknown;
  routes?(face: never, http: HttpContext, ctx: ModuleContext): void | Promise<void>;
  jobs?(face: never, ctx: ModuleContext): Job[];
  subscribe?(face: never, on: Subscribe, ctx: ModuleContext): void;
}

/** The modules in an order where each comes after what it needs; throws on a missing or circular need. */
export function orderModules(modules: readonly AnyModule[]): AnyModule[] {
  const byName = new Map<string, AnyModule>(modules.map((m) => [m.name, m]));
  const ordered: AnyModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: AnyModule, path: string[]) => {
    const name = m.name;
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`modules need each other in a circle: ${[...path, name].join(' -> ')}`);
    state.set(name, 'visiting');
    for (const need of m.needs) {
      const dep = byName.get(need);
      if (!dep) throw new Error(`module ${name} needs ${need}, which is not in the list`);
      visit(dep, [...path, name]);
    }
    state.set(name, 'done');
    ordered.push(m);
  };
  for (const m of modules) visit(m, []);
  return ordered;
}

/** Creates every module in order of needs; answers their faces by name. */
export async function createModules(modules: readonly AnyModule[], ctx: ModuleContext): Promise<Map<string, unknown>> {
  const faces = new Map<string, unknown>();
  for (const m of orderModules(modules)) {
    const needs = Object.fromEntries(m.needs.map((n) => [n, faces.get(n)]));
    faces.set(m.name, await m.create(ctx, needs as never));
  }
  return faces;
}
