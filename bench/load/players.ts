/**
 * Simulated players of the load benchmark. Each has its own address (the servers trust the
 * proxy header, so rate limits apply per player as in production) and sends every call to
 * one of the servers at random, as a load balancer without affinity would: a login made on
 * one server is used on the other. Players are registered before the window (the app keeps
 * the token). In the window each opens the app at its own moment and then, with think times
 * between: loads the lobby (user info, tips, tickers, red dots), heartbeats (online), opens a
 * house game (startGame, houseInit) and plays rounds (housePlay), with a balance refresh
 * (refreshData) every few rounds, back to the lobby and into another game now and then, and
 * the heartbeat every 60 s as the app sends it. A share of them logs in again at a random
 * moment (a new device, an expired token), as players arriving on a site do.
 */
import { randomBytes } from 'node:crypto';
import type { CallName } from '@casino/contract';
import { HouseGame } from '@casino/contract';
import type { HouseChoice } from '@casino/contract';
import { callApp, launchToken, post } from './client.ts';
import type { Answer } from './client.ts';
import type { LatencyLog } from './latency.ts';

export interface LoadPlan {
  players: number;
  /** Players open the app spread evenly over this many seconds (measured on their own)... */
  arrivalSeconds: number;
  /** ...then all of them play for this long: the steady window. */
  seconds: number;
  /** The share of players who log in (argon2id) at a random moment of the run. */
  loginShare: number;
  /** Think time before each round, uniformly between the two (ms). */
  roundThinkMs: readonly [number, number];
  /** The app's heartbeat interval. */
  heartbeatMs: number;
  roundsPerBalanceRefresh: number;
  roundsPerLobbyVisit: number;
}

export interface SimPlayer {
  account: string;
  /** The login of the registration, as the app keeps it. */
  token: string;
  /** The password as sent (encrypted once: the app encrypts it anew each time, at a cost the client pays). */
  encryptedPassword: string;
  ip: string;
  deviceId: string;
}

/** The one-shot house games a player moves between, with the choice each takes. */
const GAMES: ReadonlyArray<{ id: number; choice: HouseChoice }> = [
  { id: HouseGame.LuckyTiger, choice: { kind: 'spin' } },
  { id: HouseGame.FortuneGems, choice: { kind: 'spin' } },
  { id: HouseGame.Dice, choice: { kind: 'dice', target: 5000, direction: 'under' } },
  { id: HouseGame.Crash, choice: { kind: 'crash', cashOutAt: 200 } },
];
const BET = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** The n-th player's address: one per player, as players behind their own connections have. */
export const addressOf = (n: number): string => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const errorOf = (answer: Answer): string | undefined => {
  if (answer.status === 0) return `no answer (${answer.failure})`;
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  if (answer.body.errcode !== 0) return `errcode ${String(answer.body.errcode)} ${String(answer.body.msg ?? '')}`.trim();
  return undefined;
};

/** Registers the players (before the measured window), `inFlight` at a time; their latencies go to `log`. */
export async function registerPlayers(servers: readonly string[], count: number, encrypt: (plain: string) => string, password: string, log: LatencyLog, inFlight = 20): Promise<SimPlayer[]> {
  const run = randomBytes(3).toString('hex');
  const players: SimPlayer[] = Array.from({ length: count }, (_, n) => ({
    account: `ld${run}${n}`, token: '', encryptedPassword: encrypt(password), ip: addressOf(n + 1), deviceId: `load-${run}-${n}`,
  }));
  let next = 0;
  await Promise.all(Array.from({ length: inFlight }, async () => {
    for (let n = next++; n < count; n = next++) {
      const p = players[n] as SimPlayer;
      const answer = await log.time('accountRegist', () => callApp(pick(servers), 'accountRegist', { declaration: true, account: p.account, password: p.encryptedPassword, type: 0 }, p), errorOf);
      if (errorOf(answer) || typeof answer.body.token !== 'string') throw new Error(`registration of ${p.account} failed: ${errorOf(answer)}`);
      p.token = answer.body.token;
    }
  }));
  return players;
}

export interface WindowLogs {
  /** Calls sent while players arrive. */
  arrival: LatencyLog;
  /** Calls sent once every player is in. */
  steady: LatencyLog;
  /** Called when the steady window begins (to start meters). */
  onSteady?: () => void;
}

/** Runs every player through the plan; resolves when the steady window has ended and the last calls answered. */
export async function playWindow(servers: readonly string[], players: readonly SimPlayer[], plan: LoadPlan, logs: WindowLogs): Promise<void> {
  const started = performance.now();
  const steadyAt = started + plan.arrivalSeconds * 1000;
  const end = steadyAt + plan.seconds * 1000;
  const open = () => performance.now() < end;
  const steadyTimer = setTimeout(() => logs.onSteady?.(), plan.arrivalSeconds * 1000);
  const logOf = () => (performance.now() < steadyAt ? logs.arrival : logs.steady);

  await Promise.all(players.map(async (p, n) => {
    await sleep((n / players.length) * plan.arrivalSeconds * 1000);
    const call = (name: CallName, body: object, login?: string) =>
      logOf().time(name, () => callApp(pick(servers), name, body, { ...p, token: login }), errorOf);
    let token = p.token;
    let loginAt = Math.random() < plan.loginShare ? started + Math.random() * (end - started) : Infinity;
    const lobby = () => Promise.all([
      call('getAfterLoginInfo', {}, token), call('lobbyTips', {}, token), call('tradeInfo', {}, token), call('getRedDots', {}, token),
    ]);
    const openGame = async () => {
      const game = pick(GAMES);
      const launched = await call('startGame', { gameId: game.id }, token);
      if (typeof launched.body.launchUrl !== 'string') return null;
      const session = launchToken(launched.body.launchUrl);
      await call('houseInit', { session });
      return { ...game, session };
    };

    await lobby();
    let game = await openGame();
    let nextHeartbeat = performance.now() + Math.random() * plan.heartbeatMs;
    await call('online', game ? { gameId: game.id } : {}, token);
    for (let round = 1; open(); round++) {
      await sleep(between(plan.roundThinkMs));
      if (!open()) break;
      if (game === null) {
        game = await openGame();
        continue;
      }
      await call('housePlay', { session: game.session, requestId: `r${randomBytes(8).toString('hex')}`, bet: BET, choice: game.choice });
      if (round % plan.roundsPerBalanceRefresh === 0) await call('refreshData', {}, token);
      if (round % plan.roundsPerLobbyVisit === 0) {
        await lobby();
        game = await openGame();
      }
      if (performance.now() >= nextHeartbeat) {
        nextHeartbeat += plan.heartbeatMs;
        await call('online', { gameId: game?.id }, token);
      }
      if (performance.now() >= loginAt) {
        loginAt = Infinity;
        const login = await call('accountLogin', { account: p.account, password: p.encryptedPassword });
        if (typeof login.body.token === 'string') token = login.body.token;
        await lobby();
        game = await openGame();
      }
    }
  }));
  clearTimeout(steadyTimer);
}

/** The anchor: as many players posting to the bare route (`url`) at `perSecond` calls in all, for `seconds`. */
export async function bareWindow(url: string, players: number, perSecond: number, seconds: number, log: LatencyLog): Promise<void> {
  const end = performance.now() + seconds * 1000;
  const meanGapMs = (players / perSecond) * 1000;
  const body = JSON.stringify({ clientReferrer: 'ph', channel: 'WEB', appId: 'demo-web', platform: 0 });
  await Promise.all(Array.from({ length: players }, async () => {
    await sleep(Math.random() * meanGapMs);
    while (performance.now() < end) {
      await log.time('bare route', () => post(url, body), errorOf);
      await sleep(between([0.5 * meanGapMs, 1.5 * meanGapMs]));
    }
  }));
}
