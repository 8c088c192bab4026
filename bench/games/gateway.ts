/**
 * Gateway throughput: a provider's bet + win rounds per second over real HTTP (signed, through
 * Fastify, the gateway and the ledger) on PostgreSQL, beside pgbench's TPC-B-like tps on the
 * same server in the same run.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROVIDER_SIGNATURE_HEADER } from '@casino/contract';
import { buildApp } from '@casino/server/src/app.ts';
import { systemClock } from '@casino/server/src/platform/clock.ts';
import { parseConfig } from '@casino/server/src/platform/config.ts';
import type { Db } from '@casino/server/src/platform/db.ts';
import { createEventBus } from '@casino/server/src/platform/events.ts';
import { checkBooks } from '@casino/server/src/modules/wallet/books.ts';
import { createLedger, playerMain, systemAccount } from '@casino/server/src/modules/wallet/ledger.ts';
import { createPlayer } from '@casino/server/src/modules/wallet/testing.ts';
import { createGameSessions } from '@casino/server/src/modules/play/game-sessions.ts';
import { createPlayService } from '@casino/server/src/modules/play/service.ts';
import { createWalletService } from '@casino/server/src/modules/wallet/service.ts';
import { admin, databaseUrl, measure, pgbench, PGBENCH_CLIENTS } from '../support/postgres.ts';

const PROVIDER = 'bench';
const SECRET = randomBytes(24).toString('hex');
/** The seeded Nova Play game the bench provider serves. */
const GAME_ID = 201;
const PLAYERS = 500;
const STARTING_COINS = 1_000_000_000;
/** Connections the server gets: as many as pgbench's clients. */
const POOL = PGBENCH_CLIENTS;
const IN_FLIGHT = POOL * 2;

export interface GatewayFigures {
  pgbenchTps: number;
  pgbenchCommand: string;
  roundsPerSecond: number;
  callsPerSecond: number;
  /** The same rounds through the gateway's in-process entry (the house provider's path): no HTTP. */
  inProcessRoundsPerSecond: number;
  seconds: number;
  booksClean: boolean;
  transfersChecked: number;
}

interface Seat {
  playerId: string;
  token: string;
}

export async function benchGateway(cluster: { url: string; bin: string }, seconds: number): Promise<GatewayFigures> {
  const suffix = randomBytes(3).toString('hex');
  const gameDb = `games_bench_${suffix}`;
  const anchorDb = `pgbench_${suffix}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'games-bench-'));
  await admin(cluster.url, async (c) => {
    await c.query(`CREATE DATABASE ${gameDb}`);
    await c.query(`CREATE DATABASE ${anchorDb}`);
  });
  const anchor = await pgbench(cluster.bin, databaseUrl(cluster.url, anchorDb));
  const app = await buildApp(parseConfig({
    DATABASE_URL: databaseUrl(cluster.url, gameDb), DATABASE_POOL_MAX: POOL, DATA_DIR: dataDir, LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web'), RATE_LIMIT_SCALE: 0, GAME_SANDBOX: false,
    GAME_PROVIDERS: [{ code: PROVIDER, secret: SECRET, launchUrl: 'https://bench.example/?t={token}', platforms: ['nova'] }],
  }));
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const seats = await seatPlayers(app.db);
    const { rows: [game] } = await app.db.query<{ code: string }>('SELECT code FROM games WHERE id = $1', [GAME_ID]);
    const gameCode = game!.code;

    const post = async (action: string, body: object): Promise<Record<string, unknown>> => {
      const raw = JSON.stringify(body);
      // Node's fetch keeps connections alive, as a provider's HTTP client would.
      const res = await fetch(`${address}/provider/v1/${PROVIDER}/${action}`, {
        method: 'POST', body: raw,
        headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: createHmac('sha256', SECRET).update(raw).digest('hex') },
      });
      const answer = (await res.json()) as Record<string, unknown>;
      if (answer.status !== 'OK') throw new Error(`${action} refused: ${JSON.stringify(answer)}`);
      return answer;
    };
    let serial = 0;
    const round = async () => {
      const seat = seats[Math.floor(Math.random() * seats.length)]!;
      const id = `r${suffix}-${++serial}`;
      const common = { token: seat.token, playerId: seat.playerId, gameCode, roundId: id };
      const bet = 1 + Math.floor(Math.random() * 100);
      await post('bet', { ...common, transactionId: `${id}-b`, amount: bet });
      await post('win', { ...common, transactionId: `${id}-w`, betTransactionId: `${id}-b`, amount: serial % 3 === 0 ? bet * 2 : 0, roundClosed: true });
    };
    const rate = await measure(seconds, IN_FLIGHT, round);

    const settings = [{ code: PROVIDER, secret: SECRET, enabled: true, launchUrl: 'https://bench.example/?t={token}', platforms: ['nova'] }];
    const wallet = createWalletService({ db: app.db, clock: systemClock, decryptPassword: () => null });
    const { gateway } = createPlayService({
      db: app.db, clock: systemClock, wallet, providers: settings, houseSecret: randomBytes(32), sessionMinutes: 240, currency: 'PHP',
      events: createEventBus(),
    });
    const inProcess = async () => {
      const seat = seats[Math.floor(Math.random() * seats.length)]!;
      const id = `i${suffix}-${++serial}`;
      const common = { token: seat.token, playerId: seat.playerId, gameCode, roundId: id };
      const bet = 1 + Math.floor(Math.random() * 100);
      const placed = await gateway.call(PROVIDER, 'bet', { ...common, transactionId: `${id}-b`, amount: bet });
      if (placed.status !== 'OK') throw new Error(`bet refused: ${JSON.stringify(placed)}`);
      const won = await gateway.call(PROVIDER, 'win', { ...common, transactionId: `${id}-w`, betTransactionId: `${id}-b`, amount: serial % 3 === 0 ? bet * 2 : 0, roundClosed: true });
      if (won.status !== 'OK') throw new Error(`win refused: ${JSON.stringify(won)}`);
    };
    const inProcessRate = await measure(seconds, IN_FLIGHT, inProcess);
    const books = await checkBooks(app.db);
    return {
      pgbenchTps: anchor.tps, pgbenchCommand: anchor.command,
      roundsPerSecond: rate.perSecond, callsPerSecond: rate.perSecond * 2, inProcessRoundsPerSecond: inProcessRate.perSecond, seconds,
      booksClean: books.ok, transfersChecked: books.transfersChecked,
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    await admin(cluster.url, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${gameDb} WITH (FORCE)`);
      await c.query(`DROP DATABASE IF EXISTS ${anchorDb} WITH (FORCE)`);
    }).catch(() => undefined);
  }
}

/** Players with coins and an open game session each, made directly: registration is not what is measured. */
async function seatPlayers(db: Db): Promise<Seat[]> {
  const ledger = createLedger(db);
  const sessions = createGameSessions({ db, clock: systemClock, lifetimeMinutes: 240 });
  const { rows: [game] } = await db.query<{ code: string }>('SELECT code FROM games WHERE id = $1', [GAME_ID]);
  const seats: Seat[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const playerId = await createPlayer(db);
    await ledger.transfer({ key: `bench:fund:${playerId}`, kind: 'reward', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(playerId), amount: STARTING_COINS });
    // A game session takes bets only while the login that opened it lasts (decision 054).
    const { rows: [login] } = await db.query<{ id: string }>(
      `INSERT INTO sessions (player_id, token_hash, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, now(), now(), now() + interval '1 day') RETURNING id`, [playerId, randomBytes(32).toString('hex')]);
    const { token } = await sessions.open({ playerId, loginSessionId: Number(login!.id), gameId: GAME_ID, gameCode: game!.code, providerCode: PROVIDER });
    seats.push({ playerId: String(playerId), token });
  }
  return seats;
}
