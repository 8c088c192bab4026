import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, HouseGame, SaferPlayErrcode } from '@casino/contract';
import type { LimitPeriod, MoneyLimit, MoneyLimitKind, SaferPlay } from '@casino/contract';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, callRaw, encryptPassword, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { bind, buildPaymentsApp, drainCallbacks, payOnPage, recharge, refOf } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/**
 * Deposit, loss, wager and session-time limits and the reality check (docs/decisions/065), end to
 * end: limits set through the player's calls bite on recharge3, startGame, the house games and
 * the signed provider gateway; periods roll over at Philippine midnight, Monday and the 1st on
 * the app's clock; raises wait 24 hours. The books must balance after each test.
 */

const START = 1_000_00;
const SECRET = 'limits-secret-0123456789';
const ACME = { code: 'acme', secret: SECRET, enabled: true, launchUrl: 'https://acme.example/launch?token={token}', platforms: ['lantern'] };
/** Red Lantern's Jade Emperor (platform lantern), served by acme. */
const ACME_GAME = { id: 301, code: 'jade-emperor' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: PaymentsTestApp;
let app: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await buildPaymentsApp({ app: { userRegisterCoin: START, gameProviders: [ACME], databasePoolMax: 20 } });
  app = t.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

const unique = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** Moves the app's clock forward to `iso` (never back: logins and sessions depend on it). */
function moveTo(iso: string): void {
  const at = new Date(iso);
  expect(at.getTime()).toBeGreaterThan(app.clock.now().getTime());
  app.clock.set(at);
}

// ---- the player's calls ----

async function setMoney(p: RegisteredPlayer, kind: MoneyLimitKind, period: LimitPeriod, amount: number | null): Promise<SaferPlay> {
  const res = await call(app, 'setMoneyLimit', { kind, period, amount }, p.token);
  expect(res.errcode, JSON.stringify(res)).toBe(0);
  return res as unknown as SaferPlay;
}
async function saferPlay(p: RegisteredPlayer): Promise<SaferPlay> {
  const res = await call(app, 'getSaferPlay', {}, p.token);
  expect(res.errcode, JSON.stringify(res)).toBe(0);
  return res as unknown as SaferPlay;
}
const limitIn = (view: SaferPlay, kind: MoneyLimitKind, period: LimitPeriod): MoneyLimit =>
  view.limits.find((l) => l.kind === kind && l.period === period)!;
const logIn = async (p: RegisteredPlayer): Promise<RegisteredPlayer> => {
  const res = await call(app, 'accountLogin', { account: p.account, password: await encryptPassword(app, p.password) });
  expect(res.errcode, JSON.stringify(res)).toBe(0);
  return { ...p, token: res.token as string };
};
const coins = async (p: RegisteredPlayer): Promise<number> => (await call(app, 'refreshData', {}, p.token)).coin as number;

// ---- an external provider over signed HTTP ----

type Answer = { status: string; error?: string; message?: string; balance?: number; limit?: Record<string, unknown> };
interface Seat { playerId: string; token: string }
interface PlacedBet { roundId: string; transactionId: string }

async function signed(action: string, body: Record<string, unknown>): Promise<Answer> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${baseUrl}/provider/v1/acme/${action}`, {
    method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex') },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}
async function seat(p: RegisteredPlayer): Promise<Seat> {
  const res = await call(app, 'startGame', { gameId: ACME_GAME.id }, p.token);
  expect(res.errcode, JSON.stringify(res)).toBe(0);
  return { playerId: String(p.user.id), token: new URL(res.launchUrl!).searchParams.get('token')! };
}
async function bet(s: Seat, amount: number): Promise<{ answer: Answer; bet: PlacedBet }> {
  const placed = { roundId: unique('round'), transactionId: unique('bet') };
  const answer = await signed('bet', { token: s.token, playerId: s.playerId, gameCode: ACME_GAME.code, amount, ...placed });
  return { answer, bet: placed };
}
/** A bet that must be accepted. */
async function betOk(s: Seat, amount: number): Promise<PlacedBet> {
  const { answer, bet: placed } = await bet(s, amount);
  expect(answer, JSON.stringify(answer)).toMatchObject({ status: 'OK' });
  return placed;
}
const win = (s: Seat, placed: PlacedBet, amount: number) =>
  signed('win', { token: s.token, playerId: s.playerId, gameCode: ACME_GAME.code, roundId: placed.roundId, transactionId: unique('win'), betTransactionId: placed.transactionId, amount });
const rollBack = (s: Seat, placed: PlacedBet) =>
  signed('rollback', { token: s.token, playerId: s.playerId, gameCode: ACME_GAME.code, roundId: placed.roundId, transactionId: unique('rb'), referenceTransactionId: placed.transactionId });

/** What a refused bet must leave as it was: the player's transactions, rounds and ledger transfers. */
async function footprint(playerId: number) {
  const { rows } = await app.db.query<{ tx: number; rounds: number; transfers: number }>(
    `SELECT (SELECT count(*) FROM provider_transactions WHERE player_id = $1)::int AS tx,
            (SELECT count(*) FROM game_rounds WHERE player_id = $1)::int AS rounds,
            (SELECT count(*) FROM ledger_transfers)::int AS transfers`, [playerId]);
  return rows[0];
}

// ---- the house games ----

async function diceSession(p: RegisteredPlayer): Promise<string> {
  const res = await call(app, 'startGame', { gameId: HouseGame.Dice }, p.token);
  expect(res.errcode, JSON.stringify(res)).toBe(0);
  return new URL(res.launchUrl!, 'http://casino.test').searchParams.get('session')!;
}
const roll = (session: string, amount: number) =>
  call(app, 'housePlay', { session, requestId: unique('req'), bet: amount, choice: { kind: 'dice', target: 5000, direction: 'under' } });

describe('loss and wager limits at the gateway', () => {
  it('a loss limit: a bet reaching it exactly passes, one hundredth more is refused and changes nothing; wins give room back', async () => {
    const player = await registerPlayer(app);
    const view = await setMoney(player, 'loss', 'day', 10_00);
    expect(limitIn(view, 'loss', 'day')).toMatchObject({ amount: 10_00, used: 0, pending: null });
    const s = await seat(player);

    const first = await betOk(s, 6_00);
    await betOk(s, 4_00);
    const before = await footprint(player.user.id);
    const over = await bet(s, 1);
    expect(over.answer).toMatchObject({
      status: 'ERROR', error: 'BET_REFUSED', balance: START - 10_00,
      limit: { kind: 'loss', period: 'day', limit: 10_00, used: 10_00 },
    });
    expect(over.answer.message).toMatch(/^amount: .*daily loss limit of 10\.00/);
    expect(await footprint(player.user.id)).toEqual(before);
    expect(await coins(player)).toBe(START - 10_00);

    // A win of 3.00 on the first bet: net loss 7.00, so 3.00 more may be bet, not 3.01.
    expect(await win(s, first, 3_00)).toMatchObject({ status: 'OK' });
    expect(limitIn(await saferPlay(player), 'loss', 'day').used).toBe(7_00);
    expect((await bet(s, 3_01)).answer).toMatchObject({ error: 'BET_REFUSED', limit: { used: 7_00 } });
    await betOk(s, 3_00);
    expect((await bet(s, 1)).answer.error).toBe('BET_REFUSED');
  });

  it('a net win counts as 0 used, and its winnings leave room for bets up to the limit of net loss', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'loss', 'week', 5_00);
    const s = await seat(player);
    const placed = await betOk(s, 2_00);
    expect(await win(s, placed, 10_00)).toMatchObject({ status: 'OK' });
    expect(limitIn(await saferPlay(player), 'loss', 'week').used).toBe(0);
    // Up 8.00: a bet of 13.00 would end the week 5.00 down at most.
    await betOk(s, 13_00);
    expect(limitIn(await saferPlay(player), 'loss', 'week').used).toBe(5_00);
    expect((await bet(s, 1)).answer).toMatchObject({ error: 'BET_REFUSED', limit: { kind: 'loss', period: 'week', used: 5_00 } });
  });

  it('a wager limit counts bets, whatever was won; a rolled-back bet does not count', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'wager', 'month', 5_00);
    const s = await seat(player);
    const first = await betOk(s, 2_00);
    expect(await win(s, first, 50_00)).toMatchObject({ status: 'OK' });
    const second = await betOk(s, 3_00);
    expect((await bet(s, 1)).answer).toMatchObject({ error: 'BET_REFUSED', limit: { kind: 'wager', period: 'month', limit: 5_00, used: 5_00 } });

    expect(await rollBack(s, second)).toMatchObject({ status: 'OK' });
    expect(limitIn(await saferPlay(player), 'wager', 'month').used).toBe(2_00);
    await betOk(s, 3_00);
    expect((await bet(s, 1)).answer.error).toBe('BET_REFUSED');
  });

  it('wins and rollbacks still settle after a limit is reached', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'loss', 'day', 5_00);
    const s = await seat(player);
    const a = await betOk(s, 2_00);
    const b = await betOk(s, 3_00);
    expect((await bet(s, 1)).answer.error).toBe('BET_REFUSED');
    expect(await win(s, a, 0)).toMatchObject({ status: 'OK', balance: START - 5_00 });
    expect(await rollBack(s, b)).toMatchObject({ status: 'OK', balance: START - 2_00 });
    expect(await coins(player)).toBe(START - 2_00);
  });

  it('forty bets at once, over HTTP and in process, never pass a loss limit together', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'loss', 'day', 10_00);
    const s = await seat(player);
    const { gateway } = app.face('play');
    // Half signed over HTTP, half straight into the gateway (no HTTP in between: they meet in the database at once).
    const answers = await Promise.all(Array.from({ length: 40 }, async (_, i) => {
      if (i % 2 === 0) return (await bet(s, 1_00)).answer;
      const body = { token: s.token, playerId: s.playerId, gameCode: ACME_GAME.code, roundId: unique('round'), transactionId: unique('bet'), amount: 1_00 };
      return (await gateway.call('acme', 'bet', body)) as Answer;
    }));
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(10);
    expect(answers.filter((a) => a.error === 'BET_REFUSED')).toHaveLength(30);
    const { rows } = await app.db.query<{ total: number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS total FROM provider_transactions WHERE player_id = $1 AND kind = 'bet'`, [player.user.id]);
    expect(Number(rows[0]?.total)).toBe(10_00);
    expect(await coins(player)).toBe(START - 10_00);
  });

  it('a player without limits bets as before; a limit of another player does not touch them', async () => {
    const limited = await registerPlayer(app);
    await setMoney(limited, 'wager', 'day', 1_00);
    const free = await registerPlayer(app);
    const s = await seat(free);
    await betOk(s, 500_00);
    expect(limitIn(await saferPlay(free), 'wager', 'day')).toMatchObject({ amount: null, used: 500_00 });
  });
});

describe('limits in the house games and at launch', () => {
  it('a house bet over a loss limit answers 3511 with the period, limit and what was used; nothing moves', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'loss', 'day', 10);
    const session = await diceSession(player);
    const refused = await roll(session, 20);
    expect(refused).toMatchObject({ code: 200, errcode: SaferPlayErrcode.LossLimitReached, period: 'day', limit: 10, used: 0 });
    expect(refused.msg).toMatch(/daily loss limit of 0\.10/);
    expect(await coins(player)).toBe(START);
    expect((await footprint(player.user.id))?.tx).toBe(0);
  });

  it('a house bet over a wager limit answers 3512, and startGame is refused once a limit is used up', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'wager', 'week', 100);
    const session = await diceSession(player);
    expect((await roll(session, 100)).errcode).toBe(0);
    expect(await roll(session, 10)).toMatchObject({ errcode: SaferPlayErrcode.WagerLimitReached, period: 'week', limit: 100, used: 100 });

    const launch = await call(app, 'startGame', { gameId: HouseGame.Dice }, player.token);
    expect(launch).toMatchObject({ errcode: SaferPlayErrcode.WagerLimitReached, period: 'week', limit: 100, used: 100 });
    expect(launch.msg).toMatch(/weekly wager limit of 1\.00: games can be played again from .*Philippine time/);
  });

  it('startGame is refused (3511) when a loss limit is used up, and allowed while any of it is left', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'loss', 'month', 3_00);
    const s = await seat(player);
    await betOk(s, 2_99);
    expect((await call(app, 'startGame', { gameId: ACME_GAME.id }, player.token)).errcode).toBe(0);
    await betOk(s, 1);
    expect(await call(app, 'startGame', { gameId: ACME_GAME.id }, player.token))
      .toMatchObject({ errcode: SaferPlayErrcode.LossLimitReached, period: 'month', limit: 3_00, used: 3_00 });
  });
});

describe('the session-time limit', () => {
  it('after N minutes of the login, bets and launches are refused (3513); wins settle; a new login plays again', async () => {
    const player = await registerPlayer(app);
    const res = await call(app, 'setSessionLimit', { minutes: 5 }, player.token);
    expect(res).toMatchObject({ errcode: 0, session: { minutes: 5, pending: null } });
    const s = await seat(player);
    const dice = await diceSession(player);
    const placed = await betOk(s, 1_00);

    app.clock.advance(5 * MINUTE - 1);
    await betOk(s, 1_00);
    app.clock.advance(1);
    const refused = await bet(s, 1_00);
    expect(refused.answer).toMatchObject({ error: 'BET_REFUSED', limit: { kind: 'session', period: null, limit: 5, used: 5 } });
    expect(await roll(dice, 10)).toMatchObject({ errcode: SaferPlayErrcode.SessionLimitReached, limit: 5, minutes: 5 });
    expect(await call(app, 'startGame', { gameId: ACME_GAME.id }, player.token)).toMatchObject({ errcode: SaferPlayErrcode.SessionLimitReached, limit: 5, minutes: 5 });
    expect(await win(s, placed, 2_50)).toMatchObject({ status: 'OK' });

    const again = await logIn(player);
    await betOk(await seat(again), 1_00);
    expect(await coins(again)).toBe(START - 3_00 + 2_50);
  });
});

describe('deposit limits', () => {
  it('count credited deposits and open orders: exactly at the limit passes, one hundredth over is refused and writes nothing', async () => {
    const player = await registerPlayer(app);
    await bind(app, player.token);
    await setMoney(player, 'deposit', 'day', 500_00);
    const first = await recharge(app, player.token, 300_00);

    const orders = async () => Number((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE player_id = $1', [player.user.id])).rows[0]?.n);
    const before = await orders();
    const over = await call(app, 'recharge3', { amount: 200_01, version: 4, actType: 0, rechargeType: 1 }, player.token);
    expect(over).toMatchObject({ errcode: SaferPlayErrcode.DepositLimitReached, period: 'day', limit: 500_00, used: 300_00 });
    expect(over.msg).toMatch(/^amount: .*daily deposit limit of 500\.00/);
    expect(await orders()).toBe(before);
    await recharge(app, player.token, 200_00);

    // The first order paid: it counts as credited; the second, unpaid, expires and stops counting.
    expect((await payOnPage(app, refOf(first.payUrl as string))).statusCode).toBe(303);
    await drainCallbacks(app);
    expect(limitIn(await saferPlay(player), 'deposit', 'day').used).toBe(300_00);
    app.clock.advance(11 * MINUTE);
    await recharge(app, player.token, 200_00);
    expect(await call(app, 'recharge3', { amount: 100_00, version: 4, actType: 0, rechargeType: 1 }, player.token))
      .toMatchObject({ errcode: SaferPlayErrcode.DepositLimitReached, used: 500_00 });
  });
});

describe('raising, removing and lowering', () => {
  it('a raise waits 24 hours (3515 before), then confirmLimit applies it; 3514 when nothing waits; every step is in the history', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'loss', 'day', 10_00);
    const requestedAt = app.clock.now().getTime();
    const raised = limitIn(await setMoney(player, 'loss', 'day', 20_00), 'loss', 'day');
    expect(raised).toMatchObject({ amount: 10_00, pending: { value: 20_00, requestedAt, effectiveAt: requestedAt + 24 * HOUR } });

    // The old limit holds meanwhile.
    const s = await seat(player);
    await betOk(s, 10_00);
    expect((await bet(s, 1)).answer.error).toBe('BET_REFUSED');

    app.clock.advance(24 * HOUR - 1);
    expect(await call(app, 'confirmLimit', { kind: 'loss', period: 'day' }, player.token))
      .toMatchObject({ errcode: SaferPlayErrcode.LimitNotYetDue, effectiveAt: requestedAt + 24 * HOUR });
    app.clock.advance(1);
    const confirmed = await call(app, 'confirmLimit', { kind: 'loss', period: 'day' }, player.token);
    expect(confirmed.errcode).toBe(0);
    expect(limitIn(confirmed as unknown as SaferPlay, 'loss', 'day')).toMatchObject({ amount: 20_00, pending: null });
    expect(await call(app, 'confirmLimit', { kind: 'loss', period: 'day' }, player.token)).toMatchObject({ errcode: SaferPlayErrcode.NoPendingLimit });
    expect(await call(app, 'confirmLimit', { kind: 'wager', period: 'day' }, player.token)).toMatchObject({ errcode: SaferPlayErrcode.NoPendingLimit });

    const { rows } = await app.db.query<{ change: string; changed_by: string; before: { amount: number | null }; after: { amount: number | null } }>(
      'SELECT change, changed_by, before, after FROM player_limit_changes WHERE player_id = $1 ORDER BY id', [player.user.id]);
    expect(rows.map((r) => [r.change, r.changed_by, r.before.amount, r.after.amount])).toEqual([
      ['applied', 'player', null, 10_00], ['requested', 'player', 10_00, 10_00], ['confirmed', 'player', 10_00, 20_00],
    ]);
  });

  it('a removal waits too; the session-time limit follows the same rule', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'wager', 'week', 50_00);
    const removing = limitIn(await setMoney(player, 'wager', 'week', null), 'wager', 'week');
    expect(removing).toMatchObject({ amount: 50_00, pending: { value: null } });
    expect((await call(app, 'setSessionLimit', { minutes: 60 }, player.token)).session).toEqual({ minutes: 60, pending: null });
    const longer = await call(app, 'setSessionLimit', { minutes: 120 }, player.token);
    expect(longer.session).toMatchObject({ minutes: 60, pending: { value: 120 } });

    app.clock.advance(24 * HOUR);
    expect(limitIn(await call(app, 'confirmLimit', { kind: 'wager', period: 'week' }, player.token) as unknown as SaferPlay, 'wager', 'week'))
      .toMatchObject({ amount: null, pending: null });
    expect((await call(app, 'confirmLimit', { kind: 'session' }, player.token)).session).toEqual({ minutes: 120, pending: null });
    // Removed limits leave no row behind for the bet check to find.
    const { rows } = await app.db.query('SELECT 1 FROM player_limits WHERE player_id = $1 AND kind = $2', [player.user.id, 'wager']);
    expect(rows).toHaveLength(0);
  });

  it('a value not higher than the one in force applies at once and cancels a pending raise', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'deposit', 'month', 1_000_00);
    await setMoney(player, 'deposit', 'month', 3_000_00);
    const lowered = limitIn(await setMoney(player, 'deposit', 'month', 800_00), 'deposit', 'month');
    expect(lowered).toMatchObject({ amount: 800_00, pending: null });

    await setMoney(player, 'deposit', 'month', 900_00);
    const same = limitIn(await setMoney(player, 'deposit', 'month', 800_00), 'deposit', 'month');
    expect(same).toMatchObject({ amount: 800_00, pending: null });
    app.clock.advance(24 * HOUR);
    expect(await call(app, 'confirmLimit', { kind: 'deposit', period: 'month' }, player.token)).toMatchObject({ errcode: SaferPlayErrcode.NoPendingLimit });
  });

  it('operatorLower lowers at once and cannot raise; the change is recorded with the operator', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'loss', 'week', 100_00);
    await setMoney(player, 'loss', 'week', 500_00);
    const { limits } = app.face('safer-play');
    await expect(limits.operatorLower('alice', player.user.id, { kind: 'loss', period: 'week' }, 100_00)).rejects.toThrow(/only lower/);
    await expect(limits.operatorLower('alice', player.user.id, { kind: 'loss', period: 'week' }, 200_00)).rejects.toThrow(/only lower/);
    expect(limitIn(await saferPlay(player), 'loss', 'week')).toMatchObject({ amount: 100_00, pending: { value: 500_00 } });

    await limits.operatorLower('alice', player.user.id, { kind: 'loss', period: 'week' }, 40_00);
    await limits.operatorLower('alice', player.user.id, { kind: 'session' }, 30);
    const view = await saferPlay(player);
    expect(limitIn(view, 'loss', 'week')).toMatchObject({ amount: 40_00, pending: null });
    expect(view.session).toEqual({ minutes: 30, pending: null });
    const { rows } = await app.db.query<{ change: string; changed_by: string }>(
      `SELECT change, changed_by FROM player_limit_changes WHERE player_id = $1 AND changed_by <> 'player' ORDER BY id`, [player.user.id]);
    expect(rows).toEqual([{ change: 'lowered', changed_by: 'operator:alice' }, { change: 'lowered', changed_by: 'operator:alice' }]);
    const audit = await app.db.query('SELECT 1 FROM ops_audit WHERE operator = $1 AND action = $2 AND subject_id = $3', ['alice', 'saferPlay.limitLowered', String(player.user.id)]);
    expect(audit.rows).toHaveLength(2);
  });
});

describe('the view and the reality check', () => {
  it('getSaferPlay lists every kind and period in order, with what each used', async () => {
    const player = await registerPlayer(app);
    await setMoney(player, 'wager', 'day', 100_00);
    const s = await seat(player);
    const placed = await betOk(s, 30_00);
    expect(await win(s, placed, 10_00)).toMatchObject({ status: 'OK' });
    const view = await saferPlay(player);
    expect(view.limits.map((l) => `${l.kind}:${l.period}`)).toEqual([
      'deposit:day', 'deposit:week', 'deposit:month', 'loss:day', 'loss:week', 'loss:month', 'wager:day', 'wager:week', 'wager:month',
    ]);
    expect(view.limits.map((l) => [l.amount, l.used])).toEqual([
      [null, 0], [null, 0], [null, 0], [null, 20_00], [null, 20_00], [null, 20_00], [100_00, 30_00], [null, 30_00], [null, 30_00],
    ]);
    expect(view.session).toEqual({ minutes: null, pending: null });
    expect(view.realityCheckMinutes).toBe(0);
  });

  it('getRealityCheck: the login\'s start, minutes, and the bets and wins of the games this login opened', async () => {
    const loggedInAt = app.clock.now().getTime();
    const player = await registerPlayer(app);
    expect((await call(app, 'setRealityCheck', { minutes: 30 }, player.token)).realityCheckMinutes).toBe(30);
    const s = await seat(player);
    const kept = await betOk(s, 5_00);
    const cancelled = await betOk(s, 3_00);
    expect(await win(s, kept, 2_00)).toMatchObject({ status: 'OK' });
    expect(await rollBack(s, cancelled)).toMatchObject({ status: 'OK' });

    // Another login of the same player plays dice: its round is not this login's.
    const other = await logIn(player);
    const dice = await roll(await diceSession(other), 1_00);
    expect(dice.errcode).toBe(0);

    app.clock.advance(7 * MINUTE + 30_000);
    const check = await call(app, 'getRealityCheck', {}, player.token);
    expect(check).toMatchObject({ errcode: 0, intervalMinutes: 30, sessionStartedAt: loggedInAt, minutesPlayed: 7, bets: 5_00, wins: 2_00, net: -3_00 });
    const payout = dice.round!.payout;
    expect(await call(app, 'getRealityCheck', {}, other.token)).toMatchObject({ bets: 1_00, wins: payout, net: payout - 1_00, minutesPlayed: 7 });
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, and changes nothing', async () => {
    const player = await registerPlayer(app);
    const cases: Array<[Parameters<typeof callRaw>[1], Record<string, unknown>, string]> = [
      ['setMoneyLimit', { kind: 'bonus', period: 'day', amount: 100 }, 'kind'],
      ['setMoneyLimit', { kind: 'loss', period: 'year', amount: 100 }, 'period'],
      ['setMoneyLimit', { kind: 'loss', period: 'day', amount: 0 }, 'amount'],
      ['setMoneyLimit', { kind: 'loss', period: 'day', amount: 1.5 }, 'amount'],
      ['setMoneyLimit', { kind: 'loss', period: 'day', amount: 10_000_000_001 }, 'amount'],
      ['setMoneyLimit', { kind: 'loss', period: 'day' }, 'amount'],
      ['setSessionLimit', { minutes: 4 }, 'minutes'],
      ['setSessionLimit', { minutes: 1441 }, 'minutes'],
      ['confirmLimit', { kind: 'loss' }, 'period'],
      ['confirmLimit', { kind: 'time', period: 'day' }, 'kind'],
      ['setRealityCheck', { minutes: 10 }, 'minutes'],
      ['setRealityCheck', { minutes: '30' }, 'minutes'],
    ];
    for (const [name, body, field] of cases) {
      const res = await callRaw(app, name, body, player.token);
      expect(res.statusCode, `${name} ${JSON.stringify(body)}`).toBe(200);
      const envelope = res.json() as { code: number; msg: string };
      expect(envelope.code, `${name} ${JSON.stringify(body)}`).toBe(Code.BadInput);
      expect(envelope.msg, `${name} ${JSON.stringify(body)}`).toMatch(new RegExp(`^${field}\\b`));
    }
    const { rows } = await app.db.query('SELECT 1 FROM player_limit_changes WHERE player_id = $1', [player.user.id]);
    expect(rows).toHaveLength(0);
  });
});

describe('periods roll over in Philippine time', () => {
  it('a daily limit starts again at Philippine midnight (16:00 UTC); the week still counts the day before', async () => {
    moveTo('2031-03-04T15:58:00Z'); // Tuesday 23:58 in Manila
    const player = await registerPlayer(app);
    const view = await setMoney(player, 'loss', 'day', 5_00);
    expect(limitIn(view, 'loss', 'day').periodEndsAt).toBe(Date.parse('2031-03-04T16:00:00Z'));
    const s = await seat(player);
    await betOk(s, 5_00);
    moveTo('2031-03-04T15:59:59.999Z');
    expect((await bet(s, 1)).answer.error).toBe('BET_REFUSED');
    moveTo('2031-03-04T16:00:00Z');
    await betOk(s, 5_00);
    const after = await saferPlay(player);
    expect(limitIn(after, 'loss', 'day')).toMatchObject({ used: 5_00, periodEndsAt: Date.parse('2031-03-05T16:00:00Z') });
    expect(limitIn(after, 'loss', 'week')).toMatchObject({ used: 10_00, periodEndsAt: Date.parse('2031-03-09T16:00:00Z') });
  });

  it('a weekly limit starts again on Monday 00:00 in Manila', async () => {
    moveTo('2031-03-09T15:58:00Z'); // Sunday 23:58 in Manila
    const player = await registerPlayer(app);
    const view = await setMoney(player, 'wager', 'week', 3_00);
    expect(limitIn(view, 'wager', 'week').periodEndsAt).toBe(Date.parse('2031-03-09T16:00:00Z'));
    const s = await seat(player);
    await betOk(s, 3_00);
    expect((await bet(s, 1)).answer.error).toBe('BET_REFUSED');
    moveTo('2031-03-09T16:00:00Z'); // Monday 00:00
    await betOk(s, 3_00);
    expect(limitIn(await saferPlay(player), 'wager', 'week')).toMatchObject({ used: 3_00, periodEndsAt: Date.parse('2031-03-16T16:00:00Z') });
  });

  it('a monthly limit starts again on the 1st at 00:00 in Manila', async () => {
    moveTo('2031-03-31T15:58:00Z'); // 31 March 23:58 in Manila
    const player = await registerPlayer(app);
    await bind(app, player.token);
    const view = await setMoney(player, 'loss', 'month', 4_00);
    expect(limitIn(view, 'loss', 'month').periodEndsAt).toBe(Date.parse('2031-03-31T16:00:00Z'));
    await setMoney(player, 'deposit', 'month', 100_00);
    await recharge(app, player.token, 100_00);
    const s = await seat(player);
    await betOk(s, 4_00);
    expect((await bet(s, 1)).answer.error).toBe('BET_REFUSED');
    expect((await call(app, 'recharge3', { amount: 100_00, version: 4, actType: 0, rechargeType: 1 }, player.token)).errcode)
      .toBe(SaferPlayErrcode.DepositLimitReached);
    moveTo('2031-03-31T16:00:00Z'); // 1 April 00:00
    await betOk(s, 4_00);
    expect(limitIn(await saferPlay(player), 'loss', 'month')).toMatchObject({ used: 4_00, periodEndsAt: Date.parse('2031-04-30T16:00:00Z') });
  });
});
