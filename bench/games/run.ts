/**
 * House games, the provider gateway and the player app's hot calls, each beside an anchor
 * measured in the same run:
 *  - simulator: rounds per second of every game, with the server's and the browser's hashing,
 *    beside bare HMAC-SHA256 calls per second;
 *  - gateway: a provider's signed bet and win calls per second over HTTP, beside pgbench's
 *    TPC-B-like tps on the same PostgreSQL server; and the same calls through the in-process
 *    entry (no HTTP);
 *  - house: housePlay rounds per second over HTTP, beside a bare Fastify route;
 *  - player: refreshData, appConfig and online per second over HTTP, beside the same route.
 *
 * Over HTTP the casino server is its production entry (apps/server/src/main.ts) in a process of
 * its own, the load comes from autocannon in another (bench/support/load.ts), and the bare
 * Fastify route is a third (bench/support/bare-server.ts). Every answer counts for p50 and p99,
 * and the CPU time each process used is printed per call. A subject and its anchor are measured
 * in alternating slices, so that the load of a shared machine, which comes and goes, falls on
 * both alike. PostgreSQL is a throw-away cluster with fsync and synchronous_commit on (its
 * defaults), or the server of DATABASE_URL.
 *
 *   npm run bench:games                       # every part, about four minutes
 *   npm run bench:games -- --only gateway     # or simulator, house, player; --only may repeat
 *   DATABASE_URL=postgres://... npm run bench:games
 *   BENCH_PROFILE_DIR=/tmp/prof npm run bench:games -- --only gateway   # the server's .cpuprofile
 *
 * Environment: BENCH_SECONDS (default 10) each measurement in all, split into BENCH_SLICES (2)
 * alternating slices, after BENCH_WARMUP_SECONDS (2) of warm-up; BENCH_CONNECTIONS (64) HTTP
 * connections of the load generator (and calls in flight in process); BENCH_POOL (10, the
 * server's default) DATABASE_POOL_MAX; BENCH_LOG_LEVEL (info, the server's default) LOG_LEVEL.
 */
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { checkBooks } from '@casino/server/src/modules/wallet/books.ts';
import { postmasterPid } from '../support/cpu.ts';
import { applyPinning, pinningFromEnv } from '../support/cpu-pinning.ts';
import { combine, figuresOf, runLoad } from '../support/load.ts';
import type { Measurement } from '../support/load.ts';
import { admin, databaseUrl, pgbenchCommand, pgbenchInit, pgbenchRun, postgresBinDir, startCluster } from '../support/postgres.ts';
import type { Cluster, PgbenchRun } from '../support/postgres.ts';
import { startServerProcess } from '../support/server-process.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { startCasino } from './casino.ts';
import type { Casino } from './casino.ts';
import { prepareGateway } from './gateway.ts';
import { HOT_CALLS } from './player-scenario.ts';
import type { HotCall, PlayerLoad } from './player-scenario.ts';
import type { HouseLoad } from './house-scenario.ts';
import { callApp, registerPlayers } from './players.ts';
import { hmacPerSecond, simulatorSpeeds } from './sim.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? 2));
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const SLICE_SECONDS = SECONDS / SLICES;

const BARE_SERVER = fileURLToPath(new URL('../support/bare-server.ts', import.meta.url));
const BARE_SCENARIO = fileURLToPath(new URL('../support/bare-scenario.ts', import.meta.url));
const HOUSE_SCENARIO = fileURLToPath(new URL('./house-scenario.ts', import.meta.url));
const PLAYER_SCENARIO = fileURLToPath(new URL('./player-scenario.ts', import.meta.url));

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

const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(9);
const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
const micros = (n: number | null | undefined) => (n === null || n === undefined ? '?' : `${Math.round(n)} µs`);

/** One line of figures: rate, p50, p99, the ratio to the anchor, and CPU per call of each process. */
function report(label: string, m: Measurement, anchor: number, anchorName: string): void {
  const f = figuresOf(m);
  console.log(`           ${label.padEnd(30)} ${fmt(f.perSecond)} /s  p50 ${ms(f.p50Ms)}  p99 ${ms(f.p99Ms)}  ${(f.perSecond / anchor).toFixed(2).padStart(5)} x ${anchorName}`);
  const cpu = Object.entries(f.cpuPerAnswer).filter(([name, n]) => !(name === 'load generator' && n === 0));
  console.log(`           ${''.padEnd(30)} CPU per call: ${cpu.map(([name, n]) => `${name} ${micros(n)}`).join(', ')}`);
  if (m.refused + m.failed > 0) console.log(`           ${''.padEnd(30)} ${m.refused} refused, ${m.failed} failed; first: ${m.firstRefusal ?? '-'}`);
}

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

/** The slice numbered `i`: the first warms up, the others follow straight on. */
const slice = (i: number) => ({ seconds: SLICE_SECONDS, warmUpSeconds: i === 0 ? WARM_UP_SECONDS : 0, connections: CONNECTIONS });

async function benchGateway(cluster: { url: string; bin: string }, casino: Casino, postmaster: number | null): Promise<void> {
  const anchorDb = `pgbench_${Math.random().toString(36).slice(2, 8)}`;
  await admin(cluster.url, (c) => c.query(`CREATE DATABASE ${anchorDb}`));
  try {
    const anchorUrl = databaseUrl(cluster.url, anchorDb);
    await pgbenchInit(cluster.bin, anchorUrl);
    const rig = await prepareGateway(casino, postmaster);
    const anchorRuns: PgbenchRun[] = [];
    const http: Measurement[] = [];
    const inProcess: Measurement[] = [];
    for (let i = 0; i < SLICES; i++) {
      anchorRuns.push(await pgbenchRun(cluster.bin, anchorUrl, SLICE_SECONDS, postmaster));
      http.push(await rig.overHttp(slice(i)));
      inProcess.push(await rig.inProcess(slice(i)));
    }
    const transactions = anchorRuns.reduce((a, r) => a + r.transactions, 0);
    const tps = transactions / SECONDS;
    const perTransaction = (pick: (r: PgbenchRun) => number | null) =>
      (anchorRuns.some((r) => pick(r) === null) ? null : (anchorRuns.reduce((a, r) => a + (pick(r) ?? 0), 0) * 1e6) / transactions);
    console.log(`gateway    anchor: ${pgbenchCommand(SLICE_SECONDS)}, ${SLICES} times between the slices below`);
    console.log(`           ${'TPC-B-like transactions'.padEnd(30)} ${fmt(tps)} /s`);
    console.log(`           ${''.padEnd(30)} CPU per transaction: PostgreSQL ${micros(perTransaction((r) => r.serverCpuSeconds))}, pgbench ${micros(perTransaction((r) => r.clientCpuSeconds))}`);
    report('bet and win calls, signed HTTP', combine(http), tps, 'pgbench');
    report('the same calls in process', combine(inProcess), tps, 'pgbench');
  } finally {
    await admin(cluster.url, (c) => c.query(`DROP DATABASE IF EXISTS ${anchorDb} WITH (FORCE)`)).catch(() => undefined);
  }
}

/** housePlay and the hot player calls, each in slices alternating with the bare Fastify route. */
async function benchAppCalls(casino: Casino, postmaster: number | null, parts: ReadonlySet<Part>): Promise<void> {
  const players = await registerPlayers(casino, CONNECTIONS);
  const config = await callApp(casino.url, 'appConfig', {});
  const subjects: Array<{ label: string; scenario: string; params: HouseLoad | PlayerLoad }> = [];
  if (parts.has('house')) subjects.push({ label: 'housePlay (dice)', scenario: HOUSE_SCENARIO, params: { sessions: players.map((p) => p.houseSession) } });
  if (parts.has('player')) {
    for (const call of HOT_CALLS) {
      const params: PlayerLoad = { call: call as HotCall, tokens: players.map((p) => p.token), gameListVersion: Number(config.gameListVersion) };
      subjects.push({ label: call, scenario: PLAYER_SCENARIO, params });
    }
  }
  let bare: ServerProcess | null = null;
  try {
    bare = await startServerProcess(BARE_SERVER, {});
    const anchor: Measurement[] = [];
    const measured = subjects.map(() => [] as Measurement[]);
    for (let i = 0; i < SLICES; i++) {
      anchor.push(await runLoad({ url: bare.url, scenario: BARE_SCENARIO, params: null, ...slice(i) }, { server: [bare.pid] }));
      for (const [k, s] of subjects.entries()) {
        measured[k]!.push(await runLoad({ url: casino.url, scenario: s.scenario, params: s.params, ...slice(i) }, { server: [casino.pid], PostgreSQL: postmaster === null ? null : [postmaster] }));
      }
    }
    const bareFigures = combine(anchor);
    const bareRate = figuresOf(bareFigures).perSecond;
    console.log(`app calls  anchor: a bare Fastify route (POST, small JSON in and out) in a process of its own, ${SLICES} times between the slices below`);
    report('bare route', bareFigures, bareRate, 'bare');
    for (const [k, s] of subjects.entries()) report(s.label, combine(measured[k]!), bareRate, 'bare');
  } finally {
    await bare?.stop();
  }
}

async function benchOnPostgres(cluster: { url: string; bin: string }, parts: ReadonlySet<Part>): Promise<void> {
  console.log(`server     ${await describeServer(cluster.url)}; casino server LOG_LEVEL=${LOG_LEVEL}, DATABASE_POOL_MAX=${POOL}`);
  console.log(`load       autocannon, ${CONNECTIONS} connections; each figure ${SECONDS} s in ${SLICES} slices, after ${WARM_UP_SECONDS} s warm-up`);
  const postmaster = await postmasterPid(cluster.url);
  const pinning = pinningFromEnv();
  if (pinning) {
    if (postmaster === null) throw new Error('BENCH_PIN=database needs the PostgreSQL server on this machine');
    applyPinning(pinning, postmaster);
    console.log(`cpus       PostgreSQL on CPU ${pinning.database}; this process, the servers, the load generators and pgbench on CPU ${pinning.rest} (BENCH_PIN=database)`);
  }
  const casino = await startCasino(cluster.url, { pool: POOL, logLevel: LOG_LEVEL });
  try {
    if (parts.has('gateway')) await benchGateway(cluster, casino, postmaster);
    if (parts.has('house') || parts.has('player')) await benchAppCalls(casino, postmaster, parts);
    const books = await checkBooks(casino.db);
    console.log(`books      ${books.ok ? 'clean' : 'NOT CLEAN'} after ${books.transfersChecked.toLocaleString('en-US')} transfers`);
    if (!books.ok) process.exitCode = 1;
  } finally {
    await casino.stop();
  }
}

async function main(): Promise<void> {
  const parts = partsToRun(process.argv.slice(2));
  console.log(`machine    ${cpus().length} CPUs, Node ${process.version}`);
  if (parts.has('simulator')) benchSimulator();
  if (!PARTS.some((p) => p !== 'simulator' && parts.has(p))) return;
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

await main();
