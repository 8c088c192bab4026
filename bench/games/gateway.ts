/**
 * The provider gateway under load: a provider's signed bet and win calls over HTTP, from
 * autocannon in a process of its own, against the casino server in a process of its own; and
 * the same calls through the gateway's in-process entry (the house provider's path: no HTTP)
 * from this process. Each measurement is a slice; run.ts alternates them with the anchor.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { systemClock } from '@casino/server/src/platform/clock.ts';
import type { Db } from '@casino/server/src/platform/db.ts';
import { createEventBus } from '@casino/server/src/platform/events.ts';
import { createLedger, playerMain, systemAccount } from '@casino/server/src/modules/wallet/ledger.ts';
import { createPlayer } from '@casino/server/src/modules/wallet/testing.ts';
import { createGameSessions } from '@casino/server/src/modules/play/game-sessions.ts';
import { createPlayService } from '@casino/server/src/modules/play/service.ts';
import { createWalletService } from '@casino/server/src/modules/wallet/service.ts';
import { cpuMeter } from '../support/cpu.ts';
import { runLoad } from '../support/load.ts';
import type { Measurement } from '../support/load.ts';
import { BENCH_GAME_ID, BENCH_PROVIDER } from './casino.ts';
import type { Casino } from './casino.ts';
import type { GatewayLoad } from './gateway-scenario.ts';

const SCENARIO = fileURLToPath(new URL('./gateway-scenario.ts', import.meta.url));
const PLAYERS = 500;
const STARTING_COINS = 1_000_000_000;

export interface Slice {
  seconds: number;
  warmUpSeconds: number;
  /** HTTP connections of the load generator, or calls in flight in process. */
  connections: number;
}

export interface GatewayRig {
  /** Bet and win calls over signed HTTP; CPU counted for the server and, when it is local, PostgreSQL. */
  overHttp(slice: Slice): Promise<Measurement>;
  /** The same calls through createPlayService's gateway in this process. */
  inProcess(slice: Slice): Promise<Measurement>;
}

export async function prepareGateway(casino: Casino, postmaster: number | null): Promise<GatewayRig> {
  const seats = await seatPlayers(casino.db, PLAYERS);
  const { rows: [game] } = await casino.db.query<{ code: string }>('SELECT code FROM games WHERE id = $1', [BENCH_GAME_ID]);
  const load: GatewayLoad = { providerCode: BENCH_PROVIDER, secret: casino.providerSecret, gameCode: game!.code, seats };
  const postgres = postmaster === null ? null : [postmaster];

  const settings = [{ code: BENCH_PROVIDER, secret: casino.providerSecret, enabled: true, launchUrl: 'https://bench.example/?t={token}', platforms: ['nova'] }];
  const wallet = createWalletService({ db: casino.db, clock: systemClock, decryptPassword: () => null });
  const { gateway } = createPlayService({
    db: casino.db, clock: systemClock, wallet, providers: settings, houseSecret: randomBytes(32), sessionMinutes: 240, currency: 'PHP',
    events: createEventBus(),
  });
  const run = randomBytes(4).toString('hex');
  let serial = 0;
  /** A bet and the win that settles it; their latencies in milliseconds. */
  const round = async (latencies: number[]) => {
    const seat = seats[Math.floor(Math.random() * seats.length)]!;
    const id = `i${run}-${++serial}`;
    const common = { token: seat.token, playerId: seat.playerId, gameCode: load.gameCode, roundId: id };
    const bet = 1 + Math.floor(Math.random() * 100);
    let started = performance.now();
    const placed = await gateway.call(BENCH_PROVIDER, 'bet', { ...common, transactionId: `${id}-b`, amount: bet });
    if (placed.status !== 'OK') throw new Error(`bet refused: ${JSON.stringify(placed)}`);
    latencies.push(performance.now() - started);
    started = performance.now();
    const won = await gateway.call(BENCH_PROVIDER, 'win', { ...common, transactionId: `${id}-w`, betTransactionId: `${id}-b`, amount: serial % 3 === 0 ? bet * 2 : 0, roundClosed: true });
    if (won.status !== 'OK') throw new Error(`win refused: ${JSON.stringify(won)}`);
    latencies.push(performance.now() - started);
  };
  /** `inFlight` loops of rounds for `seconds`. */
  const loops = async (seconds: number, inFlight: number, latencies: number[]) => {
    const end = performance.now() + seconds * 1000;
    await Promise.all(Array.from({ length: inFlight }, async () => {
      while (performance.now() < end) await round(latencies);
    }));
  };

  return {
    overHttp: (slice) => runLoad({ url: casino.url, scenario: SCENARIO, params: load, ...slice }, { server: [casino.pid], PostgreSQL: postgres }),
    async inProcess(slice) {
      await loops(slice.warmUpSeconds, slice.connections, []);
      const latencies: number[] = [];
      const meter = postgres === null ? null : cpuMeter(postgres);
      meter?.start();
      const before = process.cpuUsage();
      await loops(slice.seconds, slice.connections, latencies);
      const own = process.cpuUsage(before);
      return {
        seconds: slice.seconds, latenciesMs: latencies.sort((a, b) => a - b), refused: 0, firstRefusal: null, failed: 0, generatorCpuSeconds: 0,
        cpuSeconds: { 'this process': (own.user + own.system) / 1e6, PostgreSQL: meter?.stop() ?? null },
      };
    },
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
