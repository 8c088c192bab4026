/**
 * Load: simulated players against two real server processes on one PostgreSQL database and
 * one Redis, printing per call kind and overall the calls, errors, p50 and p99 latency and
 * throughput, beside the anchor: a bare Fastify route in a process of its own, hit by the
 * same number of players at the same request rate, in the same run.
 *
 *   npm run bench:load                     # starts a throw-away PostgreSQL cluster
 *   DATABASE_URL=postgres://... npm run bench:load   # a fresh database on that server
 *
 * LOAD_PLAYERS (500), LOAD_SECONDS (60: the steady window, after 20 s of arrivals),
 * ANCHOR_SECONDS (15). The servers run with their default settings (rate limits at scale 1,
 * 10 database connections each) and TRUST_PROXY=true: each player has its own address, so the
 * limits apply per player. A run takes about 2 minutes.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '@casino/server/src/platform/db.ts';
import { checkBooks } from '@casino/server/src/modules/wallet/books.ts';
import { freePort } from '../../scripts/free-port.ts';
import { BARE_PATH } from '../support/bare-scenario.ts';
import { cpuMeter, postmasterPid } from '../support/cpu.ts';
import { admin, databaseUrl, postgresBinDir, startCluster } from '../support/postgres.ts';
import type { Cluster } from '../support/postgres.ts';
import { startServerProcess } from '../support/server-process.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { start as startRedis } from '../../scripts/redis-server.ts';
import type { RedisServer } from '../../scripts/redis-server.ts';
import { callApp, passwordEncrypter } from './client.ts';
import { LatencyLog } from './latency.ts';
import type { KindFigures } from './latency.ts';
import { bareWindow, playWindow, registerPlayers } from './players.ts';
import type { LoadPlan } from './players.ts';
import { killableServer } from './killable-server.ts';
import type { KillableServer } from './killable-server.ts';

const PLAN: LoadPlan = {
  players: Number(process.env.LOAD_PLAYERS ?? 500),
  seconds: Number(process.env.LOAD_SECONDS ?? 60),
  arrivalSeconds: 20,
  loginShare: 0.2,
  roundThinkMs: [3_000, 7_000],
  heartbeatMs: 60_000,
  roundsPerBalanceRefresh: 5,
  roundsPerLobbyVisit: 20,
};
const ANCHOR_SECONDS = Number(process.env.ANCHOR_SECONDS ?? 15);
const TARGET_P99_MS = 100;
/** Every player starts with 10,000.00 coins: enough for the window at a 1.00 bet. */
const START_COINS = 1_000_000;
const PASSWORD = 'Load-bench-7Qx';

const cpuSecondsSince = (before: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
};
const ms = (n: number) => n.toFixed(1).padStart(8);
const count = (n: number) => n.toLocaleString('en-US').padStart(8);
const row = (f: KindFigures) => `  ${f.kind.padEnd(18)} ${count(f.calls)} ${count(f.errors)} ${ms(f.p50)} ${ms(f.p99)} ${ms(f.max)} ${f.perSecond.toFixed(1).padStart(9)}`;
const HEADER = `  ${'call'.padEnd(18)} ${'calls'.padStart(8)} ${'errors'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'calls/s'.padStart(9)}`;

async function run(databaseAdminUrl: string): Promise<void> {
  const name = `load_bench_${Math.random().toString(36).slice(2, 8)}`;
  await admin(databaseAdminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(databaseAdminUrl, name);
  const work = mkdtempSync(join(tmpdir(), 'casino-load-'));
  let redis: RedisServer | null = null;
  const processes: Array<KillableServer | ServerProcess> = [];
  try {
    redis = await startRedis();
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // The same secrets by configuration on both servers, as several instances must share them.
    const env = {
      DATABASE_URL: url, REDIS_URL: redis.url, PASSWORD_PRIVATE_KEY: key, TRUST_PROXY: 'true', LOG_LEVEL: 'warn',
      USER_REGISTER_COIN: String(START_COINS), DATA_DIR: join(work, 'data'), KYC_DIR: join(work, 'kyc'),
      WEB_DIST_DIR: join(work, 'no-web'), ADMIN_DIST_DIR: join(work, 'no-admin'),
    };
    const servers: KillableServer[] = [];
    for (const n of ['a', 'b']) servers.push(killableServer({ name: `server ${n}`, port: await freePort(), env, logFile: join(work, `server-${n}.log`) }));
    // One at a time: the first applies the migrations, the second finds them applied.
    for (const server of servers) {
      await server.start();
      processes.push(server);
    }
    const bare = await startServerProcess(fileURLToPath(new URL('../support/bare-server.ts', import.meta.url)), {});
    processes.push(bare);
    const bases = servers.map((s) => s.url);

    console.log(`machine    ${cpus().length} CPUs, Node ${process.version}; two servers, PostgreSQL, Redis, the anchor and this load generator share them`);
    const config = await callApp(bases[0] as string, 'appConfig', {});
    const encrypt = passwordEncrypter(String(config.body.passwordPublicKey));

    const setup = new LatencyLog();
    const registering = performance.now();
    const players = await registerPlayers(bases, PLAN.players, encrypt, PASSWORD, setup);
    const setupFigures = setup.figures((performance.now() - registering) / 1000);
    console.log(`setup      ${PLAN.players} players registered (argon2id), 20 at a time, before the window:`);
    console.log(HEADER);
    for (const f of setupFigures.kinds) console.log(row(f));

    console.log(`load       ${PLAN.players} players arriving over ${PLAN.arrivalSeconds} s, then all playing for ${PLAN.seconds} s (the steady window); ${PLAN.loginShare * 100}% log in again meanwhile;`);
    console.log(`           a house round every ${PLAN.roundThinkMs[0] / 1000}-${PLAN.roundThinkMs[1] / 1000} s, balance every ${PLAN.roundsPerBalanceRefresh} rounds, lobby and another game every ${PLAN.roundsPerLobbyVisit},`);
    console.log(`           heartbeat every ${PLAN.heartbeatMs / 1000} s; each call to either server at random`);
    const arrival = new LatencyLog();
    const load = new LatencyLog();
    const serverCpu = cpuMeter(servers.map((s) => s.pid() as number));
    const postgresPid = await postmasterPid(url);
    const postgresCpu = postgresPid === null ? null : cpuMeter([postgresPid]);
    let generatorBefore = process.cpuUsage();
    const onSteady = () => {
      generatorBefore = process.cpuUsage();
      serverCpu.start();
      postgresCpu?.start();
    };
    await playWindow(bases, players, PLAN, { arrival, steady: load, onSteady });
    const cpu = { servers: serverCpu.stop(), postgres: postgresCpu?.stop() ?? null, generator: cpuSecondsSince(generatorBefore) };
    const arrivalFigures = arrival.figures(PLAN.arrivalSeconds);
    console.log(`arrival    (players opening the app: lobby, a game, the first heartbeat)`);
    console.log(HEADER);
    for (const f of arrivalFigures.kinds) console.log(row(f));
    console.log(row(arrivalFigures.overall));
    const loadFigures = load.figures(PLAN.seconds);
    console.log(`steady     (every player in)`);
    console.log(HEADER);
    for (const f of loadFigures.kinds) console.log(row(f));
    console.log(row(loadFigures.overall));
    for (const [kind, examples] of load.errorExamples()) console.log(`  errors of ${kind}: ${examples.join('; ')}`);
    const perCall = (seconds: number | null) => (seconds === null ? 'unknown' : `${((seconds * 1000) / Math.max(1, loadFigures.overall.calls)).toFixed(2)} ms`);
    console.log(`cpu        per call: both servers ${perCall(cpu.servers)}, PostgreSQL ${perCall(cpu.postgres)}, this load generator ${perCall(cpu.generator)}`);
    console.log(`           (the window had ${(cpus().length * PLAN.seconds).toFixed(0)} CPU-seconds; these used ${((cpu.servers ?? 0) + (cpu.postgres ?? 0) + cpu.generator).toFixed(0)})`);

    const anchor = new LatencyLog();
    await bareWindow(`${bare.url}${BARE_PATH}`, PLAN.players, loadFigures.overall.perSecond, ANCHOR_SECONDS, anchor);
    const anchorFigures = anchor.figures(ANCHOR_SECONDS).overall;
    console.log(`anchor     a bare Fastify route (own process, no database), ${PLAN.players} players at the window's rate, ${ANCHOR_SECONDS} s:`);
    console.log(row({ ...anchorFigures, kind: 'bare route' }));
    const { overall } = loadFigures;
    console.log(`ratio      p99 of all calls / p99 of the bare route: ${(overall.p99 / anchorFigures.p99).toFixed(1)} x; p50: ${(overall.p50 / anchorFigures.p50).toFixed(1)} x`);
    const met = overall.p99 < TARGET_P99_MS && overall.errors === 0;
    console.log(`target     p99 under ${TARGET_P99_MS} ms and no errors in the steady window: ${met ? 'met' : 'NOT met'} (p99 ${overall.p99.toFixed(1)} ms, ${overall.errors} errors)`);

    const db = openPostgres(url, 2);
    try {
      const books = await checkBooks(db);
      console.log(`books      ${books.ok ? 'clean' : `NOT CLEAN (${books.breaches.map((b) => b.detail).join('; ')})`} after ${books.transfersChecked.toLocaleString('en-US')} transfers`);
    } finally {
      await db.close();
    }
  } finally {
    for (const p of processes.reverse()) await p.stop();
    await redis?.stop();
    await admin(databaseAdminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let cluster: Cluster | null = null;
  try {
    const given = process.env.DATABASE_URL;
    if (given) {
      await run(given);
      return;
    }
    const bin = postgresBinDir();
    if (bin === null) throw new Error('no DATABASE_URL and no PostgreSQL binaries under /usr/lib/postgresql (set PG_BIN)');
    console.log(`starting a throw-away PostgreSQL cluster from ${bin}`);
    cluster = await startCluster(bin);
    await run(cluster.url);
  } finally {
    await cluster?.stop();
  }
}

await main();
