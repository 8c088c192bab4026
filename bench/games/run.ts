/**
 * House games and the provider gateway:
 *  - simulator rounds per second of every game, with the server's and the browser's hashing,
 *    beside bare HMAC-SHA256 calls per second (the anchor);
 *  - gateway bet + win rounds per second over HTTP on PostgreSQL, beside pgbench's TPC-B-like
 *    tps on the same server in the same run.
 *
 *   npm run bench:games                    # starts a throw-away PostgreSQL cluster
 *   DATABASE_URL=postgres://... npm run bench:games
 *   npm run bench:games -- --only gateway  # or --only simulator
 *
 * BENCH_SECONDS (default 8) sets the gateway measurement; each game simulates for 1 s per hashing.
 */
import { cpus } from 'node:os';
import { postgresBinDir, startCluster, type Cluster } from '../support/postgres.ts';
import { benchGateway } from './gateway.ts';
import { hmacPerSecond, simulatorSpeeds } from './sim.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PARTS = ['simulator', 'gateway'] as const;
type Part = (typeof PARTS)[number];

/** `--only <part>` runs one part; without it, both. */
function partsToRun(args: readonly string[]): ReadonlySet<Part> {
  const at = args.indexOf('--only');
  if (at === -1) return new Set(PARTS);
  const wanted = args[at + 1];
  const part = PARTS.find((p) => p === wanted);
  if (part === undefined) throw new Error(`--only takes one of: ${PARTS.join(', ')}`);
  return new Set([part]);
}
const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(10);

function benchSimulator(): void {
  const anchor = hmacPerSecond(1);
  console.log(`simulator  anchor: node:crypto HMAC-SHA256 of a round message ${fmt(anchor)} /s`);
  console.log('           game                server hashing (node:crypto)      browser hashing (pure TS)');
  for (const speed of simulatorSpeeds(1)) {
    const ratio = (n: number) => `${(n / anchor).toFixed(2)} x HMAC`;
    console.log(`           ${speed.code.padEnd(18)} ${fmt(speed.nodeRoundsPerSecond)} rounds/s ${ratio(speed.nodeRoundsPerSecond).padStart(11)}   ${fmt(speed.browserRoundsPerSecond)} rounds/s ${ratio(speed.browserRoundsPerSecond).padStart(11)}`);
  }
}

async function benchPostgres(cluster: { url: string; bin: string }): Promise<void> {
  const figures = await benchGateway(cluster, SECONDS);
  console.log(`anchor     pgbench TPC-B-like: ${figures.pgbenchCommand}`);
  console.log(`                                                ${fmt(figures.pgbenchTps)} tps`);
  console.log(`gateway    bet + win rounds over HTTP (signed, ${SECONDS} s, client in the same process):`);
  console.log(`           rounds (2 gateway calls, 2 transfers) ${fmt(figures.roundsPerSecond)} /s   ${(figures.roundsPerSecond / figures.pgbenchTps).toFixed(2)} x pgbench`);
  console.log(`           gateway calls                         ${fmt(figures.callsPerSecond)} /s   ${(figures.callsPerSecond / figures.pgbenchTps).toFixed(2)} x pgbench`);
  console.log(`           the same rounds in process, no HTTP   ${fmt(figures.inProcessRoundsPerSecond)} /s   ${(figures.inProcessRoundsPerSecond / figures.pgbenchTps).toFixed(2)} x pgbench`);
  console.log(`books      ${figures.booksClean ? 'clean' : 'NOT CLEAN'} after ${figures.transfersChecked.toLocaleString('en-US')} transfers`);
}

async function main(): Promise<void> {
  const parts = partsToRun(process.argv.slice(2));
  console.log(`machine    ${cpus().length} CPUs, Node ${process.version}`);
  if (parts.has('simulator')) benchSimulator();
  if (!parts.has('gateway')) return;
  let cluster: Cluster | null = null;
  try {
    const given = process.env.DATABASE_URL;
    if (given) {
      await benchPostgres({ url: given, bin: postgresBinDir() ?? '' });
    } else {
      const bin = postgresBinDir();
      if (bin === null) {
        console.log('gateway    skipped (no DATABASE_URL and no PostgreSQL binaries under /usr/lib/postgresql; set PG_BIN)');
        return;
      }
      console.log(`starting a throw-away PostgreSQL cluster from ${bin}`);
      cluster = await startCluster(bin);
      await benchPostgres(cluster);
    }
  } finally {
    await cluster?.stop();
  }
}

await main();
