import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { SupplySettings } from '@casino/contract';
import { periodOf, supplyRefusal } from '../src/modules/promotions/types/supply/rules.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import {
  GCASH, buildPaymentsApp, coinOf, drainCallbacks, fundedPlayer, payOnPage, readyToWithdraw, recharge, refOf, requestId,
} from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, switchAllOff, withGcash, budgetOf, newPlayers } from './promotions-helper.ts';

/**
 * Supply (activity 30, bankruptBonus) over HTTP on the real modules: who may claim (bankrupt by
 * the instance's threshold, no deposit or withdrawal in progress), once per Philippine period,
 * through the engine's claim and the rewards primitive, under budgets and concurrency.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp();
  app = t.app;
});
afterAll(() => t.dispose());

const SETTINGS: SupplySettings = { bankruptBelow: 100, award: [{ id: ItemId.Coin, count: 300, betRate: 3 }], period: 'day' };

async function addSupply(over: Parameters<typeof addInstance>[1] = {}, settings: Partial<SupplySettings> = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.Supply, title: 'Supply test', rules: 'Supply rules.', sort: 40, settings: { ...SETTINGS, ...settings }, ...over });
}

const claim = (token: string) => call(app, 'bankruptBonus', {}, token);

async function state(token: string) {
  const res = await call(app, 'bankruptBonusState', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.bankruptBonusState.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

async function activityClaims(playerId: number): Promise<{ n: number; turnover: number }> {
  const { rows } = await app.db.query<{ n: string; turnover: string }>(
    "SELECT count(*) AS n, coalesce(sum(turnover_added), 0) AS turnover FROM reward_claims WHERE player_id = $1 AND source = 'activity'", [playerId],
  );
  return { n: Number(rows[0]!.n), turnover: Number(rows[0]!.turnover) };
}

describe('supply: who may claim', () => {
  let instanceId: number;
  beforeEach(async () => {
    await switchAllOff(app);
    instanceId = await addSupply();
  });

  it('lists Supply for a bankrupt player, grants the award once with its turnover, then leaves the list', async () => {
    const player = await registerPlayer(app);
    const ids = await activityIds(app, player.token);
    expect(ids).toMatchObject({ isBankrupt: true });
    expect(ids.activityIds).toEqual([ActivityType.Supply]);
    expect(ids.activityMap[String(ActivityType.Supply)]).toMatchObject({ instanceId, hasRules: true });
    expect(await state(player.token)).toMatchObject({ instanceId, isBankrupt: true, ordersOpen: false, claimed: false, canClaim: true, bankruptBelow: 100 });

    const before = await coinOf(app, player.token);
    const res = await claim(player.token);
    expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0, propList: [{ id: ItemId.Coin, count: 300, betRate: 3 }] });
    expect(calls.bankruptBonus.response.safeParse(res).success).toBe(true);
    expect(res.coin).toBe(before + 300);
    expect(res.state).toMatchObject({ claimed: true, canClaim: false, isBankrupt: false });
    // betRate 3: 3.00 coins owe 9.00 of turnover.
    expect(await activityClaims(player.user.id)).toEqual({ n: 1, turnover: 900 });

    expect(await claim(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await coinOf(app, player.token)).toBe(before + 300);
    const after = await activityIds(app, player.token);
    expect(after.isBankrupt).toBe(false);
    expect(after.activityIds).not.toContain(ActivityType.Supply);
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });

  it('takes isBankrupt from the running instance\'s threshold', async () => {
    await switchAllOff(app);
    await addSupply({}, { bankruptBelow: 1_000 });
    const player = await registerPlayer(app);
    expect(await claim(player.token)).toMatchObject({ errcode: 0 });
    // 3.00 coins: above the engine's default of 1.00, below this instance's 10.00.
    const ids = await activityIds(app, player.token);
    expect(ids.isBankrupt).toBe(true);
    // Claimed this period: not listed again until the next day.
    expect(ids.activityIds).not.toContain(ActivityType.Supply);
  });

  it('refuses a player with coins with 1004 and keeps Supply out of their list', async () => {
    const player = await fundedPlayer(app, 10_000);
    expect(await claim(player.token)).toMatchObject({ code: 200, errcode: ActivityErrcode.NotEligible });
    const ids = await activityIds(app, player.token);
    expect(ids).toMatchObject({ isBankrupt: false });
    expect(ids.activityIds).not.toContain(ActivityType.Supply);
    expect(await activityClaims(player.user.id)).toEqual({ n: 0, turnover: 0 });
  });

  it('refuses while a deposit is in progress with 1005, and grants once it has failed', async () => {
    const player = await registerPlayer(app);
    await withGcash(app, player.token);
    const order = await recharge(app, player.token, 10_000);
    expect(await claim(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await state(player.token)).toMatchObject({ ordersOpen: true, canClaim: false, isBankrupt: true });
    expect((await payOnPage(app, refOf(order.payUrl as string), 'fail')).statusCode).toBe(303);
    await drainCallbacks(app);
    expect(await state(player.token)).toMatchObject({ ordersOpen: false, canClaim: true });
    expect(await claim(player.token)).toMatchObject({ errcode: 0 });
  });

  it('refuses while a withdrawal is in progress with 1005', async () => {
    const player = await readyToWithdraw(t, 10_000);
    const held = await call(app, 'exchange', { bankId: GCASH, requestId: requestId(), amount: 10_000, password: player.password }, player.token);
    expect(held, JSON.stringify(held)).toMatchObject({ errcode: 0 });
    expect(await coinOf(app, player.token)).toBe(0);
    // Bankrupt by the balance, yet the withdrawal may still come back.
    expect((await activityIds(app, player.token)).isBankrupt).toBe(true);
    expect(await claim(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await state(player.token)).toMatchObject({ ordersOpen: true, isBankrupt: true, canClaim: false });
  });

  it('refuses during a time-out (safer play\'s claim guard) and grants nothing', async () => {
    const player = await registerPlayer(app);
    expect(await call(app, 'startTimeOut', { duration: '24h' }, player.token)).toMatchObject({ errcode: 0 });
    expect(await claim(player.token)).toMatchObject({ errcode: 3506 });
    expect(await activityClaims(player.user.id)).toEqual({ n: 0, turnover: 0 });
  });

  it('refuses a bad instance id with 400 naming the field, and 1001 for another type\'s instance', async () => {
    const player = await registerPlayer(app);
    const res = await callRaw(app, 'bankruptBonus', { instanceId: 0 }, player.token);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('instanceId') });
    const firstCharge = await addInstance(app, { enabled: true });
    expect(await call(app, 'bankruptBonus', { instanceId: firstCharge }, player.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    await switchAllOff(app);
    expect(await claim(player.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
  });

  it('refuses settings its schema does not accept, naming the field', async () => {
    await expect(addSupply({}, { bankruptBelow: 0 })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.bankruptBelow: /) });
  });
});

describe('supply under concurrency and budgets', () => {
  beforeEach(() => switchAllOff(app));

  it('grants once under 100 concurrent claims of one player', async () => {
    await addSupply();
    const player = await registerPlayer(app);
    const replies = await Promise.all(Array.from({ length: 100 }, () => claim(player.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed), JSON.stringify(replies.map((r) => r.errcode))).toHaveLength(99);
    expect(await coinOf(app, player.token)).toBe(300);
    expect(await activityClaims(player.user.id)).toEqual({ n: 1, turnover: 900 });
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });

  it('never spends past the total budget when bankrupt players claim at once', async () => {
    const instanceId = await addSupply({ budgetTotal: 600 });
    const crowd = await newPlayers(app, 6);
    const replies = await Promise.all(crowd.map((p) => claim(p.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(4);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 600, claims: 2 });
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });

  it('stops a player at their own limit with 1009 and the day at its limit with 1010', async () => {
    await addSupply({ perPlayerLimit: 1, periodLimit: 2 }, { bankruptBelow: 100_000 });
    const [a, b, c] = await newPlayers(app, 3);
    expect(await claim(a!.token)).toMatchObject({ errcode: 0 });
    expect(await claim(b!.token)).toMatchObject({ errcode: 0 });
    expect(await claim(c!.token)).toMatchObject({ errcode: ActivityErrcode.PeriodLimitReached });
    app.clock.set(periodOf('day', app.clock.now()).next);
    expect(await claim(a!.token)).toMatchObject({ errcode: ActivityErrcode.PlayerLimitReached });
    expect(await claim(c!.token)).toMatchObject({ errcode: 0 });
  });
});

describe('supply periods in Philippine time', () => {
  beforeEach(() => switchAllOff(app));

  const at = (iso: string) => app.clock.set(new Date(iso));

  it('opens a new day at Philippine midnight (16:00 UTC)', async () => {
    at('2031-05-01T10:00:00.000Z');
    await addSupply({}, { bankruptBelow: 100_000 });
    const player = await registerPlayer(app);
    expect(await claim(player.token)).toMatchObject({ errcode: 0, state: { nextPeriodAt: Date.parse('2031-05-01T16:00:00.000Z') } });
    at('2031-05-01T15:59:59.999Z');
    expect(await claim(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.Supply);
    at('2031-05-01T16:00:00.000Z');
    expect((await activityIds(app, player.token)).activityIds).toContain(ActivityType.Supply);
    expect(await claim(player.token)).toMatchObject({ errcode: 0 });
    expect(await coinOf(app, player.token)).toBe(600);
  });

  it('opens a new week on Monday 00:00 and a new month on the 1st, Philippine time', async () => {
    // Sunday 2031-05-04 23:59:59.999 in Manila, then Monday.
    at('2031-05-04T10:00:00.000Z');
    await addSupply({}, { bankruptBelow: 100_000, period: 'week' });
    const weekly = await registerPlayer(app);
    expect(await claim(weekly.token)).toMatchObject({ errcode: 0, state: { nextPeriodAt: Date.parse('2031-05-04T16:00:00.000Z') } });
    at('2031-05-04T15:59:59.999Z');
    expect(await claim(weekly.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    at('2031-05-04T16:00:00.000Z');
    expect(await claim(weekly.token)).toMatchObject({ errcode: 0, state: { nextPeriodAt: Date.parse('2031-05-11T16:00:00.000Z') } });

    await switchAllOff(app);
    at('2031-05-31T12:00:00.000Z');
    await addSupply({}, { bankruptBelow: 100_000, period: 'month' });
    const monthly = await registerPlayer(app);
    expect(await claim(monthly.token)).toMatchObject({ errcode: 0, state: { nextPeriodAt: Date.parse('2031-05-31T16:00:00.000Z') } });
    at('2031-05-31T15:59:59.999Z');
    expect(await claim(monthly.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    at('2031-05-31T16:00:00.000Z');
    expect(await claim(monthly.token)).toMatchObject({ errcode: 0 });
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });

  it('refuses before the start with 1002 and from the end with 1003', async () => {
    // 2031-07-02 00:00 in Manila is 2031-07-01 16:00 UTC.
    at('2031-07-01T00:00:00.000Z');
    await addSupply({ startTime: '2031-07-02T00:00', endTime: '2031-07-03T00:00' });
    const player = await registerPlayer(app);
    at('2031-07-01T15:59:59.999Z');
    expect(await claim(player.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    at('2031-07-01T16:00:00.000Z');
    expect(await claim(player.token)).toMatchObject({ errcode: 0 });
    at('2031-07-02T16:00:00.000Z');
    expect(await claim(player.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
  });
});

describe('supply rules (pure)', () => {
  const facts = { coin: 50, safebox: 40, totalRecharge: 0, vip: 0, bet: 0, mobileBound: false };
  const none = { deposits: 0, withdrawals: 0 };
  const now = new Date('2031-05-01T10:00:00Z');

  it('says why, in order: claimed this period, not bankrupt (safebox counts), an order in progress', () => {
    expect(supplyRefusal(null, SETTINGS, facts, none, now)).toBeNull();
    expect(supplyRefusal({ lastPeriod: '2031-05-01', claims: 1 }, SETTINGS, { ...facts, coin: 10_000 }, none, now)).toBe('claimedThisPeriod');
    expect(supplyRefusal({ lastPeriod: '2031-04-30', claims: 1 }, SETTINGS, facts, none, now)).toBeNull();
    expect(supplyRefusal(null, SETTINGS, { ...facts, safebox: 50 }, none, now)).toBe('notBankrupt');
    expect(supplyRefusal(null, SETTINGS, facts, { deposits: 0, withdrawals: 1 }, now)).toBe('ordersOpen');
  });

  it('keys periods by the Philippine calendar', () => {
    // 2031-05-04 20:00 UTC is Monday 04:00 in Manila.
    expect(periodOf('week', new Date('2031-05-04T20:00:00Z'))).toEqual({ key: 'week:2031-05-05', next: new Date('2031-05-11T16:00:00Z') });
    expect(periodOf('week', new Date('2031-05-04T15:00:00Z')).key).toBe('week:2031-04-28');
    expect(periodOf('month', new Date('2031-12-31T16:30:00Z'))).toEqual({ key: 'month:2032-01', next: new Date('2032-01-31T16:00:00Z') });
  });
});
