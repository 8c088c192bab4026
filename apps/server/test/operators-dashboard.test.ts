import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId } from '@casino/contract';
import type { DashboardDay, DashboardFigures } from '@casino/contract/operator';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, encryptPassword, registerPlayer } from './helper.ts';
import type { RegisteredPlayer } from './helper.ts';
import { opCall, opCallRaw, signedInOperator } from './operators-helper.ts';
import {
  bind, buildPaymentsApp, drainCallbacks, GCASH, payOnPage, recharge, refOf, requestId, submitKyc, WALLET_PASSWORD,
} from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/**
 * The console's dashboard: real activity on two Philippine days (registrations, deposits through
 * the sandbox provider, bets, wins and a rollback through the provider gateway, a withdrawal paid
 * out, rewards), then every figure of each day and the totals against what those actions add up
 * to by hand. Philippine days run from 16:00 UTC to 16:00 UTC.
 */

const SECRET = 'dashboard-provider-secret-0123456789';
const PROVIDERS = [{ code: 'acme', secret: SECRET, enabled: true, launchUrl: 'https://acme.example/launch?token={token}', platforms: ['lantern'] }];
/** Red Lantern's Jade Emperor (platform lantern, served by acme). */
const GAME = { id: 301, code: 'jade-emperor' };
const SIGN_UP = 5_00;

/** Philippine wall time on a date, as the instant it is. */
const ph = (date: string, time: string) => new Date(`${date}T${time}+08:00`);

let t: PaymentsTestApp;
const players: Record<'a' | 'b' | 'c' | 'd', RegisteredPlayer> = {} as never;

type Answer = { status: string; error?: string };

async function gateway(action: 'bet' | 'win' | 'rollback', body: object): Promise<Answer> {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST', url: `/provider/v1/acme/${action}`,
    headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex') },
    payload: raw,
  });
  return res.json() as Answer;
}

const unique = (prefix: string): string => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A deposit through the sandbox provider's payment page, credited by its callback. */
async function deposit(player: RegisteredPlayer, amount: number): Promise<void> {
  const order = await recharge(t.app, player.token, amount);
  expect((await payOnPage(t.app, refOf(order.payUrl as string))).statusCode).toBe(303);
  await drainCallbacks(t.app);
}

/** A player with GCash bound and a deposit credited. */
async function depositor(amount: number): Promise<RegisteredPlayer> {
  const player = await registerPlayer(t.app);
  await bind(t.app, player.token);
  await deposit(player, amount);
  return player;
}

/** A game session of the player's login, and bets, wins and rollbacks in it through the signed gateway. */
async function seat(player: RegisteredPlayer) {
  const started = await call(t.app, 'startGame', { gameId: GAME.id }, player.token);
  const token = new URL(started.launchUrl as string).searchParams.get('token') as string;
  const common = { token, playerId: String(player.user.id), gameCode: GAME.code };
  return {
    async bet(amount: number) {
      const bet = { ...common, roundId: unique('round'), transactionId: unique('bet'), amount };
      expect(await gateway('bet', bet)).toMatchObject({ status: 'OK' });
      return bet;
    },
    async win(bet: { roundId: string; transactionId: string }, amount: number) {
      expect(await gateway('win', {
        ...common, roundId: bet.roundId, transactionId: unique('win'), betTransactionId: bet.transactionId, amount, roundClosed: true,
      })).toMatchObject({ status: 'OK' });
    },
    async rollback(bet: { roundId: string; transactionId: string }) {
      expect(await gateway('rollback', { ...common, roundId: bet.roundId, transactionId: unique('rb'), referenceTransactionId: bet.transactionId }))
        .toMatchObject({ status: 'OK' });
    },
  };
}

const zero: DashboardFigures = {
  deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, bets: 0, wins: 0, ggr: 0, bonusCost: 0, newPlayers: 0, activePlayers: 0,
};

/** What the actions below add up to, by hand. */
const DAY_1: DashboardDay = {
  day: '2030-01-01',
  // a deposits 1,000.00 and b 500.00; b's second order is never paid.
  deposits: 1_000_00 + 500_00, depositCount: 2,
  // a's 200.00 is paid out.
  withdrawals: 200_00, withdrawalCount: 1,
  // a 20.00; b 10.00 rolled back, then 5.00.
  bets: 20_00 + 10_00 - 10_00 + 5_00,
  wins: 35_00,
  ggr: 25_00 - 35_00,
  // Sign-up coins of a, b and c.
  bonusCost: 3 * SIGN_UP,
  newPlayers: 3,
  activePlayers: 3,
};
const DAY_2: DashboardDay = {
  day: '2030-01-02',
  deposits: 100_00, depositCount: 1,
  // a's second withdrawal waits for review: not paid, not counted.
  withdrawals: 0, withdrawalCount: 0,
  bets: 3_00, wins: 6_00, ggr: 3_00 - 6_00,
  // d's sign-up coins and a 2.50 coin reward to d; the points reward is not coins.
  bonusCost: SIGN_UP + 2_50,
  newPlayers: 1,
  // d registered, a signed in, b only bet.
  activePlayers: 3,
};

beforeAll(async () => {
  t = await buildPaymentsApp({ app: { userRegisterCoin: SIGN_UP, gameProviders: PROVIDERS } });
  const { app } = t;

  // Day 1, 10:00 in Manila.
  app.clock.set(ph('2030-01-01', '10:00:00'));
  players.a = await depositor(1_000_00);
  players.b = await depositor(500_00);
  await recharge(app, players.b.token, 200_00);
  // a may withdraw: identity approved, wallet password set.
  expect((await t.ops('kyc', 'approve', String(await submitKyc(app, players.a.token)), '--operator', 'tester')).status).toBe(0);
  const password = await encryptPassword(app, WALLET_PASSWORD);
  expect((await call(app, 'safeboxPasswordInit', { password }, players.a.token)).errcode).toBe(0);
  const a1 = await seat(players.a);
  await a1.win(await a1.bet(20_00), 35_00);
  const b1 = await seat(players.b);
  await b1.rollback(await b1.bet(10_00));
  await b1.win(await b1.bet(5_00), 0);
  const withdrawal = await call(app, 'exchange', { bankId: GCASH, requestId: requestId(), amount: 200_00, password }, players.a.token);
  expect(withdrawal).toMatchObject({ errcode: 0 });
  expect((await t.ops('withdrawals', 'approve', withdrawal.order!.orderId, '--operator', 'alice')).status).toBe(0);
  await drainCallbacks(app);

  // The last seconds of day 1, then the first of day 2.
  app.clock.set(ph('2030-01-01', '23:59:30'));
  players.c = await registerPlayer(app);
  app.clock.set(ph('2030-01-02', '00:00:00'));
  players.d = await registerPlayer(app);
  const signIn = await call(app, 'accountLogin', { account: players.a.account, password: await encryptPassword(app, players.a.password) });
  expect(signIn.errcode).toBe(0);

  // Day 2, 10:00: b bets on the login of day 1, deposits again; d gets rewards; a asks for more.
  app.clock.set(ph('2030-01-02', '10:00:00'));
  const b2 = await seat(players.b);
  await b2.win(await b2.bet(3_00), 6_00);
  await deposit(players.b, 100_00);
  const wallet = app.face('wallet');
  await wallet.grantReward(app.db, players.d.user.id, { id: ItemId.Coin, count: 2_50 }, { key: unique('dashboard-coin') });
  await wallet.grantReward(app.db, players.d.user.id, { id: ItemId.Points, count: 900 }, { key: unique('dashboard-points') });
  expect(await call(app, 'exchange', { bankId: GCASH, requestId: requestId(), amount: 100_00, password }, players.a.token)).toMatchObject({ errcode: 0 });

  // Day 3 passes quietly; the operators look on day 4.
  app.clock.set(ph('2030-01-04', '09:00:00'));
});
afterAll(() => t.dispose());

describe('the dashboard', () => {
  it('answers every figure of each day, zeros for quiet days, and the period\'s totals with each active player once', async () => {
    const finance = await signedInOperator(t.app, 'finance');
    const res = await opCall(t.app, 'dashboard', { from: '2029-12-31', to: '2030-01-03' }, finance.cookie);
    expect(res.errcode).toBe(0);
    expect(res.days).toEqual([{ day: '2029-12-31', ...zero }, DAY_1, DAY_2, { day: '2030-01-03', ...zero }]);
    expect(res.totals).toEqual({
      deposits: 1_600_00, depositCount: 3, withdrawals: 200_00, withdrawalCount: 1,
      bets: 28_00, wins: 41_00, ggr: -13_00, bonusCost: 4 * SIGN_UP + 2_50, newPlayers: 4,
      // a and b were active on both days: four players, not six.
      activePlayers: 4,
    });
    expect(res).toMatchObject({ from: '2029-12-31', to: '2030-01-03', generatedAt: ph('2030-01-04', '09:00:00').getTime() });
  });

  it('puts 23:59:30 in the day it ends and 00:00:00 in the next, for a single-day period too', async () => {
    const marketing = await signedInOperator(t.app, 'marketing');
    const first = await opCall(t.app, 'dashboard', { from: '2030-01-01', to: '2030-01-01' }, marketing.cookie);
    expect(first.days).toEqual([DAY_1]);
    expect(first.totals).toEqual({ ...DAY_1, day: undefined });
    const second = await opCall(t.app, 'dashboard', { from: '2030-01-02', to: '2030-01-02' }, marketing.cookie);
    expect(second.days).toEqual([DAY_2]);
    // c registered at 23:59:30 on day 1, d at midnight: one each side.
    const registered = async (id: number) =>
      (await t.app.db.query<{ at: Date }>('SELECT created_at AS at FROM players WHERE id = $1', [id])).rows[0]?.at.toISOString();
    expect(await registered(players.c.user.id)).toBe('2030-01-01T15:59:30.000Z');
    expect(await registered(players.d.user.id)).toBe('2030-01-01T16:00:00.000Z');
  });

  it('refuses a period that ends before it starts, is longer than 92 days, or names no real date: 400 naming the field', async () => {
    const admin = await signedInOperator(t.app, 'admin');
    const ask = (body: unknown) => opCallRaw(t.app, 'dashboard', body, { cookie: admin.cookie });
    const refused = async (body: unknown, field: string) => {
      const res = await ask(body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(new RegExp(`^${field}: `)) });
    };
    await refused({ from: '2030-01-05', to: '2030-01-04' }, 'to');
    await refused({ from: '2030-01-01', to: '2030-04-03' }, 'to');
    await refused({ from: '2030-02-30', to: '2030-03-01' }, 'from');
    await refused({ from: '2030/01/01', to: '2030-01-02' }, 'from');
    await refused({ from: '2030-01-01', to: '2030-1-2' }, 'to');
    await refused({ from: '2030-01-01' }, 'to');
    // 92 days, both ends included, is the longest period.
    const longest = await ask({ from: '2030-01-01', to: '2030-04-02' });
    expect(longest.body.errcode).toBe(0);
    expect(longest.body.days).toHaveLength(92);
    expect(longest.body.days?.[91]?.day).toBe('2030-04-02');
  });

  it('is refused to support (403 naming the permission) and leaves the books balanced', async () => {
    const support = await signedInOperator(t.app, 'support');
    const res = await opCallRaw(t.app, 'dashboard', { from: '2030-01-01', to: '2030-01-02' }, { cookie: support.cookie });
    expect(res.body).toMatchObject({ code: 403, msg: expect.stringContaining('dashboard.read') });
    expect(res.body).not.toHaveProperty('days');
    expect((await checkBooks(t.app.db)).breaches).toEqual([]);
  });
});
