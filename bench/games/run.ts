/**
 * House games, the provider gateway and the player's hot calls:
 *  - simulator: rounds per second of every game, with the server's and the browser's hashing,
 *    beside bare HMAC-SHA256 calls per second (the anchor);
 *  - gateway: a provider's signed bet and win calls per second over HTTP, with p50 and p99
 *    latency, beside pgbench's TPC-B-like tps on the same PostgreSQL server in the same run;
 *    and the same calls through the in-process entry (no HTTP);
 *  - house: housePlay rounds per second over HTTP, beside a bare Fastify route;
 *  - player: refreshData, appConfig and online per second over HTTP, beside the same bare route.
 *
 * Over HTTP the casino server is its production entry (apps/server/src/main.ts) in a process of
 * its own, the load comes from autocannon in another (bench/support/load.ts), and the bare
 * Fastify anchor is a third (bench/support/bare-server.ts). PostgreSQL is a throw-away cluster
 * with fsync and synchronous_commit on, or the server of DATABASE_URL.
 *
 *   npm run bench:games                       # every part
 *   npm run bench:games -- --only gateway     # or simulator, house, player; repeat --only for several
 *   DATABASE_URL=postgres://... npm run bench:games
 *   BENCH_PROFILE_DIR=/tmp/prof npm run bench:games -- --only gateway   # .cpuprofile of the server
 *
 * Environment: BENCH_SECONDS (default 10) each measurement, after BENCH_WARMUP_SECONDS (2);
 * BENCH_CONNECTIONS (64) HTTP connections of the load generator; BENCH_POOL (16) the server's
 * DATABASE_POOL_MAX; BENCH_LOG_LEVEL (info, the production default) the server's LOG_LEVEL.
 * A whole run takes about three minutes.
 */
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { postmasterPid } from '../support/cpu.ts';
import { admin, databaseUrl, pgbench, postgresBinDir, startCluster } from '../support/postgres.ts';
import type { Cluster } from '../support/postgres.ts';
import { runLoad } from '../support/load.ts';
import type { LoadFigures } from '../support/load.ts';
import { startServerProcess } from '../support/server-process.ts';
import { startCasino } from './casino.ts';
import type { Casino } from './casino.ts';
import { benchGateway } from './gateway.ts';
import { hmacPerSecond, simulatorSpeeds } from './sim.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const POOL = Number(process.env.BENCH_POOL ?? 16);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

const PARTS = ['simulator', 'gateway', 'house', 'player'] as const;
type Part = (typeof PARTS)[number];

/** `--only <part>` (repeatable) runs those parts; without it, all. */
function partsToRun(args: readonly string[]): ReadonlySet<Part> {
  const wanted = args.flatMap((arg, i) => (arg === '--only' ? [args[i + 1]] : []));
  if (wanted.length === 0) return new Set(PARTS);
  return new Set(wanted.map((w) => {
    const part = PARTS.find((p) => p === w);
    if (part === undefined) throw new Error(`--only takes one of: ${PARTS.join(', ')}`);
    return part;
  }));
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(10);
const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
const line = (label: string, f: LoadFigures, anchor: number, anchorName: string) =>
  `           ${label.padEnd(34)} ${fmt(f.perSecond)} /s  p50 ${ms(f.p50Ms)}  p99 ${ms(f.p99Ms)}  ${(f.perSecond / anchor).toFixed(2)} x ${anchorName}`
  + (f.refused + f.failed > 0 ? `  (${f.refused} refused, ${f.failed} failed; first: ${f.firstRefusal ?? '-'})` : '');

function benchSimulator(): void {
  const anchor = hmacPerSecond(1);
  console.log(`simulator  anchor: node:crypto HMAC-SHA256 of a round message ${fmt(anchor)} /s`);
  console.log('           game                server hashing (node:crypto)      browser hashing (pure TS)');
  for (const speed of simulatorSpeeds(1)) {
    const ratio = (n: number) => `${(n / anchor).toFixed(2)} x HMAC`;
    console.log(`           ${speed.code.padEnd(18)} ${fmt(speed.nodeRoundsPerSecond)} rounds/s ${ratio(speed.nodeRoundsPerSecond).padStart(11)}   ${fmt(speed.browserRoundsPerSecond)} rounds/s ${ratio(speed.browserRoundsPerSecond).padStart(11)}`);
  }
}

async function describeServer(url: string): Promise<string> {
  return admin(url, async (c) => {
    const show = async (name: string) => (await c.query<Record<string, string>>(`SHOW ${name}`)).rows[0]?.[name];
    return `PostgreSQL ${await show('server_version')}, fsync=${await show('fsync')}, synchronous_commit=${await show('synchronous_commit')}`;
  });
}

const micros = (n: number | null | undefined) => (n === null || n === undefined ? '?' : `${Math.round(n)} µs`);
const cpuLine = (cpu: Record<string, number | null>) =>
  `           ${'CPU per call'.padEnd(34)} ${Object.entries(cpu).map(([name, n]) => `${name} ${micros(n)}`).join(', ')}`;

async function anchorTps(cluster: { url: string; bin: string }, postmaster: number | null): Promise<number> {
  const name = `pgbench_${Math.random().toString(36).slice(2, 8)}`;
  await admin(cluster.url, (c) => c.query(`CREATE DATABASE ${name}`));
  try {
    const anchor = await pgbench(cluster.bin, databaseUrl(cluster.url, name), postmaster);
    console.log(`anchor     pgbench TPC-B-like: ${anchor.command}`);
    console.log(`           ${'transactions'.padEnd(34)} ${fmt(anchor.tps)} tps   PostgreSQL CPU ${micros(anchor.serverCpuPerTransaction)} per transaction`);
    return anchor.tps;
  } finally {
    await admin(cluster.url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined);
  }
}

async function benchOnPostgres(cluster: { url: string; bin: string }, parts: ReadonlySet<Part>): Promise<void> {
  console.log(`server     ${await describeServer(cluster.url)}; casino server LOG_LEVEL=${LOG_LEVEL}, DATABASE_POOL_MAX=${POOL}; load: autocannon, ${CONNECTIONS} connections, ${SECONDS} s after ${WARM_UP_SECONDS} s warm-up`);
  const postmaster = await postmasterPid(cluster.url);
  const casino: Casino = await startCasino(cluster.url, { pool: POOL, logLevel: LOG_LEVEL });
  try {
    if (parts.has('gateway')) {
      const tps = await anchorTps(cluster, postmaster);
      const figures = await benchGateway(casino, { seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS, connections: CONNECTIONS, inProcess: true, postmaster });
      console.log('gateway    bet and win calls (half each), signed, over HTTP:');
      console.log(line('calls', figures.http, tps, 'pgbench'));
      console.log(cpuLine(figures.http.cpuPerAnswer));
      if (figures.inProcess) {
        console.log(`           ${'the same calls in process, no HTTP'.padEnd(34)} ${fmt(figures.inProcess.perSecond)} /s  ${''.padEnd(28)}${(figures.inProcess.perSecond / tps).toFixed(2)} x pgbench`);
        console.log(cpuLine(figures.inProcess.cpuPerCall));
      }
      console.log(`books      ${figures.booksClean ? 'clean' : 'NOT CLEAN'} after ${figures.transfersChecked.toLocaleString('en-US')} transfers`);
    }
  } finally {
    await casino.stop();
  }
}

async function main(): Promise<void> {
  const parts = partsToRun(process.argv.slice(2));
  console.log(`machine    ${cpus().length} CPUs, Node ${process.version}`);
  if (parts.has('simulator')) benchSimulator();
  if (!['gateway', 'house', 'player'].some((p) => parts.has(p as Part))) return;
  let cluster: Cluster | null = null;
  try {
    const given = process.env.DATABASE_URL;
    if (given) {
      await benchOnPostgres({ url: given, bin: postgresBinDir() ?? '' }, parts);
    } else {
      const bin = postgresBinDir();
      if (bin === null) {
        console.log('http parts skipped (no DATABASE_URL and no PostgreSQL binaries under /usr/lib/postgresql; set PG_BIN)');
        return;
      }
      console.log(`starting a throw-away PostgreSQL cluster from ${bin}`);
      cluster = await startCluster(bin);
      await benchOnPostgres(cluster, parts);
    }
  } finally {
    await cluster?.stop();
  }
}

void fileURLToPath;
void runLoad;
void startServerProcess;
await main();
