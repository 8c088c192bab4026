/**
 * What the server benchmarks share: a throw-away PostgreSQL cluster (with PostgreSQL's
 * default durability), pgbench as the anchor, and a closed-loop throughput meter.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { cpuMeter, exitedChildrenCpuSeconds } from './cpu.ts';

export { postgresBinDir, startCluster } from '../../scripts/pg-cluster.ts';
export type { Cluster } from '../../scripts/pg-cluster.ts';

const run = promisify(execFile);

export const PGBENCH_SECONDS = 10;
export const PGBENCH_CLIENTS = 8;
export const PGBENCH_SCALE = 10;

export interface Rate {
  ops: number;
  seconds: number;
  perSecond: number;
}

export async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const pgbenchBinary = (bin: string) => (existsSync(join(bin, 'pgbench')) ? join(bin, 'pgbench') : 'pgbench');
const pgbenchArgs = (seconds: number) => ['-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', String(seconds)];

/** pgbench's tables at PGBENCH_SCALE. */
export async function pgbenchInit(bin: string, url: string): Promise<void> {
  await run(pgbenchBinary(bin), ['-i', '-q', '-s', String(PGBENCH_SCALE), url]);
}

/** The anchor as a command line, for the report. */
export const pgbenchCommand = (seconds: number): string => `pgbench -i -s ${PGBENCH_SCALE}; pgbench ${pgbenchArgs(seconds).join(' ')}`;

export interface PgbenchRun {
  transactions: number;
  seconds: number;
  /** CPU seconds the PostgreSQL server used meanwhile, when its postmaster was given (cpu.ts). */
  serverCpuSeconds: number | null;
  /** CPU seconds pgbench itself used (null where /proc is missing). */
  clientCpuSeconds: number | null;
}

/** One TPC-B-like run of `seconds` on tables pgbenchInit made. */
export async function pgbenchRun(bin: string, url: string, seconds: number, postmaster: number | null = null): Promise<PgbenchRun> {
  const meter = postmaster === null ? null : cpuMeter([postmaster]);
  meter?.start();
  const childrenBefore = exitedChildrenCpuSeconds();
  const { stdout } = await run(pgbenchBinary(bin), [...pgbenchArgs(seconds), url]);
  const serverCpuSeconds = meter?.stop() ?? null;
  const childrenAfter = exitedChildrenCpuSeconds();
  const transactions = /number of transactions actually processed: (\d+)/.exec(stdout);
  if (!transactions) throw new Error(`pgbench printed no transactions:\n${stdout}`);
  const clientCpuSeconds = childrenBefore === null || childrenAfter === null ? null : childrenAfter - childrenBefore;
  return { transactions: Number(transactions[1]), seconds, serverCpuSeconds, clientCpuSeconds };
}

/** pgbench's TPC-B-like tps, tables made first. */
export async function pgbench(bin: string, url: string): Promise<{ tps: number; command: string }> {
  await pgbenchInit(bin, url);
  const result = await pgbenchRun(bin, url, PGBENCH_SECONDS);
  return { tps: result.transactions / result.seconds, command: pgbenchCommand(PGBENCH_SECONDS) };
}

/** Runs op from `inFlight` loops for `seconds` (after a short warm-up) and counts completions. */
export async function measure(seconds: number, inFlight: number, op: () => Promise<void>, warmUpMs = 1_000): Promise<Rate> {
  let ops = 0;
  const warmUpEnd = performance.now() + warmUpMs;
  const end = warmUpEnd + seconds * 1_000;
  await Promise.all(Array.from({ length: inFlight }, async () => {
    for (let now = performance.now(); now < end; now = performance.now()) {
      await op();
      if (now >= warmUpEnd) ops++;
    }
  }));
  return { ops, seconds, perSecond: ops / seconds };
}

/**
 * Measures several variants in alternating slices, so that drift over the run (table growth,
 * checkpoints, a noisy disk) falls on all of them alike instead of on whichever ran last.
 */
export async function measureInterleaved(variants: Array<() => Promise<void>>, seconds: number, inFlight: number): Promise<Rate[]> {
  const rounds = 4;
  const totals = variants.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    for (const [i, op] of variants.entries()) {
      totals[i] = (totals[i] ?? 0) + (await measure(seconds / rounds, inFlight, op, 300)).ops;
    }
  }
  return totals.map((ops) => ({ ops, seconds, perSecond: ops / seconds }));
}
