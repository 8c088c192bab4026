import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { VipRebateSettings } from '@casino/contract';
import { rebateConsumer, settleRebates } from '../src/modules/promotions/types/vip-rebate/index.ts';
import { claimDecision, lastSettleableDay, rateFor, rebateAmount } from '../src/modules/promotions/types/vip-rebate/rules.ts';
import type { RebateRow } from '../src/modules/promotions/types/vip-rebate/rules.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { buildTestApp, call, callRaw, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { addInstance, budgetOf, switchAllOff } from './promotions-helper.ts';
import { providerCall } from './provider-helper.ts';

/**
 * VIP rebate (activity 8) on the real modules: provider bets and rollbacks counted per Philippine
 * day from the transfer feed, the settlement after midnight at each player's VIP level (once,
 * however many servers run it), claims through the engine under budgets and concurrency, the
 * schedule in Philippine time, the automatic credit, and the books.
 */

const SECRET = 'rebate-provider-secret-0123456789';
const PROVIDERS = [
  { code: 'acme', secret: SECRET, enabled: true, launchUrl: 'https://acme.example/launch?token={token}', platforms: ['lantern'] },
];
const GAME = { id: 301, code: 'jade-emperor' };
const COIN = 100;
const START = 100_000 * COIN;
/** VIP 1 at 1,000 coins of experience (the seeded level table). */
const LEVEL_1 = 1_000 * COIN;

const SETTINGS: VipRebateSettings = {
  rates: [{ level: 0, basisPoints: 10 }, { level: 1, basisPoints: 50 }],
  claimDays: 2, autoCredit: false, minRebate: 1, maxRebate: null, betRate: 1,
};

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: START, gameProviders: PROVIDERS, databasePoolMax: 10 });
  // The jobs' timers stop: each test counts and settles when it means to.
  await app.jobs.stop();
});
afterAll(() => app.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

/** A moment in Manila (UTC+8) wall-clock time. */
const manila = (local: string): Date => new Date(`${local}+08:00`);
const at = (local: string) => app.clock.set(manila(local));

async function addRebate(over: Parameters<typeof addInstance>[1] = {}, settings: Partial<VipRebateSettings> = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.VIP, title: 'VIP rebate test', rules: 'Rebate rules.', sort: 20, settings: { ...SETTINGS, ...settings }, ...over });
}

interface Seat { player: RegisteredPlayer; id: number; token: string; game: string; usedAt: number }
const unique = (prefix: string): string => `${prefix}-${randomBytes(6).toString('hex')}`;

const provider = (action: string, body: object) => providerCall(app, { code: 'acme', secret: SECRET }, action, body);

async function gameToken(token: string): Promise<string> {
  const started = await call(app, 'startGame', { gameId: GAME.id }, token);
  return new URL(started.launchUrl as string).searchParams.get('token')!;
}

/** A new player with a game session at the provider. */
async function seat(): Promise<Seat> {
  const player = await registerPlayer(app);
  return { player, id: player.user.id, token: player.token, game: await gameToken(player.token), usedAt: app.clock.now().getTime() };
}

/** Game sessions lapse after 4 idle hours: a seat left longer opens a new one. */
const HOURS_3 = 3 * 3_600_000;

async function bet(s: Seat, amount: number) {
  if (app.clock.now().getTime() - s.usedAt > HOURS_3) s.game = await gameToken(s.token);
  s.usedAt = app.clock.now().getTime();
  const b = { token: s.game, playerId: String(s.id), gameCode: GAME.code, roundId: unique('round'), transactionId: unique('bet'), amount };
  expect(await provider('bet', b)).toMatchObject({ status: 'OK', alreadyProcessed: false });
  return b;
}

async function rollback(s: Seat, b: { roundId: string; transactionId: string }) {
  expect(await provider('rollback', {
    token: s.game, playerId: String(s.id), gameCode: GAME.code, roundId: b.roundId, transactionId: unique('rb'), referenceTransactionId: b.transactionId,
  })).toMatchObject({ status: 'OK', alreadyProcessed: false });
}

/**
 * Counts every bet and rollback made so far. The feed reads a transfer once no older transaction
 * is still open (on a shared PostgreSQL server, other databases' too), so this runs the job until
 * its cursor has passed the newest transfer.
 */
async function count(): Promise<void> {
  const { rows: [newest] } = await app.db.query<{ txid: string | null }>('SELECT max(txid)::text AS txid FROM ledger_transfers');
  await expect.poll(async () => {
    expect(await app.jobs.runOnce('promotions.vip-rebate.count')).toBe('ran');
    const { rows: [cursor] } = await app.db.query<{ passed: boolean }>(
      "SELECT last_txid >= $1::xid8 AS passed FROM wallet_feed_cursors WHERE consumer = 'promotions.vip-rebate'", [newest?.txid ?? '0']);
    return cursor?.passed === true;
  }, { timeout: 15_000, interval: 20 }).toBe(true);
}
/** One settlement run, as one server's job runs it (not joined with another run in this process). */
const settleRun = () => settleRebates({ ctx: app.face('promotions').typeContext, feed: app.face('wallet').transferFeed, consumer: rebateConsumer(app.clock) });
/** Counts what was bet so far, then settles. */
async function settle() {
  await count();
  return settleRun();
}
const levelUp = () => app.jobs.runOnce('vip.experience');
/** A test's first moment: what earlier tests left open is settled first, so the counts below are the test's own. */
async function begin(local: string): Promise<void> {
  at(local);
  await settle();
}

async function state(token: string) {
  const res = await call(app, 'vipRebateState', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.vipRebateState.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

const claim = (token: string, body: object = {}) => call(app, 'receiveVipRebate', body, token);
const coinOf = async (token: string): Promise<number> => (await call(app, 'refreshData', {}, token)).coin as number;

async function rebateClaims(playerId: number): Promise<Array<{ coin: number; turnover: number }>> {
  const { rows } = await app.db.query<{ coin: string; turnover_added: string }>(
    "SELECT coin, turnover_added FROM reward_claims WHERE player_id = $1 AND source = 'activity' ORDER BY id", [playerId]);
  return rows.map((r) => ({ coin: Number(r.coin), turnover: Number(r.turnover_added) }));
}

describe('settling a day', () => {
  beforeEach(() => switchAllOff(app));

  it('pays the hand-computed rebate: bets, rollbacks, two VIP levels and the Manila midnight, settled once', async () => {
    await begin('2030-03-10T22:00:00');
    await addRebate();
    const a = await seat();
    const b = await seat();

    // Player A at VIP 0 (0.10%): 300.00 and 200.00 on the 10th, a 50.00 bet rolled back after midnight.
    await bet(a, 30_000);
    at('2030-03-10T23:30:00');
    await bet(a, 20_000);
    at('2030-03-10T23:59:59.999');
    const cancelled = await bet(a, 5_000);
    const lateRollback = await bet(a, 2_000);
    // Player B reaches VIP 1 (0.50%) with 1,000.00 on the 10th, then bets 400.00 more.
    await bet(b, LEVEL_1);
    await bet(b, 40_000);
    // Counted now: the rollbacks below find their rounds in the consumer's table, not in the same batch.
    await count();
    // The VIP job reads the same feed: B is VIP 1 once it has caught up.
    await expect.poll(async () => {
      await levelUp();
      return (await call(app, 'refreshData', {}, b.token)).vip;
    }, { timeout: 15_000, interval: 20 }).toBe(1);

    // Manila midnight: the 11th begins.
    at('2030-03-11T00:00:00');
    await bet(a, 7_000);
    at('2030-03-11T00:00:30');
    await rollback(a, cancelled);
    await count();

    // Within the grace after midnight nothing is settled; yesterday is pending.
    at('2030-03-11T00:05:00');
    expect(await settle()).toEqual({ settled: 0, credited: 0 });
    expect((await state(a.token)).yesterday).toMatchObject({ day: '2030-03-10', status: 'pending', amount: 0, validBets: 50_000 + 2_000 });

    // Two servers settle at once: each day is settled by one of them.
    at('2030-03-11T00:10:00');
    await count();
    const runs = await Promise.all([settleRun(), settleRun()]);
    expect(runs[0]!.settled + runs[1]!.settled).toBe(2);
    expect(await settle()).toEqual({ settled: 0, credited: 0 });

    // By hand: A 300 + 200 + 50 + 20 - 50 = 520.00 at 0.10% = 0.52; B 1,400.00 at 0.50% = 7.00.
    const stateA = await state(a.token);
    expect(stateA).toMatchObject({ vipLevel: 0, basisPoints: 10 });
    expect(stateA.yesterday).toMatchObject({ day: '2030-03-10', validBets: 52_000, vipLevel: 0, basisPoints: 10, amount: 52, status: 'waiting', claimUntil: manila('2030-03-13T00:00:00').getTime() });
    expect(stateA.today).toMatchObject({ day: '2030-03-11', validBets: 7_000, status: 'pending', amount: 0 });
    expect(stateA.waiting.map((d) => d.day)).toEqual(['2030-03-10']);
    const stateB = await state(b.token);
    expect(stateB.yesterday).toMatchObject({ validBets: LEVEL_1 + 40_000, vipLevel: 1, basisPoints: 50, amount: 700, status: 'waiting' });

    // A rollback of a settled day's bet counts on the player's current day: the paid day stays as it was.
    await rollback(a, lateRollback);
    await count();
    expect((await state(a.token)).today).toMatchObject({ validBets: 5_000 });
    expect((await state(a.token)).yesterday).toMatchObject({ validBets: 52_000, amount: 52 });

    const beforeA = await coinOf(a.token);
    const got = await claim(a.token);
    expect(got, JSON.stringify(got)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 52, betRate: 1 }] });
    expect(calls.receiveVipRebate.response.safeParse(got).success).toBe(true);
    expect(got.coin).toBe(beforeA + 52);
    expect(got.state!.yesterday.status).toBe('claimed');
    // The replay, by day or not, grants nothing.
    expect(await claim(a.token, { day: '2030-03-10' })).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await claim(a.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await coinOf(a.token)).toBe(beforeA + 52);
    expect(await rebateClaims(a.id)).toEqual([{ coin: 52, turnover: 52 }]);

    expect(await claim(b.token, { day: '2030-03-10' })).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 700 }] });
    expect(await rebateClaims(b.id)).toEqual([{ coin: 700, turnover: 700 }]);
  });

  it('counts bets only while the instance runs, by its Philippine schedule, and keeps the last day claimable after the end', async () => {
    await begin('2030-04-01T10:00:00');
    await addRebate({ startTime: '2030-04-01T12:00', endTime: '2030-04-02T12:00' });
    const s = await seat();
    expect(await claim(s.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    at('2030-04-01T11:59:59.999');
    await bet(s, 90_000);
    at('2030-04-01T12:00:00');
    await bet(s, 10_000);
    at('2030-04-02T00:10:00');
    expect(await settle()).toEqual({ settled: 1, credited: 0 });
    at('2030-04-02T11:59:59.999');
    await bet(s, 20_000);
    at('2030-04-02T12:00:00');
    await bet(s, 80_000);

    // The instance has ended: its page answers 1003, yet the rebate of the 1st (100.00 at 0.10%) still pays.
    at('2030-04-02T12:00:01');
    expect(await call(app, 'vipRebateState', {}, s.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
    expect(await claim(s.token, { day: '2030-04-01' })).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 10 }] });

    // The 2nd (200.00 before the end) settles after its midnight; the ended instance's rebate is credited without a claim.
    at('2030-04-03T00:10:00');
    const before = await coinOf(s.token);
    expect(await settle()).toEqual({ settled: 1, credited: 1 });
    expect(await coinOf(s.token)).toBe(before + 20);
    expect(await rebateClaims(s.id)).toEqual([{ coin: 10, turnover: 10 }, { coin: 20, turnover: 20 }]);
  });

  it('credits every rebate when the settings say so', async () => {
    await begin('2030-05-01T20:00:00');
    await addRebate({}, { autoCredit: true });
    const s = await seat();
    await bet(s, 100_000);
    at('2030-05-02T00:10:00');
    const before = await coinOf(s.token);
    expect(await settle()).toEqual({ settled: 1, credited: 1 });
    expect(await coinOf(s.token)).toBe(before + 100);
    expect((await state(s.token)).yesterday).toMatchObject({ amount: 100, status: 'claimed' });
    expect(await claim(s.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    // A second run credits nothing more.
    expect(await settle()).toEqual({ settled: 0, credited: 0 });
  });
});

describe('refusals', () => {
  beforeEach(() => switchAllOff(app));

  it('answers 1004 when the level earns nothing, 1005 when nothing waits, 1007 for a day without a rebate or past its window', async () => {
    await begin('2030-06-01T20:00:00');
    const none = await addRebate({}, { rates: [{ level: 1, basisPoints: 50 }] });
    const low = await seat();
    await bet(low, 10_000);
    expect(await claim(low.token)).toMatchObject({ errcode: ActivityErrcode.NotEligible });
    await app.db.query('UPDATE promotion_instances SET enabled = false WHERE id = $1', [none]);

    await addRebate({}, { minRebate: 50 });
    const s = await seat();
    expect(await claim(s.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await bet(s, 30_000);
    at('2030-06-02T20:00:00');
    // 300.00 at 0.10% is 0.30, below the minimum of 0.50: settled as none.
    await bet(s, 60_000);
    at('2030-06-03T00:10:00');
    await settle();
    expect((await state(s.token)).waiting.map((d) => [d.day, d.amount])).toEqual([['2030-06-02', 60]]);
    expect(await claim(s.token, { day: '2030-06-01' })).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect(await claim(s.token, { day: '2030-05-31' })).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    // The window of the 2nd (2 days) ends at the 5th's Manila midnight.
    at('2030-06-05T00:00:00');
    expect(await claim(s.token, { day: '2030-06-02' })).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect((await state(s.token)).waiting).toEqual([]);
    expect(await rebateClaims(s.id)).toEqual([]);
  });

  it('answers 1001 for another type\'s instance and 400 naming the field for a bad day', async () => {
    await begin('2030-06-10T12:00:00');
    const s = await seat();
    expect(await claim(s.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    const other = await addInstance(app, {});
    expect(await claim(s.token, { instanceId: other })).toMatchObject({ errcode: ActivityErrcode.NotFound });
    const res = await callRaw(app, 'receiveVipRebate', { day: '2030-13-01' }, s.token);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('day') });
  });

  it('refuses settings its schema does not accept, naming the field', async () => {
    await expect(addRebate({}, { rates: [{ level: 2, basisPoints: 10 }, { level: 1, basisPoints: 20 }] }))
      .rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.rates\.1\.level: /) });
  });
});

describe('claims under concurrency and budgets', () => {
  beforeEach(() => switchAllOff(app));

  /** Players with a settled rebate of 1.00 each (1,000.00 bet at 0.10%) on the day before `day`. */
  async function withRebates(day: string, n: number, over: Parameters<typeof addInstance>[1] = {}): Promise<{ seats: Seat[]; instanceId: number }> {
    await begin(`${day}T20:00:00`);
    const instanceId = await addRebate(over);
    const seats: Seat[] = [];
    for (let i = 0; i < n; i++) {
      const s = await seat();
      await bet(s, 100_000);
      seats.push(s);
    }
    app.clock.set(new Date(manila(`${day}T00:10:00`).getTime() + 86_400_000));
    await settle();
    return { seats, instanceId };
  }

  it('grants once under 100 concurrent claims of one rebate', async () => {
    const { seats: [s] } = await withRebates('2030-07-01', 1);
    const before = await coinOf(s!.token);
    const replies = await Promise.all(Array.from({ length: 100 }, () => claim(s!.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed), JSON.stringify(replies.map((r) => r.errcode))).toHaveLength(99);
    expect(await coinOf(s!.token)).toBe(before + 100);
    expect(await rebateClaims(s!.id)).toEqual([{ coin: 100, turnover: 100 }]);
  });

  it('never spends past the total budget when players claim at once', async () => {
    const { seats, instanceId } = await withRebates('2030-07-05', 5, { budgetTotal: 250 });
    const replies = await Promise.all(seats.map((s) => claim(s.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(3);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 200, claims: 2 });
  });

  it('stops a player at their own limit (1009) and a day at its limit (1010)', async () => {
    const { seats: [a, b, c], instanceId } = await withRebates('2030-07-10', 3, { perPlayerLimit: 1, periodLimit: 2 });
    expect(await claim(a!.token)).toMatchObject({ errcode: 0 });
    expect(await claim(b!.token)).toMatchObject({ errcode: 0 });
    expect(await claim(c!.token)).toMatchObject({ errcode: ActivityErrcode.PeriodLimitReached });
    // A second day's rebate for A: their own limit stops it.
    await bet(a!, 100_000);
    at('2030-07-12T00:10:00');
    await settle();
    expect(await claim(a!.token)).toMatchObject({ errcode: ActivityErrcode.PlayerLimitReached });
    expect(await claim(c!.token, { instanceId, day: '2030-07-10' })).toMatchObject({ errcode: 0 });
  });
});

describe('vip rebate rules (pure)', () => {
  it('takes the rate of the highest step at or below the level', () => {
    expect(rateFor(SETTINGS, 0)).toBe(10);
    expect(rateFor(SETTINGS, 7)).toBe(50);
    expect(rateFor({ rates: [{ level: 2, basisPoints: 30 }] }, 1)).toBe(0);
  });

  it('rounds the rebate down, caps it and pays nothing below the minimum', () => {
    expect(rebateAmount(123_456, 10, { minRebate: 1, maxRebate: null })).toBe(123);
    expect(rebateAmount(123_456, 10, { minRebate: 1, maxRebate: 100 })).toBe(100);
    expect(rebateAmount(9_999, 10, { minRebate: 10, maxRebate: null })).toBe(0);
  });

  it('settles a day ten minutes after its Manila midnight', () => {
    expect(lastSettleableDay(manila('2030-03-11T00:09:59.999'))).toBe('2030-03-09');
    expect(lastSettleableDay(manila('2030-03-11T00:10:00'))).toBe('2030-03-10');
  });

  it('picks the newest waiting rebate, and says why not in order', () => {
    const now = manila('2030-03-12T12:00:00');
    const row = (day: string, over: Partial<RebateRow> = {}): RebateRow => ({
      day, bets: 1, refunds: 0, settled: true, vipLevel: 0, basisPoints: 10, amount: 5, claimUntil: manila('2030-03-14T00:00:00'), claimed: false, ...over,
    });
    expect(claimDecision([row('2030-03-10'), row('2030-03-11')], undefined, now, 10)).toMatchObject({ day: '2030-03-11' });
    expect(claimDecision([row('2030-03-11', { claimed: true })], undefined, now, 10)).toBe('claimed');
    expect(claimDecision([], undefined, now, 0)).toBe('noRate');
    expect(claimDecision([], undefined, now, 10)).toBe('noneWaiting');
    expect(claimDecision([row('2030-03-11', { amount: 0 })], '2030-03-11', now, 10)).toBe('noRebate');
    expect(claimDecision([row('2030-03-11', { settled: false, amount: null })], '2030-03-11', now, 10)).toBe('noRebate');
    expect(claimDecision([row('2030-03-09', { claimUntil: manila('2030-03-12T00:00:00') })], '2030-03-09', now, 10)).toBe('expired');
  });
});
