import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { SignUpBonusSettings } from '@casino/contract';
import { claimDecision, dayNumber, propsByPrice } from '../src/modules/promotions/types/sign-up-bonus/rules.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { buildPaymentsApp, coinOf } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, deposit, switchAllOff, withGcash, budgetOf, newPlayers } from './promotions-helper.ts';

/**
 * Sign-up bonus (activity 15, getLoginPayUser3 and receiveLoginPay3) over HTTP on the real
 * modules: a player who registers while it runs gets its days, each day's prize is claimed once
 * on its Philippine day, the §3 days list marks received days with -1, the hasSignUpBonus red dot
 * shows while today's prize waits, under budgets and concurrency.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp();
  app = t.app;
});
afterAll(() => t.dispose());

const SETTINGS: SignUpBonusSettings = {
  days: [
    { award: [{ id: ItemId.Coin, count: 200, betRate: 1 }] },
    { award: [{ id: ItemId.Coin, count: 300, betRate: 2 }] },
    { award: [{ id: ItemId.Coin, count: 500, betRate: 1 }, { id: ItemId.Points, count: 1_000 }] },
  ],
  needRecharge: 0, propId: 6004, propIds: [6007, 6004, 6005], cards: [],
};

async function addBonus(over: Parameters<typeof addInstance>[1] = {}, settings: Partial<SignUpBonusSettings> = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.SignUpBonus, title: 'Sign-up test', rules: 'Sign-up rules.', sort: 5, settings: { ...SETTINGS, ...settings }, ...over });
}

const receive = (token: string, day: number) => call(app, 'receiveLoginPay3', { day }, token);

async function user(token: string) {
  const res = await call(app, 'getLoginPayUser3', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.getLoginPayUser3.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

const daysList = (u: { ownList: { loginPayDataJson: string }[] }) => (JSON.parse(u.ownList[0]!.loginPayDataJson) as { days: number[] }).days;
const redDot = async (token: string) => (await call(app, 'getRedDots', {}, token)).hasSignUpBonus;
const at = (iso: string) => app.clock.set(new Date(iso));

describe('sign-up bonus days', () => {
  let instanceId: number;
  beforeEach(async () => {
    await switchAllOff(app);
    // Tuesday 2031-06-10 18:00 in Manila; its midnight is 2031-06-10 16:00 UTC.
    at('2031-06-10T10:00:00.000Z');
    instanceId = await addBonus();
  });

  it('gives a new player the days (§3 login-pay user), the reward list entry and the red dot', async () => {
    const player = await registerPlayer(app);
    const u = await user(player.token);
    expect(u).toMatchObject({ instanceId, state: 1, today: 1, prizeWaiting: true, needRecharge: 0, buyPropIds: [] });
    expect(u.ownList).toEqual([{ id: instanceId, propId: 6004, loginPayDataJson: '{"days":[200,300,500]}' }]);
    // §5: login-pay props by ascending price (6004 100.00, 6005 200.00, 6007 1,000.00).
    expect(u.loginPayConfig.propIds).toEqual([6004, 6005, 6007]);
    expect(u.days.map((d) => [d.day, d.date, d.status])).toEqual([[1, '2031-06-10', 'today'], [2, '2031-06-11', 'upcoming'], [3, '2031-06-12', 'upcoming']]);
    const ids = await activityIds(app, player.token);
    expect(ids.activityIds).toEqual([ActivityType.SignUpBonus]);
    expect(ids.activityMap[String(ActivityType.SignUpBonus)]).toMatchObject({ instanceId });
    expect(await redDot(player.token)).toBe(true);
  });

  it('grants each day once on its Philippine day; -1 marks it received; the red dot follows', async () => {
    const player = await registerPlayer(app);
    const first = await receive(player.token, 1);
    expect(first, JSON.stringify(first)).toMatchObject({ code: 200, errcode: 0, coin: 200, propList: [{ id: ItemId.Coin, count: 200, betRate: 1 }] });
    expect(calls.receiveLoginPay3.response.safeParse(first).success).toBe(true);
    expect(daysList(first.user!)).toEqual([-1, 300, 500]);
    expect(await redDot(player.token)).toBe(false);
    // A replay grants nothing.
    expect(await receive(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await coinOf(app, player.token)).toBe(200);
    // Day 2 waits for its day: not at 23:59:59.999, yes at midnight.
    expect(await receive(player.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    at('2031-06-10T15:59:59.999Z');
    expect(await receive(player.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    at('2031-06-10T16:00:00.000Z');
    expect(await redDot(player.token)).toBe(true);
    expect(await receive(player.token, 2)).toMatchObject({ errcode: 0, coin: 500 });
    expect(daysList((await user(player.token)))).toEqual([-1, -1, 500]);
    // Day 3 missed: on day 4 it is gone (1007), the bonus leaves the list and the dot is off.
    at('2031-06-12T16:00:00.000Z');
    expect(await receive(player.token, 3)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect((await user(player.token)).days.map((d) => d.status)).toEqual(['received', 'received', 'missed']);
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.SignUpBonus);
    expect(await redDot(player.token)).toBe(false);
    // Turnover: 2.00 x1 + 3.00 x2.
    const { rows } = await app.db.query<{ turnover: string }>(
      "SELECT sum(turnover_added) AS turnover FROM reward_claims WHERE player_id = $1 AND source = 'activity'", [player.user.id],
    );
    expect(Number(rows[0]!.turnover)).toBe(800);
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });

  it('refuses a day the bonus does not have with 1007 and a bad day with 400 naming it', async () => {
    const player = await registerPlayer(app);
    expect(await receive(player.token, 4)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    const res = await callRaw(app, 'receiveLoginPay3', { day: 0 }, player.token);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('day') });
    expect((await callRaw(app, 'receiveLoginPay3', {}, player.token)).json()).toMatchObject({ code: 400, msg: expect.stringContaining('day') });
  });

  it('refuses a player who registered before the bonus ran with 1004; they have no days', async () => {
    await app.db.query('UPDATE promotion_instances SET enabled = false WHERE id = $1', [instanceId]);
    const player = await registerPlayer(app);
    await app.db.query('UPDATE promotion_instances SET enabled = true WHERE id = $1', [instanceId]);
    expect(await receive(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.NotEligible });
    expect(await user(player.token)).toMatchObject({ state: 0, ownList: [], days: [], today: 0, prizeWaiting: false });
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.SignUpBonus);
    expect(await redDot(player.token)).toBe(false);
  });

  it('asks for the deposits an instance needs with 1005, then grants', async () => {
    await switchAllOff(app);
    await addBonus({}, { needRecharge: 10_000 });
    const player = await registerPlayer(app);
    expect(await user(player.token)).toMatchObject({ needRecharge: 10_000, prizeWaiting: false });
    expect(await redDot(player.token)).toBe(false);
    expect(await receive(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await withGcash(app, player.token);
    await deposit(app, player.token, 10_000);
    expect(await redDot(player.token)).toBe(true);
    expect(await receive(player.token, 1)).toMatchObject({ errcode: 0, coin: 10_200, user: { needRecharge: 0 } });
  });

  it('refuses during a time-out (safer play\'s claim guard)', async () => {
    const player = await registerPlayer(app);
    expect(await call(app, 'startTimeOut', { duration: '24h' }, player.token)).toMatchObject({ errcode: 0 });
    expect(await receive(player.token, 1)).toMatchObject({ errcode: 3506 });
    expect(await coinOf(app, player.token)).toBe(0);
  });

  it('refuses settings its schema does not accept, naming the field', async () => {
    await expect(addBonus({}, { propIds: [5000] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.propIds\.0: /) });
    await expect(addBonus({}, { days: [] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.days: /) });
  });
});

describe('sign-up bonus under concurrency and budgets', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    at('2031-08-01T02:00:00.000Z');
  });

  it('grants a day once under 100 concurrent claims', async () => {
    await addBonus();
    const player = await registerPlayer(app);
    const replies = await Promise.all(Array.from({ length: 100 }, () => receive(player.token, 1)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await coinOf(app, player.token)).toBe(200);
    const { rows } = await app.db.query<{ n: string }>("SELECT count(*) AS n FROM reward_claims WHERE player_id = $1 AND source = 'activity'", [player.user.id]);
    expect(Number(rows[0]!.n)).toBe(1);
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });

  it('never spends past the total budget when new players claim at once', async () => {
    const instanceId = await addBonus({ budgetTotal: 500 });
    const crowd = await newPlayers(app, 5);
    const replies = await Promise.all(crowd.map((p) => receive(p.token, 1)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(3);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 400, claims: 2 });
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });

  it('stops a player at their own limit with 1009 and the day at its limit with 1010', async () => {
    await addBonus({ perPlayerLimit: 1, periodLimit: 1 });
    const [a, b] = await newPlayers(app, 2);
    expect(await receive(a!.token, 1)).toMatchObject({ errcode: 0 });
    expect(await receive(b!.token, 1)).toMatchObject({ errcode: ActivityErrcode.PeriodLimitReached });
    at('2031-08-01T16:00:00.000Z');
    expect(await receive(a!.token, 2)).toMatchObject({ errcode: ActivityErrcode.PlayerLimitReached });
  });

  it('opens at its start and closes at its end, in Philippine time (1002, 1003)', async () => {
    at('2031-09-01T00:00:00.000Z');
    await addBonus({ startTime: '2031-09-02T00:00', endTime: '2031-09-03T00:00' });
    at('2031-09-01T15:59:59.999Z');
    const early = await registerPlayer(app);
    expect((await call(app, 'getLoginPayUser3', {}, early.token)).errcode).toBe(ActivityErrcode.NotStarted);
    at('2031-09-01T16:00:00.000Z');
    const player = await registerPlayer(app);
    expect(await receive(player.token, 1)).toMatchObject({ errcode: 0 });
    // Registered before the start: no days.
    expect(await receive(early.token, 1)).toMatchObject({ errcode: ActivityErrcode.NotEligible });
    at('2031-09-02T16:00:00.000Z');
    expect(await receive(player.token, 2)).toMatchObject({ errcode: ActivityErrcode.Ended });
  });
});

describe('sign-up bonus rules (pure)', () => {
  const entry = { startDate: '2031-06-10', received: [1] };

  it('counts days from the Philippine day of registration', () => {
    expect(dayNumber('2031-06-10', new Date('2031-06-10T15:59:59.999Z'))).toBe(1);
    expect(dayNumber('2031-06-10', new Date('2031-06-10T16:00:00.000Z'))).toBe(2);
    expect(dayNumber('2031-06-10', new Date('2031-06-09T16:00:00.000Z'))).toBe(1);
  });

  it('says why, in order: no entry, no such day, received, later, passed, deposits needed', () => {
    const day2 = new Date('2031-06-11T01:00:00Z');
    expect(claimDecision(null, SETTINGS, 1, 0, day2)).toBe('notNewPlayer');
    expect(claimDecision(entry, SETTINGS, 9, 0, day2)).toBe('noSuchDay');
    expect(claimDecision(entry, SETTINGS, 1, 0, day2)).toBe('received');
    expect(claimDecision(entry, SETTINGS, 3, 0, day2)).toBe('notYet');
    expect(claimDecision({ ...entry, received: [] }, SETTINGS, 1, 0, day2)).toBe('missed');
    expect(claimDecision(entry, { ...SETTINGS, needRecharge: 100 }, 2, 99, day2)).toBe('depositNeeded');
    expect(claimDecision(entry, SETTINGS, 2, 0, day2)).toEqual(SETTINGS.days[1]!.award);
  });

  it('orders props by price, unknown prices last', () => {
    const prices: Record<number, number> = { 6004: 300, 6005: 100 };
    expect(propsByPrice([6006, 6004, 6005], (id) => prices[id])).toEqual([6005, 6004, 6006]);
  });
});
