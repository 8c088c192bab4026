import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { FreeSignSettings } from '@casino/contract';
import { claimDecision, freeSignUser, nextDay } from '../src/modules/promotions/types/free-sign/rules.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { buildPaymentsApp, coinOf } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, budgetOf, deposit, newPlayers, switchAllOff, withGcash } from './promotions-helper.ts';

/**
 * Free sign (activity 36, loginBonus3User and loginBonus3UserReceive) over HTTP on the real
 * modules: one claim per Philippine day, the next day of the run each time, a missed day
 * starting the run again (or not), hasFreeBonus while today's claim is open, under budgets and
 * concurrency, with the books balanced.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp();
  app = t.app;
});
afterAll(() => t.dispose());

const SETTINGS: FreeSignSettings = {
  days: [
    { award: [{ id: ItemId.Coin, count: 100, betRate: 1 }] },
    { award: [{ id: ItemId.Coin, count: 200, betRate: 2 }] },
    { award: [{ id: ItemId.Coin, count: 300, betRate: 1 }, { id: ItemId.Points, count: 500 }] },
  ],
  resetOnMiss: true,
  needRecharge: 0,
};

async function addCalendar(over: Parameters<typeof addInstance>[1] = {}, settings: Partial<FreeSignSettings> = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.FreeSign, title: 'Calendar test', rules: 'Calendar rules.', sort: 20, settings: { ...SETTINGS, ...settings }, ...over });
}

const receive = (token: string) => call(app, 'loginBonus3UserReceive', {}, token);

async function user(token: string) {
  const res = await call(app, 'loginBonus3User', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.loginBonus3User.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

const redDot = async (token: string) => (await call(app, 'getRedDots', {}, token)).hasFreeBonus;
const at = (iso: string) => app.clock.set(new Date(iso));
const statuses = (u: { days: { status: string }[] }) => u.days.map((d) => d.status);
const booksBalance = async () => expect((await checkBooks(app.db)).breaches).toEqual([]);

describe('free sign calendar', () => {
  let instanceId: number;
  beforeEach(async () => {
    await switchAllOff(app);
    // Tuesday 2031-06-10 18:00 in Manila; its midnight is 2031-06-10 16:00 UTC.
    at('2031-06-10T10:00:00.000Z');
    instanceId = await addCalendar();
  });

  it('shows the calendar, lists the activity and sets hasFreeBonus while today is open', async () => {
    const player = await registerPlayer(app);
    const u = await user(player.token);
    expect(u).toMatchObject({ instanceId, today: 1, streak: 0, claimedToday: false, canClaim: true, resetOnMiss: true, needRecharge: 0 });
    expect(statuses(u)).toEqual(['today', 'upcoming', 'upcoming']);
    // The next claim opens at Manila midnight.
    expect(u.nextDayAt).toBe(Date.parse('2031-06-10T16:00:00.000Z'));
    const ids = await activityIds(app, player.token);
    expect(ids.activityIds).toEqual([ActivityType.FreeSign]);
    expect(ids.activityMap[String(ActivityType.FreeSign)]).toMatchObject({ instanceId });
    expect(await redDot(player.token)).toBe(true);
  });

  it('claims once per Philippine day: 23:59 and 00:00 in Manila are two days; a replay grants nothing', async () => {
    const player = await registerPlayer(app);
    at('2031-06-10T15:59:00.000Z'); // 23:59 in Manila
    const first = await receive(player.token);
    expect(first, JSON.stringify(first)).toMatchObject({ code: 200, errcode: 0, coin: 100, propList: [{ id: ItemId.Coin, count: 100, betRate: 1 }] });
    expect(calls.loginBonus3UserReceive.response.safeParse(first).success).toBe(true);
    expect(first.user).toMatchObject({ today: 1, streak: 1, claimedToday: true, canClaim: false });
    expect(statuses(first.user!)).toEqual(['received', 'upcoming', 'upcoming']);
    expect(await redDot(player.token)).toBe(false);
    at('2031-06-10T15:59:59.999Z');
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await coinOf(app, player.token)).toBe(100);

    at('2031-06-10T16:00:00.000Z'); // 00:00 in Manila: the next day
    expect(await redDot(player.token)).toBe(true);
    expect(statuses(await user(player.token))).toEqual(['received', 'today', 'upcoming']);
    const second = await receive(player.token);
    expect(second).toMatchObject({ errcode: 0, coin: 300, user: { today: 2, streak: 2, claimedToday: true } });
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });

    at('2031-06-11T16:00:00.000Z');
    expect(await receive(player.token)).toMatchObject({ errcode: 0, coin: 600, propList: [{ id: ItemId.Coin, count: 300 }, { id: ItemId.Points, count: 500 }] });
    // After the last day the run starts again at day 1.
    at('2031-06-12T16:00:00.000Z');
    expect(statuses(await user(player.token))).toEqual(['today', 'upcoming', 'upcoming']);
    expect(await receive(player.token)).toMatchObject({ errcode: 0, coin: 700, user: { today: 1, streak: 1 } });
    // Turnover: 1.00 x1 + 2.00 x2 + 3.00 x1 + 1.00 x1; points count no turnover.
    const { rows } = await app.db.query<{ turnover: string; n: string }>(
      "SELECT sum(turnover_added) AS turnover, count(*) AS n FROM reward_claims WHERE player_id = $1 AND source = 'activity'", [player.user.id],
    );
    expect({ turnover: Number(rows[0]!.turnover), claims: Number(rows[0]!.n) }).toEqual({ turnover: 900, claims: 4 });
    await booksBalance();
  });

  it('sends the run back to day 1 after a missed day with resetOnMiss', async () => {
    const player = await registerPlayer(app);
    expect(await receive(player.token)).toMatchObject({ errcode: 0, user: { today: 1 } });
    at('2031-06-11T02:00:00.000Z');
    expect(await receive(player.token)).toMatchObject({ errcode: 0, user: { today: 2 } });
    // 2031-06-12 in Manila passes without a claim.
    at('2031-06-13T02:00:00.000Z');
    expect(statuses(await user(player.token))).toEqual(['today', 'upcoming', 'upcoming']);
    expect(await receive(player.token)).toMatchObject({ errcode: 0, coin: 400, user: { today: 1, streak: 1 } });
  });

  it('keeps the run through a missed day without resetOnMiss', async () => {
    await switchAllOff(app);
    await addCalendar({}, { resetOnMiss: false });
    const player = await registerPlayer(app);
    expect(await receive(player.token)).toMatchObject({ errcode: 0 });
    at('2031-06-14T02:00:00.000Z');
    expect(await user(player.token)).toMatchObject({ today: 2, streak: 1, resetOnMiss: false });
    expect(await receive(player.token)).toMatchObject({ errcode: 0, coin: 300, user: { today: 2, streak: 2 } });
  });

  it('asks for the deposits an instance needs with 1005, then grants', async () => {
    await switchAllOff(app);
    await addCalendar({}, { needRecharge: 10_000 });
    const player = await registerPlayer(app);
    expect(await user(player.token)).toMatchObject({ needRecharge: 10_000, canClaim: false });
    expect(await redDot(player.token)).toBe(false);
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await coinOf(app, player.token)).toBe(0);
    await withGcash(app, player.token);
    await deposit(app, player.token, 10_000);
    expect(await redDot(player.token)).toBe(true);
    expect(await receive(player.token)).toMatchObject({ errcode: 0, coin: 10_100, user: { needRecharge: 0 } });
    await booksBalance();
  });

  it('answers 1001 without a running calendar, 1002 before its start and 1003 from its end (Philippine time)', async () => {
    await switchAllOff(app);
    const player = await registerPlayer(app);
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    expect((await call(app, 'loginBonus3User', {}, player.token)).errcode).toBe(ActivityErrcode.NotFound);
    await addCalendar({ startTime: '2031-06-11T00:00', endTime: '2031-06-12T00:00' });
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    at('2031-06-10T16:00:00.000Z');
    expect(await receive(player.token)).toMatchObject({ errcode: 0 });
    at('2031-06-11T16:00:00.000Z');
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
    expect(await coinOf(app, player.token)).toBe(100);
  });

  it('refuses a bad instance id with 400 naming it and changes nothing', async () => {
    const player = await registerPlayer(app);
    const res = await callRaw(app, 'loginBonus3UserReceive', { instanceId: 0 }, player.token);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('instanceId') });
    expect(await coinOf(app, player.token)).toBe(0);
    // Another type's instance is no calendar.
    const other = await addInstance(app);
    expect(await call(app, 'loginBonus3UserReceive', { instanceId: other }, player.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
  });

  it('refuses during a time-out (safer play\'s claim guard)', async () => {
    const player = await registerPlayer(app);
    expect(await call(app, 'startTimeOut', { duration: '24h' }, player.token)).toMatchObject({ errcode: 0 });
    expect(await receive(player.token)).toMatchObject({ errcode: 3506 });
    expect(await coinOf(app, player.token)).toBe(0);
  });

  it('refuses settings its schema does not accept, naming the field', async () => {
    await expect(addCalendar({}, { days: [] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.days: /) });
    await expect(addCalendar({}, { needRecharge: -1 })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.needRecharge: /) });
  });
});

describe('free sign under concurrency and budgets', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    at('2031-08-01T02:00:00.000Z');
  });

  it("grants one day's prize once under 100 concurrent claims", async () => {
    await addCalendar();
    const player = await registerPlayer(app);
    const replies = await Promise.all(Array.from({ length: 100 }, () => receive(player.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await coinOf(app, player.token)).toBe(100);
    const { rows } = await app.db.query<{ n: string }>("SELECT count(*) AS n FROM reward_claims WHERE player_id = $1 AND source = 'activity'", [player.user.id]);
    expect(Number(rows[0]!.n)).toBe(1);
    await booksBalance();
  });

  it('never spends past the total budget when players claim at once', async () => {
    const instanceId = await addCalendar({ budgetTotal: 250 });
    const crowd = await newPlayers(app, 5);
    const replies = await Promise.all(crowd.map((p) => receive(p.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(3);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 200, claims: 2 });
    await booksBalance();
  });

  it('stops a player at their own limit with 1009 and the day at its limit with 1010', async () => {
    await addCalendar({ perPlayerLimit: 1, periodLimit: 1 });
    const [a, b] = await newPlayers(app, 2);
    expect(await receive(a!.token)).toMatchObject({ errcode: 0 });
    expect(await receive(b!.token)).toMatchObject({ errcode: ActivityErrcode.PeriodLimitReached });
    at('2031-08-01T16:00:00.000Z');
    expect(await receive(a!.token)).toMatchObject({ errcode: ActivityErrcode.PlayerLimitReached });
    expect(await receive(b!.token)).toMatchObject({ errcode: 0 });
  });
});

describe('free sign rules (pure)', () => {
  const now = new Date('2031-06-11T01:00:00Z'); // 2031-06-11 in Manila

  it('gives the next day of the run, day 1 after the last day or after a missed day with resetOnMiss', () => {
    expect(nextDay(null, SETTINGS, '2031-06-11')).toBe(1);
    expect(nextDay({ streak: 1, lastDate: '2031-06-10', claims: 1 }, SETTINGS, '2031-06-11')).toBe(2);
    expect(nextDay({ streak: 3, lastDate: '2031-06-10', claims: 3 }, SETTINGS, '2031-06-11')).toBe(1);
    expect(nextDay({ streak: 2, lastDate: '2031-06-09', claims: 2 }, SETTINGS, '2031-06-11')).toBe(1);
    expect(nextDay({ streak: 2, lastDate: '2031-06-09', claims: 2 }, { ...SETTINGS, resetOnMiss: false }, '2031-06-11')).toBe(3);
  });

  it('says why, in order: claimed today, deposits needed', () => {
    expect(claimDecision({ streak: 1, lastDate: '2031-06-11', claims: 1 }, { ...SETTINGS, needRecharge: 100 }, 0, now)).toBe('claimedToday');
    expect(claimDecision(null, { ...SETTINGS, needRecharge: 100 }, 99, now)).toBe('depositNeeded');
    expect(claimDecision(null, SETTINGS, 0, now)).toEqual({ day: 1, award: SETTINGS.days[0]!.award });
  });

  it('draws a calendar whose days shrank below the run as all received', () => {
    const u = freeSignUser(1, SETTINGS, { streak: 5, lastDate: '2031-06-11', claims: 5 }, 0, now);
    expect(u.days.map((d) => d.status)).toEqual(['received', 'received', 'received']);
    expect(u.canClaim).toBe(false);
  });
});
