import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls, ladderBonus, ladderTierFor } from '@casino/contract';
import type { AccumulatedRechargeSettings, ContinuousRechargeSettings, LadderRechargeSettings } from '@casino/contract';
import { periodAt } from '../src/modules/promotions/types/accumulated-recharge/rules.ts';
import { runsOf } from '../src/modules/promotions/types/continuous-recharge/rules.ts';
import { claimDecision as ladderDecision, ladderBonuses } from '../src/modules/promotions/types/ladder-recharge/rules.ts';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp, coinOf, expectBooksClean } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, budgetOf, deposit, switchAllOff, withGcash } from './promotions-helper.ts';

/**
 * The deposit activities (docs/decisions/074) over HTTP on the real modules: ladder recharge (17),
 * accumulated recharge (28) and continuous recharge (43, /activity/depositEvery). Deposits go
 * through the sandbox provider; the activities read the credited deposits from payments and
 * grant through the engine's claim (budgets, once per reference) and the rewards primitive.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp();
  app = t.app;
});
afterAll(() => t.dispose());

const at = (iso: string) => app.clock.set(new Date(iso));

async function depositor(): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app);
  await withGcash(app, player.token);
  return player;
}

/** What the activity claims granted a player: their count, coins and the turnover they added. */
async function activityClaims(playerId: number): Promise<{ n: number; coin: number; turnover: number }> {
  const { rows } = await app.db.query<{ n: string; coin: string; turnover: string }>(
    `SELECT count(*) AS n, coalesce(sum(coin), 0) AS coin, coalesce(sum(turnover_added), 0) AS turnover
       FROM reward_claims WHERE player_id = $1 AND source = 'activity'`, [playerId],
  );
  return { n: Number(rows[0]!.n), coin: Number(rows[0]!.coin), turnover: Number(rows[0]!.turnover) };
}

/** The order id of the player's latest deposit. */
async function lastOrder(player: RegisteredPlayer): Promise<string> {
  const res = await call(app, 'getRechargeRecord', { page: 1, pageSize: 1, status: 'paid' }, player.token);
  return (res.list as { orderId: string }[])[0]!.orderId;
}

const LADDER: LadderRechargeSettings = {
  tiers: [
    // 200.00 and up: 5%, at most 20.00, turnover x2.
    { id: 1, minAmount: 20_000, percent: 5, fixed: 0, maxBonus: 2_000, betRate: 2 },
    // 500.00 and up: 8% plus 10.00, at most 100.00, turnover x3.
    { id: 2, minAmount: 50_000, percent: 8, fixed: 1_000, maxBonus: 10_000, betRate: 3 },
  ],
  perDay: 2,
  claimDays: 2,
};
const ACCUMULATED: AccumulatedRechargeSettings = {
  period: 'day',
  tiers: [
    { id: 1, amount: 30_000, award: [{ id: ItemId.Coin, count: 1_000, betRate: 1 }] },
    { id: 2, amount: 80_000, award: [{ id: ItemId.Coin, count: 3_000, betRate: 2 }, { id: ItemId.Points, count: 500 }] },
  ],
};
const CONTINUOUS: ContinuousRechargeSettings = {
  // 150.00 a day: one 100.00 deposit is not enough, two are.
  minDaily: 15_000,
  days: [
    { award: [{ id: ItemId.Coin, count: 200 }] },
    { award: [{ id: ItemId.Coin, count: 300, betRate: 2 }] },
    { award: [{ id: ItemId.Coin, count: 500 }, { id: ItemId.Points, count: 1_000 }] },
  ],
};

type InstanceOver = Parameters<typeof addInstance>[1];
const addLadder = (over: InstanceOver = {}, settings: Partial<LadderRechargeSettings> = {}) =>
  addInstance(app, { type: ActivityType.LadderRecharge, title: 'Ladder test', rules: 'Ladder rules.', sort: 20, settings: { ...LADDER, ...settings }, ...over });
const addAccumulated = (over: InstanceOver = {}, settings: Partial<AccumulatedRechargeSettings> = {}) =>
  addInstance(app, { type: ActivityType.AccumulatedRecharge, title: 'Accumulated test', rules: 'Accumulated rules.', sort: 25, settings: { ...ACCUMULATED, ...settings }, ...over });
const addContinuous = (over: InstanceOver = {}, settings: Partial<ContinuousRechargeSettings> = {}) =>
  addInstance(app, { type: ActivityType.ContinuousRecharge, title: 'Continuous test', rules: 'Continuous rules.', sort: 30, settings: { ...CONTINUOUS, ...settings }, ...over });

async function ladder(token: string) {
  const res = await call(app, 'ladderRecharge', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.ladderRecharge.response.safeParse(res).success).toBe(true);
  return (res as Required<typeof res>).state;
}
async function accumulated(token: string) {
  const res = await call(app, 'accumulatedRecharge', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.accumulatedRecharge.response.safeParse(res).success).toBe(true);
  return (res as Required<typeof res>).state;
}
async function continuous(token: string) {
  const res = await call(app, 'continuousRecharge', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.continuousRecharge.response.safeParse(res).success).toBe(true);
  return (res as Required<typeof res>).state;
}
const claimLadder = (token: string, orderId: string) => call(app, 'ladderRechargeReceive', { orderId }, token);
const claimTier = (token: string, tierId: number) => call(app, 'accumulatedRechargeReceive', { tierId }, token);
const claimDay = (token: string, day: number) => call(app, 'continuousRechargeReceive', { day }, token);

describe('the seeded deposit activities', () => {
  it('run on a fresh start, each with rules, listed for a new player', async () => {
    const player = await registerPlayer(app);
    const ids = await activityIds(app, player.token);
    for (const type of [ActivityType.LadderRecharge, ActivityType.AccumulatedRecharge, ActivityType.ContinuousRecharge]) {
      const { rows } = await app.db.query<{ id: number }>('SELECT id FROM promotion_instances WHERE seed_key = $1', [`default:${type}`]);
      expect(ids.activityIds).toContain(type);
      expect(ids.activityMap[String(type)]).toMatchObject({ instanceId: Number(rows[0]!.id), endTime: -1, hasRules: true });
    }
    // The seeded ladder: 300.00 earns 3% = 9.00; 2,000.00 earns 8% = 160.00.
    const state = await ladder(player.token);
    expect(state.tiers.map((tier) => ladderBonus(tier, 30_000))).toEqual([900, 1_500, 2_400]);
    expect(ladderBonus(ladderTierFor(state.tiers, 200_000)!, 200_000)).toBe(16_000);
    expect(state).toMatchObject({ perDay: 3, claimDays: 3, earnedToday: 0, bonuses: [] });
  });
});

describe('ladder recharge (17)', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    // Monday 2031-08-04 10:00 in Manila.
    at('2031-08-04T02:00:00.000Z');
  });

  it('gives each of the day\'s first qualifying deposits its tier\'s bonus, once, with its turnover', async () => {
    const instanceId = await addLadder();
    const player = await depositor();
    expect(await ladder(player.token)).toMatchObject({ instanceId, earnedToday: 0, bonuses: [], perDay: 2, claimDays: 2 });

    await deposit(app, player.token, 10_000); // below the ladder
    const below = await lastOrder(player);
    await deposit(app, player.token, 30_000); // tier 1: 5% = 15.00
    const small = await lastOrder(player);
    await deposit(app, player.token, 60_000); // tier 2: 8% + 10.00 = 58.00
    const big = await lastOrder(player);
    await deposit(app, player.token, 100_000); // tier 2, but the third qualifying deposit of the day
    const third = await lastOrder(player);

    const state = await ladder(player.token);
    expect(state.earnedToday).toBe(2);
    expect(state.bonuses.map((b) => [b.orderId, b.tierId, b.bonus, b.status])).toEqual([
      [third, 2, 9_000, 'dailyLimit'], [big, 2, 5_800, 'claimable'], [small, 1, 1_500, 'claimable'],
    ]);
    // Claimable up to the end of tomorrow (claimDays 2): Wednesday 00:00 in Manila.
    expect(state.bonuses[1]!.claimUntil).toBe(Date.parse('2031-08-05T16:00:00.000Z'));

    const before = await coinOf(app, player.token);
    const res = await claimLadder(player.token, small);
    expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0, propList: [{ id: ItemId.Coin, count: 1_500, betRate: 2 }] });
    expect(calls.ladderRechargeReceive.response.safeParse(res).success).toBe(true);
    expect(res.coin).toBe(before + 1_500);
    expect(res.state!.bonuses.find((b) => b.orderId === small)!.status).toBe('claimed');
    // A replay grants nothing.
    expect(await claimLadder(player.token, small)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await coinOf(app, player.token)).toBe(before + 1_500);
    expect(await activityClaims(player.user.id)).toEqual({ n: 1, coin: 1_500, turnover: 3_000 });

    // The day's third qualifying deposit earns nothing (1010); a deposit below the ladder or unknown has no bonus (1007).
    expect(await claimLadder(player.token, third)).toMatchObject({ errcode: ActivityErrcode.PeriodLimitReached });
    expect(await claimLadder(player.token, below)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect(await claimLadder(player.token, 'D20310804NOSUCHORDER')).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    // Another player's deposit is not theirs to claim.
    const other = await registerPlayer(app);
    expect(await claimLadder(other.token, big)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });

    expect(await claimLadder(player.token, big)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 5_800, betRate: 3 }] });
    expect(await activityClaims(player.user.id)).toEqual({ n: 2, coin: 7_300, turnover: 3_000 + 17_400 });
    // An offer on every deposit stays listed.
    expect((await activityIds(app, player.token)).activityIds).toEqual([ActivityType.LadderRecharge]);
    await expectBooksClean(app);
  });

  it('counts a new Philippine day at midnight and lets a bonus expire after its claim days', async () => {
    await addLadder();
    const player = await depositor();
    for (const amount of [30_000, 30_000]) await deposit(app, player.token, amount);
    const monday = await lastOrder(player);
    // Monday 23:59:59.999 in Manila: still Monday's third deposit.
    at('2031-08-04T15:59:59.999Z');
    await deposit(app, player.token, 30_000);
    const late = await lastOrder(player);
    expect((await ladder(player.token)).bonuses[0]).toMatchObject({ orderId: late, status: 'dailyLimit' });
    // Tuesday 00:00: a new day's deposits earn again.
    at('2031-08-04T16:00:00.000Z');
    await deposit(app, player.token, 30_000);
    const tuesday = await lastOrder(player);
    const state = await ladder(player.token);
    expect(state.earnedToday).toBe(1);
    expect(state.bonuses[0]).toMatchObject({ orderId: tuesday, status: 'claimable' });
    // Monday's bonus can be claimed until Wednesday 00:00 in Manila, not after.
    at('2031-08-05T15:59:59.999Z');
    expect((await ladder(player.token)).bonuses.find((b) => b.orderId === monday)!.status).toBe('claimable');
    at('2031-08-05T16:00:00.000Z');
    expect((await ladder(player.token)).bonuses.find((b) => b.orderId === monday)!.status).toBe('expired');
    expect(await claimLadder(player.token, monday)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect(await claimLadder(player.token, tuesday)).toMatchObject({ errcode: 0 });
    // Thursday: Monday's deposits are no longer listed; Tuesday's still shows, claimed.
    at('2031-08-06T16:00:00.000Z');
    expect((await ladder(player.token)).bonuses.map((b) => [b.orderId, b.status])).toEqual([[tuesday, 'claimed']]);
    expect(await activityClaims(player.user.id)).toMatchObject({ n: 1, coin: 1_500 });
  });

  it('counts only deposits credited while it runs (Philippine start and end): 1002 before, 1003 from the end', async () => {
    // Created on Monday; it runs on Tuesday 2031-08-05 only, Manila time.
    await addLadder({ startTime: '2031-08-05T00:00', endTime: '2031-08-06T00:00' });
    const player = await depositor();
    at('2031-08-04T15:59:59.999Z');
    await deposit(app, player.token, 30_000);
    const early = await lastOrder(player);
    expect(await claimLadder(player.token, early)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    expect((await call(app, 'ladderRecharge', {}, player.token)).errcode).toBe(ActivityErrcode.NotStarted);
    at('2031-08-04T16:00:00.000Z');
    await deposit(app, player.token, 30_000);
    const onTime = await lastOrder(player);
    expect((await ladder(player.token)).bonuses.map((b) => b.orderId)).toEqual([onTime]);
    expect(await claimLadder(player.token, early)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    at('2031-08-05T15:59:59.999Z');
    await deposit(app, player.token, 30_000);
    const last = await lastOrder(player);
    expect(await claimLadder(player.token, last)).toMatchObject({ errcode: 0 });
    at('2031-08-05T16:00:00.000Z');
    expect(await claimLadder(player.token, onTime)).toMatchObject({ errcode: ActivityErrcode.Ended });
    expect(await activityClaims(player.user.id)).toMatchObject({ n: 1, coin: 1_500 });
  });

  it('counts no deposit made before the instance existed, even with a start in the past', async () => {
    const player = await depositor();
    await deposit(app, player.token, 30_000);
    const before = await lastOrder(player);
    at('2031-08-04T03:00:00.000Z');
    await addLadder({ startTime: '2031-08-01T00:00' });
    expect((await ladder(player.token)).bonuses).toEqual([]);
    expect(await claimLadder(player.token, before)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
  });

  it('grants one bonus once under 100 concurrent claims', async () => {
    await addLadder();
    const player = await depositor();
    await deposit(app, player.token, 30_000);
    const order = await lastOrder(player);
    const before = await coinOf(app, player.token);
    const replies = await Promise.all(Array.from({ length: 100 }, () => claimLadder(player.token, order)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed), JSON.stringify(replies.map((r) => r.errcode))).toHaveLength(99);
    expect(await coinOf(app, player.token)).toBe(before + 1_500);
    expect(await activityClaims(player.user.id)).toEqual({ n: 1, coin: 1_500, turnover: 3_000 });
    await expectBooksClean(app);
  });

  it('never spends past its budget when players claim at once', async () => {
    const instanceId = await addLadder({ budgetTotal: 3_000 });
    const crowd: { player: RegisteredPlayer; order: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const player = await depositor();
      await deposit(app, player.token, 30_000);
      await deposit(app, player.token, 30_000);
      crowd.push({ player, order: await lastOrder(player) });
    }
    const replies = await Promise.all(crowd.map(({ player, order }) => claimLadder(player.token, order)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(2);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 3_000, claims: 2 });
    await expectBooksClean(app);
  });

  it('stops a player at their own claim limit with 1009', async () => {
    await addLadder({ perPlayerLimit: 1 });
    const player = await depositor();
    await deposit(app, player.token, 30_000);
    await deposit(app, player.token, 30_000);
    const [second, first] = (await ladder(player.token)).bonuses;
    expect(await claimLadder(player.token, first!.orderId)).toMatchObject({ errcode: 0 });
    expect(await claimLadder(player.token, second!.orderId)).toMatchObject({ errcode: ActivityErrcode.PlayerLimitReached });
    expect(await activityClaims(player.user.id)).toMatchObject({ n: 1, coin: 1_500 });
  });
});

describe('accumulated recharge (28)', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    at('2031-09-01T02:00:00.000Z');
  });

  it('adds up the day\'s deposits; each threshold is claimed once a period', async () => {
    const instanceId = await addAccumulated();
    const player = await depositor();
    expect(await accumulated(player.token)).toMatchObject({
      instanceId, period: 'day', total: 0, periodStart: Date.parse('2031-09-01T02:00:00.000Z'), nextPeriodAt: Date.parse('2031-09-01T16:00:00.000Z'),
    });
    expect(await claimTier(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await deposit(app, player.token, 10_000);
    await deposit(app, player.token, 20_000);
    const state = await accumulated(player.token);
    expect(state.total).toBe(30_000);
    expect(state.tiers.map((tier) => [tier.id, tier.status])).toEqual([[1, 'claimable'], [2, 'locked']]);
    expect(await claimTier(player.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await claimTier(player.token, 9)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });

    const before = await coinOf(app, player.token);
    const res = await claimTier(player.token, 1);
    expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0, propList: [{ id: ItemId.Coin, count: 1_000, betRate: 1 }] });
    expect(calls.accumulatedRechargeReceive.response.safeParse(res).success).toBe(true);
    expect(res.coin).toBe(before + 1_000);
    expect(res.state!.tiers[0]!.status).toBe('claimed');
    expect(await claimTier(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await coinOf(app, player.token)).toBe(before + 1_000);

    await deposit(app, player.token, 50_000);
    expect(await claimTier(player.token, 2)).toMatchObject({ errcode: 0, lottery: 500, propList: [{ id: ItemId.Coin, count: 3_000, betRate: 2 }, { id: ItemId.Points, count: 500 }] });
    expect(await activityClaims(player.user.id)).toEqual({ n: 2, coin: 4_000, turnover: 1_000 + 6_000 });
    // Every threshold of the day claimed: it leaves the list until the next period.
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.AccumulatedRecharge);
    await expectBooksClean(app);
  });

  it('starts a new day at Philippine midnight: the total and the claims start again', async () => {
    await addAccumulated();
    const player = await depositor();
    await deposit(app, player.token, 30_000);
    expect(await claimTier(player.token, 1)).toMatchObject({ errcode: 0 });
    at('2031-09-01T15:59:59.999Z');
    expect(await claimTier(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    at('2031-09-01T16:00:00.000Z');
    expect(await accumulated(player.token)).toMatchObject({ total: 0, periodStart: Date.parse('2031-09-01T16:00:00.000Z') });
    expect(await claimTier(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await deposit(app, player.token, 30_000);
    expect(await claimTier(player.token, 1)).toMatchObject({ errcode: 0 });
    expect(await activityClaims(player.user.id)).toMatchObject({ n: 2, coin: 2_000 });
  });

  it('counts a week from Monday 00:00 and the whole instance when asked', async () => {
    // Sunday 2031-09-07 23:00 in Manila, then Monday 01:00.
    at('2031-09-07T15:00:00.000Z');
    await addAccumulated({}, { period: 'week' });
    const weekly = await depositor();
    await deposit(app, weekly.token, 30_000);
    at('2031-09-07T17:00:00.000Z');
    await deposit(app, weekly.token, 10_000);
    expect(await accumulated(weekly.token)).toMatchObject({ total: 10_000, periodStart: Date.parse('2031-09-07T16:00:00.000Z'), nextPeriodAt: Date.parse('2031-09-14T16:00:00.000Z') });
    expect(await claimTier(weekly.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });

    await switchAllOff(app);
    await addAccumulated({}, { period: 'instance' });
    const player = await depositor();
    await deposit(app, player.token, 20_000);
    at('2031-09-12T05:00:00.000Z');
    await deposit(app, player.token, 10_000);
    expect(await accumulated(player.token)).toMatchObject({ total: 30_000, nextPeriodAt: -1 });
    expect(await claimTier(player.token, 1)).toMatchObject({ errcode: 0 });
  });

  it('grants one threshold once under 100 concurrent claims', async () => {
    await addAccumulated();
    const player = await depositor();
    await deposit(app, player.token, 30_000);
    const before = await coinOf(app, player.token);
    const replies = await Promise.all(Array.from({ length: 100 }, () => claimTier(player.token, 1)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await coinOf(app, player.token)).toBe(before + 1_000);
    expect(await activityClaims(player.user.id)).toEqual({ n: 1, coin: 1_000, turnover: 1_000 });
    await expectBooksClean(app);
  });

  it('never passes its claim budget when players claim at once', async () => {
    const instanceId = await addAccumulated({ claimLimit: 2 });
    const crowd: RegisteredPlayer[] = [];
    for (let i = 0; i < 4; i++) {
      const player = await depositor();
      await deposit(app, player.token, 30_000);
      crowd.push(player);
    }
    const replies = await Promise.all(crowd.map((player) => claimTier(player.token, 1)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(2);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 2_000, claims: 2 });
    await expectBooksClean(app);
  });
});

describe('continuous recharge (43)', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    // Monday 2031-10-06 10:00 in Manila.
    at('2031-10-06T02:00:00.000Z');
  });

  it('unlocks day N\'s prize with N days in a row; a missed day restarts the run; each prize once', async () => {
    const instanceId = await addContinuous();
    const player = await depositor();
    expect(await continuous(player.token)).toMatchObject({ instanceId, streak: 0, best: 0, today: 0, todayCounts: false, minDaily: 15_000 });
    expect(await claimDay(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    // One 100.00 deposit is below the 150.00 a day; a second makes the day count.
    await deposit(app, player.token, 10_000);
    expect(await continuous(player.token)).toMatchObject({ today: 10_000, todayCounts: false, streak: 0 });
    await deposit(app, player.token, 10_000);
    expect(await continuous(player.token)).toMatchObject({ today: 20_000, todayCounts: true, streak: 1, best: 1 });
    expect(await claimDay(player.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await claimDay(player.token, 4)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    const first = await claimDay(player.token, 1);
    expect(first, JSON.stringify(first)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 200 }] });
    expect(calls.continuousRechargeReceive.response.safeParse(first).success).toBe(true);
    expect(first.state!.days.map((d) => d.status)).toEqual(['claimed', 'locked', 'locked']);
    expect(await claimDay(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });

    // Tuesday 00:00 in Manila: the run is alive while today is open.
    at('2031-10-06T16:00:00.000Z');
    expect(await continuous(player.token)).toMatchObject({ today: 0, todayCounts: false, streak: 1, best: 1 });
    await deposit(app, player.token, 15_000);
    expect(await continuous(player.token)).toMatchObject({ streak: 2, best: 2 });
    // Wednesday missed; on Thursday the run starts again, but day 2's prize stays unlocked.
    at('2031-10-08T16:30:00.000Z');
    expect(await continuous(player.token)).toMatchObject({ streak: 0, best: 2 });
    await deposit(app, player.token, 20_000);
    const thursday = await continuous(player.token);
    expect(thursday).toMatchObject({ streak: 1, best: 2 });
    expect(thursday.days.map((d) => d.status)).toEqual(['claimed', 'claimable', 'locked']);
    expect(await claimDay(player.token, 3)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await claimDay(player.token, 2)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 300, betRate: 2 }] });
    // Friday and Saturday: a run of three.
    for (const iso of ['2031-10-09T16:30:00.000Z', '2031-10-10T16:30:00.000Z']) {
      at(iso);
      await deposit(app, player.token, 15_000);
    }
    expect(await continuous(player.token)).toMatchObject({ streak: 3, best: 3 });
    expect(await claimDay(player.token, 3)).toMatchObject({ errcode: 0, lottery: 1_000 });
    expect(await activityClaims(player.user.id)).toEqual({ n: 3, coin: 1_000, turnover: 600 });
    // Every prize claimed: it leaves the list.
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.ContinuousRecharge);
    await expectBooksClean(app);
  });

  it('counts days in Philippine time: 23:59:59.999 and 00:00 are two days', async () => {
    await addContinuous();
    const player = await depositor();
    at('2031-10-06T15:59:59.999Z');
    await deposit(app, player.token, 15_000);
    at('2031-10-06T16:00:00.000Z');
    await deposit(app, player.token, 15_000);
    expect(await continuous(player.token)).toMatchObject({ streak: 2, best: 2, today: 15_000 });
    expect(await claimDay(player.token, 2)).toMatchObject({ errcode: 0 });
  });

  it('refuses before its start with 1002 and from its end with 1003, counting only the days it ran', async () => {
    await addContinuous({ startTime: '2031-10-07T00:00', endTime: '2031-10-09T00:00' });
    const player = await depositor();
    at('2031-10-06T15:00:00.000Z');
    await deposit(app, player.token, 15_000);
    expect(await claimDay(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    at('2031-10-06T16:00:00.000Z');
    // Monday's deposit came before the start: no run yet.
    expect(await continuous(player.token)).toMatchObject({ streak: 0, best: 0 });
    await deposit(app, player.token, 15_000);
    expect(await claimDay(player.token, 1)).toMatchObject({ errcode: 0 });
    at('2031-10-08T16:00:00.000Z');
    expect(await claimDay(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.Ended });
  });

  it('grants one day once under 100 concurrent claims, and never passes its budget', async () => {
    await addContinuous();
    const player = await depositor();
    await deposit(app, player.token, 15_000);
    const replies = await Promise.all(Array.from({ length: 100 }, () => claimDay(player.token, 1)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await activityClaims(player.user.id)).toEqual({ n: 1, coin: 200, turnover: 0 });

    await switchAllOff(app);
    const instanceId = await addContinuous({ budgetTotal: 400 });
    const crowd: RegisteredPlayer[] = [];
    for (let i = 0; i < 4; i++) {
      const p = await depositor();
      await deposit(app, p.token, 15_000);
      crowd.push(p);
    }
    const claims = await Promise.all(crowd.map((p) => claimDay(p.token, 1)));
    expect(claims.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(claims.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(2);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 400, claims: 2 });
    await expectBooksClean(app);
  });
});

describe('every deposit activity', () => {
  beforeEach(() => switchAllOff(app));

  it('answers 1001 with none running or another type\'s instance, and 400 naming a bad field', async () => {
    at('2031-11-03T02:00:00.000Z');
    const player = await depositor();
    for (const name of ['ladderRecharge', 'accumulatedRecharge', 'continuousRecharge'] as const) {
      expect((await call(app, name, {}, player.token)).errcode, name).toBe(ActivityErrcode.NotFound);
    }
    expect(await claimLadder(player.token, 'D1')).toMatchObject({ errcode: ActivityErrcode.NotFound });
    expect(await claimTier(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    expect(await claimDay(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    const ladderId = await addLadder();
    expect(await call(app, 'accumulatedRechargeReceive', { tierId: 1, instanceId: ladderId }, player.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    expect(await call(app, 'continuousRecharge', { instanceId: ladderId }, player.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });

    const bad: [string, unknown, string][] = [
      ['ladderRechargeReceive', { orderId: 'D1; DROP' }, 'orderId'],
      ['ladderRechargeReceive', {}, 'orderId'],
      ['accumulatedRechargeReceive', { tierId: 0 }, 'tierId'],
      ['continuousRechargeReceive', { day: 31 }, 'day'],
      ['continuousRecharge', { instanceId: -1 }, 'instanceId'],
    ];
    for (const [name, body, field] of bad) {
      const res = await callRaw(app, name as 'ladderRechargeReceive', body, player.token);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.json(), name).toMatchObject({ code: 400, msg: expect.stringContaining(field) });
    }
  });

  it('refuses claims during a time-out (safer play\'s claim guard) and grants nothing', async () => {
    at('2031-11-04T02:00:00.000Z');
    await addAccumulated();
    await addContinuous();
    const player = await depositor();
    await deposit(app, player.token, 30_000);
    expect(await call(app, 'startTimeOut', { duration: '24h' }, player.token)).toMatchObject({ errcode: 0 });
    expect(await claimTier(player.token, 1)).toMatchObject({ errcode: 3506 });
    expect(await claimDay(player.token, 1)).toMatchObject({ errcode: 3506 });
    expect(await activityClaims(player.user.id)).toEqual({ n: 0, coin: 0, turnover: 0 });
  });

  it('refuses settings their schemas do not accept, naming the field', async () => {
    await expect(addLadder({}, { tiers: [{ id: 1, minAmount: 10_000, percent: 0, fixed: 0, betRate: 1 }] }))
      .rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.tiers\.0\.percent: /) });
    await expect(addLadder({}, { tiers: [LADDER.tiers[0]!, { ...LADDER.tiers[1]!, minAmount: LADDER.tiers[0]!.minAmount }] }))
      .rejects.toMatchObject({ message: expect.stringMatching(/^settings\.tiers: /) });
    await expect(addAccumulated({}, { period: 'year' as 'day' })).rejects.toMatchObject({ message: expect.stringMatching(/^settings\.period: /) });
    await expect(addContinuous({}, { minDaily: 0 })).rejects.toMatchObject({ message: expect.stringMatching(/^settings\.minDaily: /) });
    await expect(addContinuous({}, { days: [] })).rejects.toMatchObject({ message: expect.stringMatching(/^settings\.days: /) });
  });
});

describe('deposit activity rules (pure)', () => {
  const running = { startsAt: null, endsAt: null, createdAt: new Date('2031-01-01T00:00:00Z') };
  const dep = (orderId: string, iso: string, amount: number) => ({ orderId, at: new Date(iso), amount });

  it('ladder: the highest tier reached, its capped bonus, the day\'s first deposits by credit time', () => {
    expect(ladderTierFor(LADDER.tiers, 19_999)).toBeNull();
    expect(ladderBonus(ladderTierFor(LADDER.tiers, 100_000)!, 100_000)).toBe(9_000);
    expect(ladderBonus(ladderTierFor(LADDER.tiers, 200_000)!, 200_000)).toBe(10_000);
    expect(ladderBonus({ percent: 0, fixed: 700 }, 1)).toBe(700);
    const now = new Date('2031-08-04T10:00:00Z');
    // Credited out of order: the earlier credit earns first.
    const bonuses = ladderBonuses({ ...running, settings: { ...LADDER, perDay: 1 } }, [dep('B', '2031-08-04T09:00:00Z', 30_000), dep('A', '2031-08-04T08:00:00Z', 60_000)], null, now);
    expect(bonuses.map((b) => [b.orderId, b.status])).toEqual([['B', 'dailyLimit'], ['A', 'claimable']]);
    expect(ladderDecision(bonuses, 'B')).toBe('dailyLimit');
    expect(ladderDecision(bonuses, 'C')).toBe('unknown');
  });

  it('accumulated: periods keyed in Philippine time, never before counting began', () => {
    const monday4am = new Date('2031-09-07T20:00:00Z');
    expect(periodAt(running, 'week', monday4am)).toMatchObject({ key: 'week:2031-09-08', from: new Date('2031-09-07T16:00:00Z') });
    expect(periodAt(running, 'month', monday4am)).toMatchObject({ key: 'month:2031-09', from: new Date('2031-08-31T16:00:00Z'), next: new Date('2031-09-30T16:00:00Z') });
    const late = { ...running, createdAt: new Date('2031-09-08T01:00:00Z') };
    expect(periodAt(late, 'day', new Date('2031-09-08T02:00:00Z')).from).toEqual(late.createdAt);
    expect(periodAt(late, 'instance', monday4am)).toEqual({ key: 'instance', from: late.createdAt, next: null });
  });

  it('continuous: the longest run unlocks, the current run restarts after a missed day', () => {
    const settings = { minDaily: 15_000 };
    const deposits = [
      dep('1', '2031-10-05T16:00:00Z', 15_000), dep('2', '2031-10-06T16:00:00Z', 10_000), dep('3', '2031-10-07T01:00:00Z', 5_000),
      dep('4', '2031-10-07T16:00:00Z', 14_999), dep('5', '2031-10-08T16:00:00Z', 20_000),
    ];
    // Manila days: 06 (150.00), 07 (100.00 + 50.00), 08 (149.99: not enough), 09 (200.00).
    expect(runsOf({ ...running, settings }, deposits, new Date('2031-10-09T05:00:00Z'))).toEqual({ today: 20_000, streak: 1, best: 2 });
    expect(runsOf({ ...running, settings }, deposits, new Date('2031-10-10T05:00:00Z'))).toEqual({ today: 0, streak: 1, best: 2 });
    expect(runsOf({ ...running, settings }, deposits, new Date('2031-10-11T05:00:00Z'))).toEqual({ today: 0, streak: 0, best: 2 });
  });
});
