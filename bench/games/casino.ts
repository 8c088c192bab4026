/**
 * The casino server as the benchmarks run it: the production entry (apps/server/src/main.ts) in
 * a process of its own on a fresh database of the benchmark's PostgreSQL server, with one
 * external provider ("bench") serving the Nova Play platform, and a connection of the
 * benchmark's own for seeding players and checking the books.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '@casino/server/src/platform/db.ts';
import type { Db } from '@casino/server/src/platform/db.ts';
import { admin, databaseUrl } from '../support/postgres.ts';
import { startServerProcess } from '../support/server-process.ts';

const MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

export const BENCH_PROVIDER = 'bench';
/** The seeded Nova Play game the bench provider serves. */
export const BENCH_GAME_ID = 201;

export interface Casino {
  url: string;
  /** The server's process. */
  pid: number;
  /** The benchmark's own connection to the casino's database. */
  db: Db;
  providerSecret: string;
  stop(): Promise<void>;
}

export interface CasinoOptions {
  /** DATABASE_POOL_MAX of the server (and the size of the benchmark's own pool). */
  pool: number;
  /** LOG_LEVEL of the server. */
  logLevel: string;
}

export async function startCasino(clusterUrl: string, options: CasinoOptions): Promise<Casino> {
  const name = `casino_bench_${randomBytes(3).toString('hex')}`;
  const url = databaseUrl(clusterUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
  const providerSecret = randomBytes(24).toString('hex');
  await admin(clusterUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const drop = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await admin(clusterUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined);
  };
  let server;
  try {
    server = await startServerProcess(MAIN, {
      DATABASE_URL: url, DATABASE_POOL_MAX: String(options.pool), DATA_DIR: dataDir, LOG_LEVEL: options.logLevel,
      WEB_DIST_DIR: join(dataDir, 'no-web'), ADMIN_DIST_DIR: join(dataDir, 'no-admin'), RATE_LIMIT_SCALE: '0', GAME_SANDBOX: 'false',
      GAME_PROVIDERS: JSON.stringify([{ code: BENCH_PROVIDER, secret: providerSecret, launchUrl: 'https://bench.example/?t={token}', platforms: ['nova'] }]),
    });
  } catch (err) {
    await drop();
    throw err;
  }
  const db = openPostgres(url, options.pool);
  const started = server;
  return {
    url: started.url, pid: started.pid, db, providerSecret,
    async stop() {
      await started.stop();
      await db.close();
      await drop();
    },
  };
}
