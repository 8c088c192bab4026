/**
 * Gateway throughput: a provider's signed bet and win calls per second over HTTP, from
 * autocannon in a process of its own, against the casino server in a process of its own, on
 * PostgreSQL; and the same rounds through the gateway's in-process entry (the house provider's
 * path: no HTTP) from this process. The anchor is pgbench's TPC-B-like tps on the same server
 * in the same run (run.ts).
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@casino/server/src/platform/clock.ts';
import type { Db } from '@casino/server/src/platform/db.ts';
import { createEventBus } from '@casino/server/src/platform/events.ts';
import { checkBooks } from '@casino/server/src/modules/wallet/books.ts';
import { createLedger, playerMain, systemAccount } from '@casino/server/src/modules/wallet/ledger.ts';
import { createPlayer } from '@casino/server/src/modules/wallet/testing.ts';
import { createGameSessions } from '@casino/server/src/modules/play/game-sessions.ts';
import { createPlayService } from '@casino/server/src/modules/play/service.ts';
import { createWalletService } from '@casino/server/src/modules/wallet/service.ts';
import { cpuMeter } from '../support/cpu.ts';
import { runLoad } from '../support/load.ts';
import type { MeasuredLoad } from '../support/load.ts';
import { measure } from '../support/postgres.ts';
import type { Rate } from '../support/postgres.ts';
import { BENCH_GAME_ID, BENCH_PROVIDER } from './casino.ts';
import type { Casino } from './casino.ts';
import type { GatewayLoad } from './gateway-scenario.ts';

const SCENARIO = fileURLToPath(new URL('./gateway-scenario.ts', import.meta.url));
const PLAYERS = 500;
const STARTING_COINS = 1_000_000_000;

export interface GatewayOptions {
  seconds: number;
  warmUpSeconds: number;
  /** HTTP connections of the load generator (and requests in flight in process). */
  connections: number;
  /** Also measure the in-process entry. */
  inProcess: boolean;
  /** The PostgreSQL server's postmaster, when it runs on this machine: its CPU per call is counted. */
  postmaster: number | null;
}

export interface GatewayFigures {
  /** Bet and win calls over signed HTTP. */
  http: MeasuredLoad;
  /** Bet and win calls through the in-process entry; null when not measured. */
  inProcess: (Rate & { cpuPerCall: Record<string, number | null> }) | null;
  booksClean: boolean;
  transfersChecked: number;
}

export async function benchGateway(casino: Casino, options: GatewayOptions): Promise<GatewayFigures> {
  const seats = await seatPlayers(casino.db, PLAYERS);
  const { rows: [game] } = await casino.db.query<{ code: string }>('SELECT code FROM games WHERE id = $1', [BENCH_GAME_ID]);
  const gameCode = game!.code;
  const load: GatewayLoad = { providerCode: BENCH_PROVIDER, secret: casino.providerSecret, gameCode, seats };
  const http = await runLoad({
    url: casino.url, scenario: SCENARIO, params: load, connections: options.connections, seconds: options.seconds, warmUpSeconds: options.warmUpSeconds,
  }, { server: [casino.pid], PostgreSQL: options.postmaster === null ? null : [options.postmaster] });
  const inProcess = options.inProcess ? await inProcessCalls(casino, load, options) : null;
  const books = await checkBooks(casino.db);
  return { http, inProcess, booksClean: books.ok, transfersChecked: books.transfersChecked };
}

/** Bet + win rounds through createPlayService's gateway in this process, counted as calls (two a round). */
async function inProcessCalls(casino: Casino, load: GatewayLoad, options: GatewayOptions): Promise<NonNullable<GatewayFigures['inProcess']>> {
  const settings = [{ code: BENCH_PROVIDER, secret: casino.providerSecret, enabled: true, launchUrl: 'https://bench.example/?t={token}', platforms: ['nova'] }];
  const wallet = createWalletService({ db: casino.db, clock: systemClock, decryptPassword: () => null });
  const { gateway } = createPlayService({
    db: casino.db, clock: systemClock, wallet, providers: settings, houseSecret: randomBytes(32), sessionMinutes: 240, currency: 'PHP',
    events: createEventBus(),
  });
  const run = randomBytes(4).toString('hex');
  let serial = 0;
  const round = async () => {
    const seat = load.seats[Math.floor(Math.random() * load.seats.length)]!;
    const id = `i${run}-${++serial}`;
    const common = { token: seat.token, playerId: seat.playerId, gameCode: load.gameCode, roundId: id };
    const bet = 1 + Math.floor(Math.random() * 100);
    const placed = await gateway.call(BENCH_PROVIDER, 'bet', { ...common, transactionId: `${id}-b`, amount: bet });
    if (placed.status !== 'OK') throw new Error(`bet refused: ${JSON.stringify(placed)}`);
    const won = await gateway.call(BENCH_PROVIDER, 'win', { ...common, transactionId: `${id}-w`, betTransactionId: `${id}-b`, amount: serial % 3 === 0 ? bet * 2 : 0, roundClosed: true });
    if (won.status !== 'OK') throw new Error(`win refused: ${JSON.stringify(won)}`);
  };
  await measure(options.warmUpSeconds, options.connections, round, 0);
  const postgres = options.postmaster === null ? null : cpuMeter([options.postmaster]);
  postgres?.start();
  const ownBefore = process.cpuUsage();
  const rounds = await measure(options.seconds, options.connections, round, 0);
  const own = process.cpuUsage(ownBefore);
  const pgSeconds = postgres?.stop() ?? null;
  const calls = rounds.ops * 2;
  const perCall = (s: number | null) => (s === null || calls === 0 ? null : (s * 1e6) / calls);
  return {
    ops: calls, seconds: rounds.seconds, perSecond: rounds.perSecond * 2,
    cpuPerCall: { 'this process': perCall((own.user + own.system) / 1e6), PostgreSQL: perCall(pgSeconds) },
  };
}

/** Players with coins and an open game session each, made directly: registration is not what is measured. */
export async function seatPlayers(db: Db, count: number): Promise<GatewayLoad['seats']> {
  const ledger = createLedger(db);
  const sessions = createGameSessions({ db, clock: systemClock, lifetimeMinutes: 240 });
  const { rows: [game] } = await db.query<{ code: string }>('SELECT code FROM games WHERE id = $1', [BENCH_GAME_ID]);
  const seats: GatewayLoad['seats'] = [];
  for (let i = 0; i < count; i++) {
    const playerId = await createPlayer(db);
    await ledger.transfer({ key: `bench:fund:${playerId}`, kind: 'reward', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(playerId), amount: STARTING_COINS });
    // A game session takes bets only while the login that opened it lasts (decision 054).
    const { rows: [login] } = await db.query<{ id: string }>(
      `INSERT INTO sessions (player_id, token_hash, created_at, last_seen_at, expires_at)
       VALUES ($1, $2, now(), now(), now() + interval '1 day') RETURNING id`, [playerId, randomBytes(32).toString('hex')]);
    const { token } = await sessions.open({ playerId, loginSessionId: Number(login!.id), gameId: BENCH_GAME_ID, gameCode: game!.code, providerCode: BENCH_PROVIDER });
    seats.push({ playerId: String(playerId), token });
  }
  return seats;
}
