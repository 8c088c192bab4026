import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { FreeLoginBonusSettings } from '@casino/contract';
import { claimDecision, rowFor } from '../src/modules/promotions/types/free-login-bonus/rules.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { buildPaymentsApp, coinOf } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, budgetOf, deposit, newPlayers, switchAllOff, withGcash } from './promotions-helper.ts';
import { spin, untilVip } from './promotions-money-helper.ts';

/**
 * Free login bonus (activity 23, the day bonus: freeLoginBonusUser and freeLoginBonusReceive)
 * over HTTP on the real modules: once per Philippine day, the award of the row the player's VIP
 * level reaches (1004 below every row), hasFreeBonus while today's claim is open, under budgets
 * and concurrency, with the books balanced.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp();
  app = t.app;
  // The experience feed runs when a test means it to.
  await app.jobs.stop();
});
afterAll(() => t.dispose());

const SETTINGS: FreeLoginBonusSettings = {
  levels: [
    { vip: 0, award: [{ id: ItemId.Coin, count: 50, betRate: 1 }] },
    { vip: 1, award: [{ id: ItemId.Coin, count: 150, betRate: 2 }, { id: ItemId.Points, count: 100 }] },
  ],
  needRecharge: 0,
};

async function addDayBonus(over: Parameters<typeof addInstance>[1] = {}, settings: Partial<FreeLoginBonusSettings> = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.FreeLoginBonus, title: 'Day bonus test', rules: 'Day bonus rules.', sort: 25, settings: { ...SETTINGS, ...settings }, ...over });
}

const receive = (token: string) => call(app, 'freeLoginBonusReceive', {}, token);

async function user(token: string) {
  const res = await call(app, 'freeLoginBonusUser', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.freeLoginBonusUser.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

const redDot = async (token: string) => (await call(app, 'getRedDots', {}, token)).hasFreeBonus;
const at = (iso: string) => app.clock.set(new Date(iso));
const booksBalance = async () => expect((await checkBooks(app.db)).breaches).toEqual([]);

describe('free login bonus', () => {
  let instanceId: number;
  beforeEach(async () => {
    await switchAllOff(app);
    at('2031-06-10T10:00:00.000Z'); // 18:00 in Manila
    instanceId = await addDayBonus();
  });

  it("shows the table and today's award, lists the activity and sets hasFreeBonus", async () => {
    const player = await registerPlayer(app);
    const u = await user(player.token);
    expect(u).toMatchObject({ instanceId, vip: 0, award: [{ id: ItemId.Coin, count: 50, betRate: 1 }], claimedToday: false, canClaim: true, claimedDays: 0 });
    expect(u.levels.map((l) => l.vip)).toEqual([0, 1]);
    expect(u.nextDayAt).toBe(Date.parse('2031-06-10T16:00:00.000Z'));
    expect((await activityIds(app, player.token)).activityIds).toEqual([ActivityType.FreeLoginBonus]);
    expect(await redDot(player.token)).toBe(true);
  });

  it('claims once per Philippine day: 23:59 and 00:00 in Manila are two days; a replay grants nothing', async () => {
    const player = await registerPlayer(app);
    at('2031-06-10T15:59:00.000Z');
    const first = await receive(player.token);
    expect(first, JSON.stringify(first)).toMatchObject({ code: 200, errcode: 0, coin: 50, propList: [{ id: ItemId.Coin, count: 50, betRate: 1 }] });
    expect(calls.freeLoginBonusReceive.response.safeParse(first).success).toBe(true);
    expect(first.user).toMatchObject({ claimedToday: true, canClaim: false, claimedDays: 1 });
    expect(await redDot(player.token)).toBe(false);
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    at('2031-06-10T16:00:00.000Z');
    expect(await redDot(player.token)).toBe(true);
    expect(await receive(player.token)).toMatchObject({ errcode: 0, coin: 100, user: { claimedDays: 2 } });
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await coinOf(app, player.token)).toBe(100);
    await booksBalance();
  });

  it("pays the row the player's VIP level reaches", async () => {
    const player = await registerPlayer(app);
    await withGcash(app, player.token);
    await deposit(app, player.token, 100_000);
    // VIP 1 at 1,000.00 bet (the seeded level table).
    await spin(app, player.token, 100_000);
    await untilVip(app, player.token, 1);
    expect(await user(player.token)).toMatchObject({ vip: 1, award: [{ id: ItemId.Coin, count: 150 }, { id: ItemId.Points, count: 100 }] });
    const before = await coinOf(app, player.token);
    expect(await receive(player.token)).toMatchObject({ errcode: 0, coin: before + 150, propList: [{ id: ItemId.Coin, count: 150, betRate: 2 }, { id: ItemId.Points, count: 100 }] });
    await booksBalance();
  });

  it('refuses a player below every row with 1004; the activity is not listed for them', async () => {
    await switchAllOff(app);
    await addDayBonus({}, { levels: [SETTINGS.levels[1]!] });
    const player = await registerPlayer(app);
    expect(await user(player.token)).toMatchObject({ vip: 0, award: [], canClaim: false });
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.NotEligible });
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.FreeLoginBonus);
    expect(await redDot(player.token)).toBe(false);
    expect(await coinOf(app, player.token)).toBe(0);
  });

  it('asks for the deposits an instance needs with 1005, then grants', async () => {
    await switchAllOff(app);
    await addDayBonus({}, { needRecharge: 10_000 });
    const player = await registerPlayer(app);
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await redDot(player.token)).toBe(false);
    await withGcash(app, player.token);
    await deposit(app, player.token, 10_000);
    expect(await receive(player.token)).toMatchObject({ errcode: 0, coin: 10_050 });
  });

  it('answers 1001 without a running instance, 1002 before its start and 1003 from its end', async () => {
    await switchAllOff(app);
    const player = await registerPlayer(app);
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    await addDayBonus({ startTime: '2031-06-11T00:00', endTime: '2031-06-12T00:00' });
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    at('2031-06-11T01:00:00.000Z');
    expect(await receive(player.token)).toMatchObject({ errcode: 0 });
    at('2031-06-11T16:00:00.000Z');
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
    expect(await coinOf(app, player.token)).toBe(50);
  });

  it('refuses a bad instance id with 400 naming it', async () => {
    const player = await registerPlayer(app);
    expect((await callRaw(app, 'freeLoginBonusReceive', { instanceId: 'x' }, player.token)).json()).toMatchObject({ code: 400, msg: expect.stringContaining('instanceId') });
    expect(await coinOf(app, player.token)).toBe(0);
  });

  it('refuses settings its schema does not accept, naming the field', async () => {
    await expect(addDayBonus({}, { levels: [] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.levels: /) });
    await expect(addDayBonus({}, { levels: [SETTINGS.levels[0]!, SETTINGS.levels[0]!] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.levels: /) });
  });
});

describe('free login bonus under concurrency and budgets', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    at('2031-08-01T02:00:00.000Z');
  });

  it("grants the day's bonus once under 100 concurrent claims", async () => {
    await addDayBonus();
    const player = await registerPlayer(app);
    const replies = await Promise.all(Array.from({ length: 100 }, () => receive(player.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await coinOf(app, player.token)).toBe(50);
    await booksBalance();
  });

  it('never spends past the total budget when players claim at once', async () => {
    const instanceId = await addDayBonus({ budgetTotal: 120 });
    const crowd = await newPlayers(app, 4);
    const replies = await Promise.all(crowd.map((p) => receive(p.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(2);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 100, claims: 2 });
    await booksBalance();
  });

  it('stops a player at their own limit with 1009 and the day at its limit with 1010', async () => {
    await addDayBonus({ perPlayerLimit: 1, periodLimit: 1 });
    const [a, b] = await newPlayers(app, 2);
    expect(await receive(a!.token)).toMatchObject({ errcode: 0 });
    expect(await receive(b!.token)).toMatchObject({ errcode: ActivityErrcode.PeriodLimitReached });
    at('2031-08-01T16:00:00.000Z');
    expect(await receive(a!.token)).toMatchObject({ errcode: ActivityErrcode.PlayerLimitReached });
  });
});

describe('free login bonus rules (pure)', () => {
  const now = new Date('2031-06-11T01:00:00Z');

  it('picks the highest row the level reaches, none below the lowest', () => {
    const settings = { ...SETTINGS, levels: [{ vip: 5, award: [] }, { vip: 2, award: [] }, { vip: 8, award: [] }] };
    expect(rowFor(settings, 1)).toBeNull();
    expect(rowFor(settings, 2)?.vip).toBe(2);
    expect(rowFor(settings, 7)?.vip).toBe(5);
    expect(rowFor(settings, 30)?.vip).toBe(8);
  });

  it('says why, in order: claimed today, below the table, deposits needed', () => {
    const high = { ...SETTINGS, levels: [SETTINGS.levels[1]!], needRecharge: 100 };
    expect(claimDecision({ lastDate: '2031-06-11', days: 1 }, high, { vip: 0, totalRecharge: 0 }, now)).toBe('claimedToday');
    expect(claimDecision(null, high, { vip: 0, totalRecharge: 0 }, now)).toBe('belowTable');
    expect(claimDecision(null, high, { vip: 1, totalRecharge: 99 }, now)).toBe('depositNeeded');
    expect(claimDecision({ lastDate: '2031-06-10', days: 1 }, high, { vip: 1, totalRecharge: 100 }, now)).toEqual(SETTINGS.levels[1]!.award);
  });
});
