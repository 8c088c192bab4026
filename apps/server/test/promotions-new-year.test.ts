import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { NewYearSettings } from '@casino/contract';
import { afterTask, extraDecision, taskDecision, taskProgress } from '../src/modules/promotions/types/new-year/rules.ts';
import { buildTestApp, call, callRaw } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { expectBooksClean } from './payments-helper.ts';
import { drawRows, playerAt, rotateAndVerify } from './promotions-holiday-helper.ts';
import { activityIds, addInstance, budgetOf, deposit, ph, switchAllOff, withGcash } from './promotions-helper.ts';

/**
 * New Year (activity 38) in its season (26 December to 15 January, Philippine time): daily tasks
 * give the new-year items (40001-40004) held in the item bag; a box or lottery ticket is spent
 * in the transaction of its provably fair draw; extras by active points (and fireworks).
 * Replays, concurrency, day boundaries; the books balance after every test.
 */

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: 0 });
});
afterAll(() => app.dispose());
afterEach(() => expectBooksClean(app));

const coin = (count: number) => ({ id: ItemId.Coin, count, betRate: 1 });
const item = (id: number, count: number) => ({ id, count });
const SETTINGS: NewYearSettings = {
  tasks: [
    { id: 1, kind: 'login', target: 1, award: [item(ItemId.NewYearActive, 10), item(ItemId.NewYearBox, 1)] },
    { id: 2, kind: 'deposit', target: 10_000, award: [item(ItemId.NewYearActive, 20), item(ItemId.NewYearBox, 2)] },
    { id: 3, kind: 'share', target: 1, award: [item(ItemId.NewYearActive, 5), item(ItemId.NewYearBox, 1)] },
  ],
  box: [{ award: [coin(100)], weight: 50 }, { award: [item(ItemId.NewYearLottery, 1)], weight: 30 }, { award: [item(ItemId.NewYearFirework, 1)], weight: 20 }],
  lottery: [{ award: [coin(1_000)], weight: 90 }, { award: [coin(5_000)], weight: 10 }],
  extras: [{ id: 1, active: 10, fireworks: 0, award: [coin(200)] }, { id: 2, active: 30, fireworks: 2, award: [coin(800)] }],
  bigWin: 5_000,
};

const addNewYear = (over: Parameters<typeof addInstance>[1] = {}, settings: Partial<NewYearSettings> = {}) =>
  addInstance(app, { type: ActivityType.NewYear, title: 'New Year test', rules: 'New Year rules.', sort: 13, settings: { ...SETTINGS, ...settings }, ...over });

const state = async (token: string) => {
  const res = await call(app, 'appNewYearUser', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.appNewYearUser.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
};
const task = (token: string, taskId: number) => call(app, 'appNewYearUserReceiveTask', { taskId }, token);
const openBox = (token: string) => call(app, 'appNewYearUserBoxOpen', {}, token);
const useTicket = (token: string) => call(app, 'appNewYearUserOpen', {}, token);
const extra = (token: string, id: number) => call(app, 'appNewYearUserExtra', { id }, token);

/** Puts items in the player's bag as any reward would (the rewards primitive). */
async function give(player: RegisteredPlayer, itemId: number, count: number): Promise<void> {
  await app.db.transaction((tx) => app.face('rewards').grant(tx, {
    playerId: player.user.id, items: [{ id: itemId, count }], key: `test:${player.user.id}:${itemId}:${Date.now()}:${Math.random()}`,
    source: 'activity', sourceRef: 'test', title: 'test items',
  }));
}

describe('new year', () => {
  beforeEach(() => switchAllOff(app));

  it('grants the daily tasks\' items once a day; the counts show them', async () => {
    const instanceId = await addNewYear();
    const player = await playerAt(app, ph('2031-12-28T10:00:00'));
    expect((await activityIds(app, player.token)).activityMap[String(ActivityType.NewYear)]).toMatchObject({ instanceId });
    const before = await state(player.token);
    expect(before).toMatchObject({
      instanceId, today: '2031-12-28', season: { first: '2031-12-26', last: '2032-01-15' }, items: { active: 0, box: 0, lottery: 0, firework: 0 },
      activeEarned: 0, sharedToday: false,
    });
    expect(before.tasks.map((t) => t.status)).toEqual(['ready', 'open', 'open']);

    const got = await task(player.token, 1);
    expect(got, JSON.stringify(got)).toMatchObject({ errcode: 0, propList: SETTINGS.tasks[0]!.award, user: { items: { active: 10, box: 1 }, activeEarned: 10 } });
    expect(calls.appNewYearUserReceiveTask.response.safeParse(got).success).toBe(true);
    expect(await task(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await task(player.token, 3)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await task(player.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await task(player.token, 7)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });

    const shared = await call(app, 'appNewYearUserShare', {}, player.token);
    expect(shared, JSON.stringify(shared)).toMatchObject({ errcode: 0, user: { sharedToday: true } });
    expect(calls.appNewYearUserShare.response.safeParse(shared).success).toBe(true);
    expect(await call(app, 'appNewYearUserShare', {}, player.token)).toMatchObject({ errcode: 0 });
    expect(await task(player.token, 3)).toMatchObject({ errcode: 0, user: { items: { active: 15, box: 2 } } });

    await withGcash(app, player.token);
    await deposit(app, player.token, 10_000);
    const paid = await task(player.token, 2);
    expect(paid, JSON.stringify(paid)).toMatchObject({ errcode: 0, user: { items: { active: 35, box: 4 }, activeEarned: 35 } });
    expect(paid.user!.tasks.map((t) => t.status)).toEqual(['received', 'received', 'received']);
    // The bag holds them as §9 new-year items.
    const bag = await call(app, 'getItemBag', {}, player.token);
    expect(JSON.stringify(bag)).toContain(String(ItemId.NewYearBox));
  });

  it('turns the tasks at Philippine midnight', async () => {
    await addNewYear();
    const player = await playerAt(app, ph('2031-12-30T23:59:59'));
    expect(await call(app, 'appNewYearUserShare', {}, player.token)).toMatchObject({ errcode: 0 });
    app.clock.set(ph('2031-12-30T23:59:59.999'));
    expect(await task(player.token, 1)).toMatchObject({ errcode: 0 });
    app.clock.set(ph('2031-12-31T00:00:00'));
    const next = await state(player.token);
    expect(next.tasks.map((t) => t.status)).toEqual(['ready', 'open', 'open']);
    expect(await task(player.token, 3)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await task(player.token, 1)).toMatchObject({ errcode: 0, user: { items: { box: 2 }, activeEarned: 20 } });
  });

  it('opens a box by spending it, draws provably fair, and the counts change; no box, no draw', async () => {
    await addNewYear();
    const player = await playerAt(app, ph('2032-01-02T10:00:00'));
    expect(await openBox(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await useTicket(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await give(player, ItemId.NewYearBox, 3);
    await give(player, ItemId.NewYearLottery, 1);
    const draws = [];
    for (let i = 0; i < 3; i++) {
      const opened = await openBox(player.token);
      expect(opened, JSON.stringify(opened)).toMatchObject({ errcode: 0 });
      expect(calls.appNewYearUserBoxOpen.response.safeParse(opened).success).toBe(true);
      expect(opened.user!.items.box).toBe(2 - i);
      expect(opened.propList).toEqual(SETTINGS.box[opened.draw!.index]!.award);
      draws.push(opened.draw!);
    }
    expect(await openBox(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    const after = await state(player.token);
    const tickets = 1 + draws.filter((d) => d.index === 1).length;
    expect(after.items).toMatchObject({ box: 0, lottery: tickets, firework: draws.filter((d) => d.index === 2).length });
    expect(after.draws).toHaveLength(3);
    const ticket = await useTicket(player.token);
    expect(ticket, JSON.stringify(ticket)).toMatchObject({ errcode: 0, user: { items: { lottery: tickets - 1 } } });
    expect(calls.appNewYearUserOpen.response.safeParse(ticket).success).toBe(true);
    expect(ticket.user!.draws[0]).toMatchObject({ kind: 'lottery', nonce: ticket.draw!.nonce });

    const lottery = ticket.draw!;
    const serverSeed = await rotateAndVerify(app, player.token, [...draws, lottery], (draw) => (draw === lottery ? SETTINGS.lottery : SETTINGS.box));
    expect((await state(player.token)).draws.map((d) => d.serverSeed)).toEqual([serverSeed, serverSeed, serverSeed, serverSeed]);
  });

  it('draws once when 50 opens race for one box, and once when 50 race for one ticket', async () => {
    await addNewYear();
    const player = await playerAt(app, ph('2032-01-03T10:00:00'));
    await give(player, ItemId.NewYearBox, 1);
    await give(player, ItemId.NewYearLottery, 1);
    const boxes = await Promise.all(Array.from({ length: 50 }, () => openBox(player.token)));
    expect(boxes.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(boxes.filter((r) => r.errcode === ActivityErrcode.ConditionNotMet), JSON.stringify(boxes.map((r) => r.errcode))).toHaveLength(49);
    expect(await drawRows(app, player.user.id, 'new-year-box')).toBe(1);
    const tickets = await Promise.all(Array.from({ length: 50 }, () => useTicket(player.token)));
    const drawn = boxes.find((r) => r.errcode === 0)!.draw!.index === 1 ? 2 : 1;
    expect(tickets.filter((r) => r.errcode === 0)).toHaveLength(drawn);
    expect(await drawRows(app, player.user.id, 'new-year-lottery')).toBe(drawn);
    expect((await state(player.token)).items).toMatchObject({ box: 0, lottery: 0 });
  });

  it('gives the box back when the budget refuses its prize', async () => {
    const instanceId = await addNewYear({ budgetTotal: 50 }, { box: [{ award: [coin(100)], weight: 1 }] });
    const player = await playerAt(app, ph('2032-01-04T10:00:00'));
    await give(player, ItemId.NewYearBox, 1);
    expect(await openBox(player.token)).toMatchObject({ errcode: ActivityErrcode.BudgetExhausted });
    expect((await state(player.token)).items.box).toBe(1);
    expect(await drawRows(app, player.user.id, 'new-year-box')).toBe(0);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 0, claims: 0 });
  });

  it('puts a big coin prize on the lobby\'s newYearList, and not a small one', async () => {
    await addNewYear({}, { lottery: [{ award: [coin(5_000)], weight: 1 }], box: [{ award: [coin(100)], weight: 1 }] });
    const player = await playerAt(app, ph('2032-01-07T10:00:00'));
    await give(player, ItemId.NewYearLottery, 1);
    await give(player, ItemId.NewYearBox, 1);
    expect(await openBox(player.token)).toMatchObject({ errcode: 0 });
    const at = app.clock.now().getTime();
    expect(await useTicket(player.token)).toMatchObject({ errcode: 0 });
    const tips = await call(app, 'lobbyTips', {});
    expect(tips.newYearList![0]).toMatchObject({ gameId: 0, amount: 5_000, timestamp: at });
    expect(tips.newYearList!.filter((w) => w.timestamp === at)).toHaveLength(1);
    expect(tips.jackpotList!.some((w) => w.timestamp === at)).toBe(false);
  });

  it('pays the extras by active points earned in the season, spending fireworks once', async () => {
    await addNewYear();
    const player = await playerAt(app, ph('2032-01-05T10:00:00'));
    expect(await extra(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    // Points in the bag from elsewhere do not count: only those earned by this season's tasks.
    await give(player, ItemId.NewYearActive, 100);
    expect(await extra(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await task(player.token, 1)).toMatchObject({ errcode: 0 });
    const got = await extra(player.token, 1);
    expect(got, JSON.stringify(got)).toMatchObject({ errcode: 0, propList: [coin(200)] });
    expect(calls.appNewYearUserExtra.response.safeParse(got).success).toBe(true);
    expect(await extra(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await extra(player.token, 5)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });

    await call(app, 'appNewYearUserShare', {}, player.token);
    await task(player.token, 3);
    await withGcash(app, player.token);
    await deposit(app, player.token, 10_000);
    expect(await task(player.token, 2)).toMatchObject({ errcode: 0, user: { activeEarned: 35 } });
    expect(await extra(player.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await give(player, ItemId.NewYearFirework, 3);
    const many = await Promise.all(Array.from({ length: 20 }, () => extra(player.token, 2)));
    expect(many.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(many.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(19);
    expect((await state(player.token)).items.firework).toBe(1);
  });

  it('runs only in its season: 1002 before 26 December, 1003 after 15 January', async () => {
    await addNewYear();
    const early = await playerAt(app, ph('2031-12-25T23:59:59'));
    expect((await activityIds(app, early.token)).activityIds).not.toContain(ActivityType.NewYear);
    expect(await call(app, 'appNewYearUser', {}, early.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    app.clock.set(ph('2031-12-26T00:00:00'));
    expect((await activityIds(app, early.token)).activityIds).toContain(ActivityType.NewYear);
    const late = await playerAt(app, ph('2032-01-16T00:00:00'));
    await give(late, ItemId.NewYearBox, 1);
    expect(await openBox(late.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
    expect(await task(late.token, 1)).toMatchObject({ errcode: ActivityErrcode.Ended });
    expect(await call(app, 'appNewYearUserShare', {}, late.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
  });

  it('answers 400 naming the field for bad input, never a 5xx', async () => {
    await addNewYear();
    const player = await playerAt(app, ph('2032-01-06T10:00:00'));
    for (const [name, body, field] of [
      ['appNewYearUserReceiveTask', { taskId: 'x' }, 'taskId'],
      ['appNewYearUserExtra', {}, 'id'],
      ['appNewYearUserBoxOpen', { instanceId: 0 }, 'instanceId'],
    ] as const) {
      const res = await callRaw(app, name, body, player.token);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining(field) });
    }
    await expect(addNewYear({}, { box: [{ award: [coin(1)], weight: 0 }] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.box/) });
  });
});

describe('new year rules (pure)', () => {
  const facts = { season: { key: '2032', first: '2031-12-26', last: '2032-01-15' }, today: '2031-12-28', depositedToday: 5_000 };
  it('measures the tasks of today', () => {
    expect(taskProgress(SETTINGS.tasks[1]!, null, facts)).toBe(5_000);
    expect(taskDecision(SETTINGS, null, facts, 2)).toBe('notDone');
    expect(taskDecision(SETTINGS, { season: '2032', activeEarned: 0, sharedOn: '2031-12-28' }, facts, 3)).toMatchObject({ id: 3 });
    expect(taskDecision(SETTINGS, { season: '2032', activeEarned: 0, sharedOn: '2031-12-27' }, facts, 3)).toBe('notDone');
    expect(afterTask({ season: '2031', activeEarned: 90, sharedOn: null }, '2032', SETTINGS.tasks[0]!.award)).toEqual({ season: '2032', activeEarned: 10, sharedOn: null });
  });
  it('answers a claimed extra before asking for points or fireworks', () => {
    expect(extraDecision(SETTINGS, null, '2032', 2, true, 0)).toBe('claimed');
    expect(extraDecision(SETTINGS, { season: '2032', activeEarned: 30, sharedOn: null }, '2032', 2, false, 1)).toBe('tooFewFireworks');
  });
});
