/**
 * Ledger throughput: transfers per second through the wallet on PostgreSQL, printed beside
 * pgbench's built-in TPC-B-like transactions per second on the same server in the same run
 * (the anchor), plus the single-hot-row variant against the sharded design, and the same
 * service figure on the embedded PGlite.
 *
 *   npx tsx bench/ledger/run.ts            # starts a throw-away PostgreSQL cluster
 *   DATABASE_URL=postgres://... npx tsx bench/ledger/run.ts
 *
 * BENCH_SECONDS (default 8) sets each wallet measurement; pgbench runs 10 s. A run takes
 * about 1.5 minutes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '@casino/server/src/platform/clock.ts';
import { openPglite, openPostgres } from '@casino/server/src/platform/db.ts';
import type { Db } from '@casino/server/src/platform/db.ts';
import { checkBooks } from '@casino/server/src/modules/wallet/books.ts';
import { createLedger, playerMain, systemAccount } from '@casino/server/src/modules/wallet/ledger.ts';
import type { Ledger, TransferRequest } from '@casino/server/src/modules/wallet/ledger.ts';
import { createWalletService } from '@casino/server/src/modules/wallet/service.ts';
import { createPlayer, migrate } from '@casino/server/src/modules/wallet/testing.ts';

import { admin, databaseUrl, measure, measureInterleaved, pgbench, postgresBinDir, startCluster, PGBENCH_CLIENTS } from '../support/postgres.ts';
import type { Cluster } from '../support/postgres.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Connections the wallet gets: as many as pgbench's clients. */
const CONNECTIONS = PGBENCH_CLIENTS;
/** Requests in flight: twice the connections, so a connection never waits for Node. */
const IN_FLIGHT = CONNECTIONS * 2;
const PLAYERS = 2_000;
const STARTING_COINS = 1_000_000_000;

let keySerial = 0;
const randomPlayer = (players: number[]) => players[Math.floor(Math.random() * players.length)] as number;

/** Half bets (player -> house), half wins (house -> player), on random players. */
function betOrWin(players: number[], label: string): () => TransferRequest {
  return () => {
    const playerId = randomPlayer(players);
    const amount = 1 + Math.floor(Math.random() * 100);
    const key = `bench:${label}:${++keySerial}`;
    return keySerial % 2 === 0
      ? { key, kind: 'bet', asset: 'COIN', debit: playerMain(playerId), credit: systemAccount('house'), amount, reference: 'bench' }
      : { key, kind: 'win', asset: 'COIN', debit: systemAccount('house'), credit: playerMain(playerId), amount, reference: 'bench' };
  };
}

async function seedPlayers(db: Db, ledger: Ledger, count: number): Promise<number[]> {
  const players: number[] = [];
  for (let i = 0; i < count; i++) players.push(await createPlayer(db));
  const fund = async (slice: number[]) => {
    for (const playerId of slice) {
      await ledger.transfer({ key: `bench:fund:${playerId}`, kind: 'reward', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(playerId), amount: STARTING_COINS });
    }
  };
  const slices = Array.from({ length: 8 }, (_, k) => players.filter((_, i) => i % 8 === k));
  await Promise.all(slices.map(fund));
  return players;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(8);

async function benchPostgres(cluster: { url: string; bin: string }): Promise<void> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const walletDb = `ledger_bench_${suffix}`;
  const anchorDb = `pgbench_${suffix}`;
  const info = await admin(cluster.url, async (c) => {
    await c.query(`CREATE DATABASE ${walletDb}`);
    await c.query(`CREATE DATABASE ${anchorDb}`);
    const version = (await c.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;
    const fsync = (await c.query<{ fsync: string }>('SHOW fsync')).rows[0]?.fsync;
    const sync = (await c.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]?.synchronous_commit;
    return `PostgreSQL ${version}, fsync=${fsync}, synchronous_commit=${sync}`;
  });
  const db = openPostgres(databaseUrl(cluster.url, walletDb), CONNECTIONS);
  try {
    await migrate(db);
    console.log(`${info}; ${cpus().length} CPUs; ${PLAYERS} players, ${CONNECTIONS} connections, ${IN_FLIGHT} requests in flight`);

    const anchor = await pgbench(cluster.bin, databaseUrl(cluster.url, anchorDb));
    console.log(`anchor   pgbench TPC-B-like: ${anchor.command}`);
    console.log(`                                                 ${fmt(anchor.tps)} tps`);

    const players = await seedPlayers(db, createLedger(db), PLAYERS);
    // The same two workloads with the house (and every system account) on 16 rows, then on 1.
    const variants = [16, 1].flatMap((shards) => {
      const ledger = createLedger(db, { systemShards: shards });
      const wallet = createWalletService({ db, clock: systemClock, decryptPassword: () => null, systemShards: shards });
      const next = betOrWin(players, `s${shards}`);
      const transfer = async () => { await ledger.transfer(next()); };
      const service = async () => {
        const playerId = randomPlayer(players);
        const key = `bench:service:s${shards}:${++keySerial}`;
        const amount = 1 + Math.floor(Math.random() * 100);
        if (keySerial % 2 === 0) await wallet.placeBet({ key, playerId, amount, reference: 'bench' });
        else await wallet.payWin({ key, playerId, amount, reference: 'bench' });
      };
      return [transfer, service];
    });
    const [transfer16, service16, transfer1, service1] = (await measureInterleaved(variants, SECONDS, IN_FLIGHT)).map((r) => r.perSecond) as [number, number, number, number];
    const vsAnchor = (rate: number) => `${(rate / anchor.tps).toFixed(2)} x pgbench`;
    console.log('wallet   bets and wins on random players (measured in alternating slices, %d s each):', SECONDS);
    console.log(`         ledger.transfer, one statement          ${fmt(transfer16)} transfers/s   ${vsAnchor(transfer16)}`);
    console.log(`         placeBet (with wagering) / payWin       ${fmt(service16)} transfers/s   ${vsAnchor(service16)}`);
    console.log('hot row  the same with each system account on 1 row instead of 16:');
    console.log(`         ledger.transfer, one statement          ${fmt(transfer1)} transfers/s   16 shards: ${(transfer16 / transfer1).toFixed(2)} x`);
    console.log(`         placeBet (with wagering) / payWin       ${fmt(service1)} transfers/s   16 shards: ${(service16 / service1).toFixed(2)} x`);

    const started = performance.now();
    const books = await checkBooks(db);
    console.log(`books    ${books.ok ? 'clean' : `NOT CLEAN (${books.breaches.length} breaches)`} after ${books.transfersChecked.toLocaleString('en-US')} transfers (checked in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await db.close();
    await admin(cluster.url, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${walletDb} WITH (FORCE)`);
      await c.query(`DROP DATABASE IF EXISTS ${anchorDb} WITH (FORCE)`);
    }).catch(() => undefined);
  }
}

async function benchPglite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-pglite-'));
  const db = await openPglite(dir);
  try {
    await migrate(db);
    const ledger = createLedger(db);
    const players = await seedPlayers(db, ledger, 200);
    const next = betOrWin(players, 'pglite');
    const rate = await measure(SECONDS, 4, async () => { await ledger.transfer(next()); });
    console.log(`PGlite   ledger.transfer, embedded on disk (one connection, serialised)`);
    console.log(`                                                 ${fmt(rate.perSecond)} transfers/s`);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let cluster: Cluster | null = null;
  const given = process.env.DATABASE_URL;
  const stop = () => { void cluster?.stop().finally(() => process.exit(130)); };
  process.once('SIGINT', stop);
  try {
    if (given) {
      await benchPostgres({ url: given, bin: postgresBinDir() ?? '' });
    } else {
      const bin = postgresBinDir();
      if (bin === null) {
        console.log('PostgreSQL: skipped (no DATABASE_URL and no PostgreSQL binaries under /usr/lib/postgresql; set PG_BIN)');
      } else {
        console.log(`starting a throw-away PostgreSQL cluster from ${bin}`);
        cluster = await startCluster(bin);
        await benchPostgres(cluster);
      }
    }
    await benchPglite();
  } finally {
    await cluster?.stop();
  }
}

await main();
