/**
 * A throw-away PostgreSQL cluster in a temporary directory: the benchmarks measure against
 * one, and the browser suite's operator server shares one with the operator command line.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

export interface Cluster {
  url: string;
  bin: string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Listen here; a free port when left out. */
  port?: number;
  /** Keep PostgreSQL's default durability (fsync on). Off suits tests that only need a real server. */
  durable?: boolean;
  maxConnections?: number;
}

/** The newest PostgreSQL server binaries on the machine (or PG_BIN), or null. */
export function postgresBinDir(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** initdb and pg_ctl refuse to run as root: run them as the postgres user then. */
export async function asPostgresUser(bin: string, args: string[]): Promise<void> {
  if (userInfo().uid !== 0) {
    await run(bin, args);
    return;
  }
  const quoted = [bin, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  await run('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
}

export async function startCluster(bin: string, options: ClusterOptions = {}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'casino-pg-'));
  if (userInfo().uid === 0) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(uid.trim()), Number(gid.trim()));
  }
  const port = options.port ?? await freePort();
  const data = join(dir, 'data');
  const settings = [
    `-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', `-c max_connections=${options.maxConnections ?? 100}`,
    ...(options.durable ?? true ? [] : ['-c fsync=off']),
  ];
  try {
    await asPostgresUser(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await asPostgresUser(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', settings.join(' '), 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    async stop() {
      await asPostgresUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
