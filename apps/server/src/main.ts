import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import type { ServerConfig } from './platform/config.ts';
import { DataDirInUseError, lockDataDir } from './platform/data-dir-lock.ts';
import type { DataDirLock } from './platform/data-dir-lock.ts';

/** In-flight requests get this long to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Before the app's logger exists, failures are still written as one JSON line. */
function fatal(msg: string, err?: unknown): never {
  const line = { level: 60, time: Date.now(), pid: process.pid, msg, ...(err instanceof Error && !(err instanceof ConfigError) && !(err instanceof DataDirInUseError) ? { err: { message: err.message, stack: err.stack } } : {}) };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
}

async function start(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    fatal(err instanceof Error ? err.message : String(err), err);
  }

  let lock: DataDirLock | null = null;
  // PGlite is a single-process database: one server per data directory.
  if (config.databaseUrl === null && config.dataDir !== null) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (err) {
      fatal(err instanceof Error ? err.message : String(err), err);
    }
  }

  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (err) {
    lock?.release();
    fatal('server failed to start', err);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      lock?.release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => {
        lock?.release();
        app.log.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        lock?.release();
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await app.close().catch(() => undefined);
    lock?.release();
    process.exit(1);
  }
}

await start();
