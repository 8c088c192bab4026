import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls, holidaySeasonAt, inHolidaySeason } from '@casino/contract';
import type { ChristmasSettings } from '@casino/contract';
import { extraDecision, openRefusal, receiveDecision, sign } from '../src/modules/promotions/types/christmas/rules.ts';
import { buildTestApp, call, callRaw } from './helper.ts';
import type { TestApp } from './helper.ts';
import { expectBooksClean } from './payments-helper.ts';
import { drawRows, playerAt, rotateAndVerify } from './promotions-holiday-helper.ts';
import { activityIds, addInstance, budgetOf, ph, switchAllOff } from './promotions-helper.ts';

/**
 * Christmas (activity 37): an advent calendar in its season (1-26 December, Philippine time):
 * sign once a day, open that day's box (a provably fair draw), receive it, extras for days
 * signed. Replays, concurrency, day boundaries; the books balance after every test.
 */

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: 0 });
});
afterAll(() => app.dispose());
afterEach(() => expectBooksClean(app));

const coin = (count: number) => [{ id: ItemId.Coin, count, betRate: 1 }];
const SETTINGS: ChristmasSettings = {
  prizes: [{ award: coin(100), weight: 60 }, { award: coin(500), weight: 30 }, { award: [{ id: ItemId.Points, count: 300 }], weight: 10 }, { award: coin(99_900), weight: 0 }],
  extras: [{ id: 1, days: 2, award: coin(1_000) }, { id: 2, days: 5, award: coin(5_000) }],
};

const addChristmas = (over: Parameters<typeof addInstance>[1] = {}) =>
  addInstance(app, { type: ActivityType.Christmas, title: 'Christmas test', rules: 'Christmas rules.', sort: 12, settings: SETTINGS, ...over });

const state = async (token: string) => {
  const res = await call(app, 'appChristmasUser', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.appChristmasUser.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
};
const signIn = (token: string) => call(app, 'appChristmasUserSign', {}, token);
const open = (token: string) => call(app, 'appChristmasUserOpen', {}, token);
const receive = (token: string, body: object = {}) => call(app, 'appChristmasUserReceive', body, token);
const extra = (token: string, id: number) => call(app, 'appChristmasUserExtra', { id }, token);

async function grants(playerId: number): Promise<number[]> {
  const { rows } = await app.db.query<{ coin: string }>("SELECT coin FROM reward_claims WHERE player_id = $1 AND source = 'activity' ORDER BY id", [playerId]);
  return rows.map((r) => Number(r.coin));
}

describe('christmas', () => {
  beforeEach(() => switchAllOff(app));

  it('signs, opens the day\'s box, receives its prize once; each step refuses a replay', async () => {
    const instanceId = await addChristmas();
    const player = await playerAt(app, ph('2031-12-10T10:00:00'));
    expect((await activityIds(app, player.token)).activityMap[String(ActivityType.Christmas)]).toMatchObject({ instanceId });
    const before = await state(player.token);
    expect(before).toMatchObject({ instanceId, today: '2031-12-10', season: { first: '2031-12-01', last: '2031-12-26' }, signedToday: false, canOpen: false, signedDays: 0 });
    expect(before.days).toHaveLength(26);
    expect(before.days[9]).toMatchObject({ date: '2031-12-10', status: 'sign' });
    expect(before.days[8]).toMatchObject({ status: 'missed' });
    expect(before.days[10]).toMatchObject({ status: 'locked' });
    expect(before.prizes.map((p) => p.chance)).toEqual([6_000, 3_000, 1_000, 0]);

    expect(await open(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    const signed = await signIn(player.token);
    expect(signed, JSON.stringify(signed)).toMatchObject({ errcode: 0, user: { signedToday: true, signedDays: 1, canOpen: true } });
    expect(calls.appChristmasUserSign.response.safeParse(signed).success).toBe(true);
    expect(await signIn(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });

    const opened = await open(player.token);
    expect(opened, JSON.stringify(opened)).toMatchObject({ errcode: 0, user: { canOpen: false, toReceive: 1 } });
    expect(calls.appChristmasUserOpen.response.safeParse(opened).success).toBe(true);
    const draw = opened.draw!;
    expect(draw.weights).toEqual([60, 30, 10, 0]);
    expect(draw.award).toEqual(SETTINGS.prizes[draw.index]!.award);
    expect(opened.user!.days[9]).toMatchObject({ status: 'opened', draw });
    expect(await open(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await grants(player.user.id)).toEqual([]);

    const got = await receive(player.token);
    expect(got, JSON.stringify(got)).toMatchObject({ errcode: 0, propList: draw.award, user: { toReceive: 0 } });
    expect(calls.appChristmasUserReceive.response.safeParse(got).success).toBe(true);
    expect(got.user!.days[9]!.status).toBe('received');
    expect(await receive(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await receive(player.token, { date: '2031-12-09' })).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await receive(player.token, { date: '2031-12-11' })).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect(await receive(player.token, { date: '2031-11-30' })).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect(await grants(player.user.id)).toHaveLength(1);

    // The draw recomputes from the revealed seed once the player rotates the pair.
    expect(draw.serverSeed).toBeNull();
    const serverSeed = await rotateAndVerify(app, player.token, [draw], () => SETTINGS.prizes);
    // The calendar then shows the revealed seed with the draw (the verify link fills it in).
    expect((await state(player.token)).days[9]!.draw).toMatchObject({ ...draw, serverSeed });
  });

  it('turns the day at Philippine midnight: a new sign and box, yesterday\'s unopened box missed, an opened one still receivable', async () => {
    await addChristmas();
    const player = await playerAt(app, ph('2031-12-05T23:59:00'));
    expect(await signIn(player.token)).toMatchObject({ errcode: 0 });
    expect(await open(player.token)).toMatchObject({ errcode: 0 });
    app.clock.set(ph('2031-12-05T23:59:59.999'));
    expect(await signIn(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    app.clock.set(ph('2031-12-06T00:00:00'));
    expect((await state(player.token)).days[4]).toMatchObject({ date: '2031-12-05', status: 'opened' });
    expect(await open(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await signIn(player.token)).toMatchObject({ errcode: 0, user: { signedDays: 2 } });
    app.clock.set(ph('2031-12-07T00:00:00'));
    // 6 December was signed but not opened: lost.
    expect(await open(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    const user = await state(player.token);
    expect(user.days[5]).toMatchObject({ date: '2031-12-06', signed: true, status: 'missed' });
    expect(await receive(player.token, { date: '2031-12-05' })).toMatchObject({ errcode: 0 });
    expect(await receive(player.token, { date: '2031-12-06' })).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
  });

  it('pays the extras by days signed in the season, once each', async () => {
    const instanceId = await addChristmas();
    const player = await playerAt(app, ph('2031-12-01T08:00:00'));
    expect(await signIn(player.token)).toMatchObject({ errcode: 0 });
    expect(await extra(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    app.clock.set(ph('2031-12-03T08:00:00'));
    expect(await signIn(player.token)).toMatchObject({ errcode: 0 });
    const got = await extra(player.token, 1);
    expect(got, JSON.stringify(got)).toMatchObject({ errcode: 0, propList: coin(1_000) });
    expect(calls.appChristmasUserExtra.response.safeParse(got).success).toBe(true);
    expect(got.user!.extras).toMatchObject([{ id: 1, status: 'received' }, { id: 2, status: 'locked' }]);
    expect(await extra(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await extra(player.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await extra(player.token, 9)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 1_000, claims: 1 });
  });

  it('signs, draws and grants once under 50 concurrent calls of each', async () => {
    await addChristmas();
    const player = await playerAt(app, ph('2031-12-12T12:00:00'));
    const signs = await Promise.all(Array.from({ length: 50 }, () => signIn(player.token)));
    expect(signs.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(signs.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed), JSON.stringify(signs.map((r) => r.errcode))).toHaveLength(49);
    const opens = await Promise.all(Array.from({ length: 50 }, () => open(player.token)));
    expect(opens.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(opens.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed), JSON.stringify(opens.map((r) => r.errcode))).toHaveLength(49);
    expect(await drawRows(app, player.user.id, 'christmas-box')).toBe(1);
    const receives = await Promise.all(Array.from({ length: 50 }, () => receive(player.token)));
    expect(receives.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(receives.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(49);
    expect(await grants(player.user.id)).toHaveLength(1);
  });

  it('runs only in its season: outside it the list leaves it out and the calls answer 1002 or 1003', async () => {
    await addChristmas();
    const player = await playerAt(app, ph('2031-11-30T23:59:59'));
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.Christmas);
    expect(await call(app, 'appChristmasUser', {}, player.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    expect(await signIn(player.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    app.clock.set(ph('2031-12-01T00:00:00'));
    expect((await activityIds(app, player.token)).activityIds).toContain(ActivityType.Christmas);
    // Sessions do not last the season: a player logs in again on a later day.
    const late = await playerAt(app, ph('2031-12-26T23:59:59'));
    expect(await signIn(late.token)).toMatchObject({ errcode: 0 });
    app.clock.set(ph('2031-12-27T00:00:00'));
    expect((await activityIds(app, late.token)).activityIds).not.toContain(ActivityType.Christmas);
    expect(await open(late.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
    expect(await receive(late.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
    const summer = await playerAt(app, ph('2032-07-01T00:00:00'));
    expect(await signIn(summer.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
  });

  it('refuses during a time-out and under a used-up budget, grants nothing, and leaves the box to receive later', async () => {
    await addChristmas({ budgetTotal: 50 });
    const player = await playerAt(app, ph('2031-12-14T09:00:00'));
    expect(await signIn(player.token)).toMatchObject({ errcode: 0 });
    expect(await open(player.token)).toMatchObject({ errcode: 0 });
    const budget = await receive(player.token);
    // Every coin prize is above the 0.50 budget; a points prize counts only as a claim.
    if (budget.errcode === 0) expect(budget.propList).toEqual([{ id: ItemId.Points, count: 300 }]);
    else expect(budget).toMatchObject({ errcode: ActivityErrcode.BudgetExhausted });
    const other = await playerAt(app, ph('2031-12-14T09:00:00'));
    await addChristmas({ sort: 1 });
    expect(await signIn(other.token)).toMatchObject({ errcode: 0 });
    expect(await open(other.token)).toMatchObject({ errcode: 0 });
    expect(await call(app, 'startTimeOut', { duration: '24h' }, other.token)).toMatchObject({ errcode: 0 });
    expect(await receive(other.token)).toMatchObject({ errcode: 3506 });
    expect(await grants(other.user.id)).toEqual([]);
    expect((await state(other.token)).toReceive).toBe(1);
  });

  it('answers 400 naming the field for bad input, never a 5xx', async () => {
    await addChristmas();
    const player = await playerAt(app, ph('2031-12-15T09:00:00'));
    for (const [name, body, field] of [
      ['appChristmasUserReceive', { date: '15 Dec' }, 'date'],
      ['appChristmasUserExtra', { id: 0 }, 'id'],
      ['appChristmasUserSign', { instanceId: -1 }, 'instanceId'],
    ] as const) {
      const res = await callRaw(app, name, body, player.token);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining(field) });
    }
  });

  it('seeds an instance that runs every season', async () => {
    await app.db.query("UPDATE promotion_instances SET enabled = true WHERE seed_key = 'default:37'");
    const player = await playerAt(app, ph('2032-12-02T09:00:00'));
    const user = await state(player.token);
    expect(user.season).toEqual({ first: '2032-12-01', last: '2032-12-26' });
    expect(user.extras.length).toBeGreaterThan(0);
  });
});

describe('christmas rules (pure)', () => {
  const season = { key: '2031', first: '2031-12-01', last: '2031-12-26' };
  it('signs once a day and starts afresh in a new season', () => {
    expect(sign(null, '2031', '2031-12-02')).toEqual({ season: '2031', signed: ['2031-12-02'] });
    expect(sign({ season: '2031', signed: ['2031-12-02'] }, '2031', '2031-12-02')).toBe('signedToday');
    expect(sign({ season: '2030', signed: ['2030-12-02'] }, '2031', '2031-12-02')).toEqual({ season: '2031', signed: ['2031-12-02'] });
  });
  it('opens, receives and pays extras only as the calendar allows', () => {
    const facts = { season, today: '2031-12-03', boxes: new Map() };
    expect(openRefusal(null, facts)).toBe('notSigned');
    expect(openRefusal({ season: '2031', signed: ['2031-12-03'] }, facts)).toBeNull();
    expect(receiveDecision('2031-12-04', facts)).toBe('noSuchBox');
    expect(receiveDecision('2031-12-02', facts)).toBe('notOpened');
    expect(extraDecision(SETTINGS, { season: '2030', signed: ['a', 'b'] }, '2031', 1)).toBe('tooFewDays');
    expect(extraDecision(SETTINGS, { season: '2031', signed: ['a', 'b'] }, '2031', 1)).toMatchObject({ id: 1 });
  });
  it('places a date against the season in Philippine time', () => {
    expect(holidaySeasonAt(ActivityType.Christmas, ph('2031-12-26T23:59:59'))).toEqual({ season: season });
    expect(holidaySeasonAt(ActivityType.Christmas, ph('2031-12-27T00:00:00'))).toEqual({ outside: 'ended' });
    expect(holidaySeasonAt(ActivityType.Christmas, ph('2031-11-30T23:59:59'))).toEqual({ outside: 'notStarted' });
    expect(holidaySeasonAt(ActivityType.NewYear, ph('2032-01-15T23:59:59'))).toEqual({ season: { key: '2032', first: '2031-12-26', last: '2032-01-15' } });
    expect(holidaySeasonAt(ActivityType.NewYear, ph('2031-12-25T23:59:59'))).toEqual({ outside: 'notStarted' });
    // The app's gate (the floating icons) and the server's agree on every day of a year, at both ends of the day.
    for (let at = ph('2031-06-01T00:00:00').getTime(); at < ph('2032-06-01T00:00:00').getTime(); at += 43_200_000 - 1) {
      for (const type of [ActivityType.Christmas, ActivityType.NewYear]) {
        expect(inHolidaySeason(type, new Date(at)), new Date(at).toISOString()).toBe('season' in holidaySeasonAt(type, new Date(at)));
      }
    }
  });
});
