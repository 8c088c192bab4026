import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashServerSeed, pickWeighted, roundFloats } from '@casino/games';
import { ActivityErrcode, ActivityType, HouseGame, ItemId, RechargeBonusKind, calls } from '@casino/contract';
import type { FestivalSettings, FollowRewardsSettings, WeekendLotterySettings } from '@casino/contract';
import { drawClosesAt, earningWindow, nextDrawAt, ticketsFor, toNextTicket, weekOf } from '../src/modules/promotions/types/weekend-lottery/rules.ts';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp, expectBooksClean } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, budgetOf, deposit, switchAllOff, withGcash } from './promotions-helper.ts';

/**
 * Follow rewards (21), the weekend lottery (33) and the festival (35) over HTTP on the real
 * modules: each call, the refusals, replays and concurrent claims, the Philippine day and
 * weekend boundaries, the weekend draw recomputed from the revealed seed, and the books balanced.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp();
  app = t.app;
});
afterAll(() => t.dispose());
afterEach(() => expectBooksClean(app));

const at = (iso: string) => app.clock.set(new Date(iso));
/** A Philippine wall-clock time (UTC+8) as the instant. */
const ph = (local: string) => at(new Date(`${local}+08:00`).toISOString());

async function ok<T extends object>(res: Promise<T>): Promise<Required<T>> {
  const got = await res;
  expect(got, JSON.stringify(got)).toMatchObject({ code: 200, errcode: 0 });
  return got as Required<T>;
}

async function activityCoins(playerId: number): Promise<number[]> {
  const { rows } = await app.db.query<{ coin: string }>("SELECT coin FROM reward_claims WHERE player_id = $1 AND source = 'activity' ORDER BY id", [playerId]);
  return rows.map((r) => Number(r.coin));
}

async function depositor(amount: number): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app);
  await withGcash(app, player.token);
  if (amount > 0) await deposit(app, player.token, amount);
  return player;
}

// ---------------------------------------------------------------- follow rewards

const FOLLOW: FollowRewardsSettings = {
  channels: [
    { id: 1, name: 'Facebook page', network: 'facebook', url: 'https://facebook.example/casino', award: [{ id: ItemId.Coin, count: 200, betRate: 2 }] },
    { id: 2, name: 'Telegram channel', network: 'telegram', url: 'https://t.example/casino', award: [{ id: ItemId.Coin, count: 100 }, { id: ItemId.Points, count: 500 }] },
  ],
};
const addFollow = (over: Parameters<typeof addInstance>[1] = {}, settings: Partial<FollowRewardsSettings> = {}) =>
  addInstance(app, { type: ActivityType.FollowRewards, title: 'Follow test', rules: 'Follow rules.', sort: 60, settings: { ...FOLLOW, ...settings }, ...over });

describe('follow rewards (21)', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    at('2031-06-10T04:00:00.000Z');
  });

  it('asks for the visit first (1005), grants each channel once, refuses unknown channels (1007), then leaves the list', async () => {
    const instanceId = await addFollow();
    const player = await registerPlayer(app);
    const state = await ok(call(app, 'followRewardsState', {}, player.token));
    expect(calls.followRewardsState.response.safeParse(state).success).toBe(true);
    expect(state).toMatchObject({ instanceId, channels: [{ id: 1, visited: false, claimed: false, canClaim: false }, { id: 2, visited: false }] });
    expect((await activityIds(app, player.token)).activityMap[String(ActivityType.FollowRewards)]).toMatchObject({ instanceId });

    expect(await call(app, 'followRewardsReceive', { channelId: 1 }, player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await call(app, 'followRewardsVisit', { channelId: 9 }, player.token)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect(await call(app, 'followRewardsReceive', { channelId: 9 }, player.token)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    const visited = await ok(call(app, 'followRewardsVisit', { channelId: 1 }, player.token));
    expect(visited.channels[0]).toMatchObject({ visited: true, canClaim: true });
    // A second visit changes nothing.
    await ok(call(app, 'followRewardsVisit', { channelId: 1 }, player.token));

    const got = await ok(call(app, 'followRewardsReceive', { channelId: 1 }, player.token));
    expect(calls.followRewardsReceive.response.safeParse(got).success).toBe(true);
    expect(got).toMatchObject({ propList: FOLLOW.channels[0]!.award, state: { channels: [{ id: 1, claimed: true, canClaim: false }, { id: 2, claimed: false }] } });
    expect(await call(app, 'followRewardsReceive', { channelId: 1 }, player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect((await activityIds(app, player.token)).activityIds).toContain(ActivityType.FollowRewards);

    await ok(call(app, 'followRewardsVisit', { channelId: 2 }, player.token));
    await ok(call(app, 'followRewardsReceive', { channelId: 2 }, player.token));
    expect(await activityCoins(player.user.id)).toEqual([200, 100]);
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.FollowRewards);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 300, claims: 2 });
  });

  it('grants once under 100 concurrent claims and keeps one visit under concurrent visits', async () => {
    await addFollow();
    const player = await registerPlayer(app);
    const visits = await Promise.all(Array.from({ length: 20 }, () => call(app, 'followRewardsVisit', { channelId: 1 }, player.token)));
    expect(visits.every((v) => v.errcode === 0)).toBe(true);
    const replies = await Promise.all(Array.from({ length: 100 }, () => call(app, 'followRewardsReceive', { channelId: 1 }, player.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await activityCoins(player.user.id)).toEqual([200]);
  });

  it('answers 400 naming the field, 401 without a login, and refuses unsafe channel addresses', async () => {
    await addFollow();
    const player = await registerPlayer(app);
    const res = await callRaw(app, 'followRewardsReceive', { channelId: 'x' }, player.token);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('channelId') });
    expect((await callRaw(app, 'followRewardsState', {})).json()).toMatchObject({ code: 401 });
    await expect(addFollow({}, { channels: [{ ...FOLLOW.channels[0]!, url: 'javascript:alert(1)' }] }))
      .rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.channels\.0\.url: /) });
    await expect(addFollow({}, { channels: [FOLLOW.channels[0]!, FOLLOW.channels[0]!] }))
      .rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.channels: /) });
  });
});

// ---------------------------------------------------------------- weekend lottery

const LOTTERY: WeekendLotterySettings = {
  drawDays: [6, 0], ticketPerDeposit: 10_000, maxTickets: 3,
  prizes: [
    { id: 1, weight: 70, award: [{ id: ItemId.Coin, count: 100, betRate: 1 }] },
    { id: 2, weight: 25, award: [{ id: ItemId.Coin, count: 500, betRate: 1 }] },
    { id: 3, weight: 5, award: [{ id: ItemId.Coin, count: 2_000, betRate: 2 }, { id: ItemId.Points, count: 100 }] },
  ],
};
const addLottery = (over: Parameters<typeof addInstance>[1] = {}, settings: Partial<WeekendLotterySettings> = {}) =>
  addInstance(app, { type: ActivityType.WeekendLottery, title: 'Lottery test', rules: 'Lottery rules.', sort: 45, settings: { ...LOTTERY, ...settings }, ...over });

const draw = (token: string, ticket: number) => call(app, 'weekendLotteryDraw', { ticket }, token);
const lotteryState = (token: string) => ok(call(app, 'weekendLotteryState', {}, token));

// The week of Monday 2031-05-05 (Philippine time); Saturday is 2031-05-10.
describe('weekend lottery (33)', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    ph('2031-05-07T12:00:00'); // Wednesday
  });

  it('shows guests the prizes and the next draw; the draw opens at Saturday 00:00 Manila time, not Friday 23:59', async () => {
    const instanceId = await addLottery();
    const info = await ok(call(app, 'weekendLotteryInfo', {}));
    expect(calls.weekendLotteryInfo.response.safeParse(info).success).toBe(true);
    expect(info.info).toMatchObject({
      instanceId, totalWeight: 100, drawOpen: false, drawClosesAt: -1, ticketPerDeposit: 10_000, maxTickets: 3,
      nextDrawAt: Date.parse('2031-05-10T00:00:00+08:00'),
    });
    expect((await callRaw(app, 'weekendLotteryState', {})).json()).toMatchObject({ code: 401 });
    ph('2031-05-09T23:59:59');
    expect((await ok(call(app, 'weekendLotteryInfo', {}))).info.drawOpen).toBe(false);
    ph('2031-05-10T00:00:00');
    expect((await ok(call(app, 'weekendLotteryInfo', {}))).info).toMatchObject({ drawOpen: true, nextDrawAt: -1, drawClosesAt: Date.parse('2031-05-12T00:00:00+08:00') });
    ph('2031-05-11T23:59:59');
    expect((await ok(call(app, 'weekendLotteryInfo', {}))).info.drawOpen).toBe(true);
    ph('2031-05-12T00:00:00');
    expect((await ok(call(app, 'weekendLotteryInfo', {}))).info).toMatchObject({ drawOpen: false, nextDrawAt: Date.parse('2031-05-17T00:00:00+08:00') });
  });

  it('earns tickets from the week\'s deposits, draws each once on the weekend, and lapses them with the week', async () => {
    await addLottery();
    const player = await depositor(25_000);
    const mid = await lotteryState(player.token);
    expect(calls.weekendLotteryState.response.safeParse(mid).success).toBe(true);
    expect(mid).toMatchObject({ week: '2031-05-05', deposits: 25_000, tickets: 2, ticketsLeft: [1, 2], toNextTicket: 5_000, earningOpen: true, drawn: 0 });
    expect((await activityIds(app, player.token)).activityIds).toContain(ActivityType.WeekendLottery);

    ph('2031-05-09T23:59:00');
    expect(await draw(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    ph('2031-05-10T00:00:00');
    // A weekend deposit earns nothing for this week.
    await deposit(app, player.token, 10_000);
    expect(await lotteryState(player.token)).toMatchObject({ deposits: 25_000, tickets: 2, earningOpen: false, toNextTicket: 0 });

    const first = await ok(draw(player.token, 1));
    expect(calls.weekendLotteryDraw.response.safeParse(first).success).toBe(true);
    expect(first.draw).toMatchObject({ week: '2031-05-05', ticket: 1, fair: { weights: [70, 25, 5] } });
    expect(first.propList).toEqual(LOTTERY.prizes[first.draw.fair.index]!.award);
    expect(first.state).toMatchObject({ drawn: 1, ticketsLeft: [2] });
    expect(await draw(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await draw(player.token, 3)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    ph('2031-05-11T23:00:00');
    const second = await ok(draw(player.token, 2));
    expect(second.draw.fair.nonce).toBe(first.draw.fair.nonce + 1);

    const history = await ok(call(app, 'weekendLotteryHistory', {}, player.token));
    expect(calls.weekendLotteryHistory.response.safeParse(history).success).toBe(true);
    expect(history.list.map((d) => d.ticket)).toEqual([2, 1]);
    const { rows } = await app.db.query<{ kind: number }>('SELECT 1 AS kind FROM promotion_claims WHERE player_id = $1', [player.user.id]);
    expect(rows).toHaveLength(2);
    // The weekend draws are §9 recharge bonuses of kind 12.
    expect((await ok(call(app, 'rechargeBonusCollection8', { kind: RechargeBonusKind.Weekend }, player.token))).list).toHaveLength(2);

    // Monday: a new week, nothing earned yet; last week's tickets are gone.
    ph('2031-05-12T00:00:00');
    expect(await lotteryState(player.token)).toMatchObject({ week: '2031-05-12', tickets: 0, drawn: 0, earningOpen: true, toNextTicket: 10_000 });
    expect(await draw(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
  });

  it('gives one draw when 50 draws of one ticket arrive at once', async () => {
    const instanceId = await addLottery();
    const player = await depositor(10_000);
    ph('2031-05-10T09:00:00');
    const replies = await Promise.all(Array.from({ length: 50 }, () => draw(player.token, 1)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed), JSON.stringify(replies.map((r) => r.errcode))).toHaveLength(49);
    const { rows } = await app.db.query('SELECT * FROM promotion_weekend_draws WHERE player_id = $1', [player.user.id]);
    expect(rows).toHaveLength(1);
    expect((await activityCoins(player.user.id))).toHaveLength(1);
    expect((await budgetOf(app, instanceId)).claims).toBe(1);
  });

  it('recomputes a draw from the revealed seed pair: the hash and the prize match', async () => {
    await addLottery({}, { maxTickets: 5 });
    const player = await depositor(50_000);
    ph('2031-05-11T10:00:00');
    const draws = [];
    for (let ticket = 1; ticket <= 5; ticket++) draws.push((await ok(draw(player.token, ticket))).draw);
    const started = await ok(call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, player.token));
    const session = new URL(started.launchUrl!, 'http://casino.test').searchParams.get('session')!;
    const rotated = await ok(call(app, 'houseRotateSeeds', { session }));
    const { serverSeed, clientSeed, serverSeedHash } = rotated.revealed;
    for (const d of draws) {
      expect(d.fair).toMatchObject({ serverSeedHash, clientSeed });
      expect(hashServerSeed(serverSeed!)).toBe(d.fair.serverSeedHash);
      const float = roundFloats({ serverSeed: serverSeed!, clientSeed }, d.fair.nonce, 1)[0]!;
      expect(pickWeighted(float, d.fair.weights)).toBe(d.fair.index);
      expect(d.prizeId).toBe(LOTTERY.prizes[d.fair.index]!.id);
    }
  });

  it('refuses a bad ticket (400), Monday as a draw day, and draws after the instance ends (1003)', async () => {
    await addLottery({ endTime: '2031-05-11T00:00' });
    const player = await depositor(10_000);
    const res = await callRaw(app, 'weekendLotteryDraw', { ticket: 0 }, player.token);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('ticket') });
    await expect(addLottery({}, { drawDays: [1, 6] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.drawDays: /) });
    await expect(addLottery({}, { prizes: [{ ...LOTTERY.prizes[0]!, weight: 0 }] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.prizes: /) });
    ph('2031-05-11T00:00:00');
    expect(await draw(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.Ended });
    expect(await activityCoins(player.user.id)).toEqual([]);
  });
});

describe('weekend lottery rules (pure)', () => {
  it('reckons the week, its earning and its draws in Philippine time, with other draw days too', () => {
    // Sunday 23:59 Manila is still the week of Monday 2031-05-05.
    expect(weekOf(new Date('2031-05-11T23:59:00+08:00'))).toEqual({ week: '2031-05-05', start: new Date('2031-05-05T00:00:00+08:00') });
    expect(weekOf(new Date('2031-05-12T00:00:00+08:00')).week).toBe('2031-05-12');
    const start = new Date('2031-05-05T00:00:00+08:00');
    expect(earningWindow({ drawDays: [6, 0] }, start).to).toEqual(new Date('2031-05-10T00:00:00+08:00'));
    expect(earningWindow({ drawDays: [0] }, start).to).toEqual(new Date('2031-05-11T00:00:00+08:00'));
    expect(earningWindow({ drawDays: [5, 6, 0] }, start).to).toEqual(new Date('2031-05-09T00:00:00+08:00'));
    expect(drawClosesAt({ drawDays: [5, 0] }, new Date('2031-05-09T10:00:00+08:00'))).toEqual(new Date('2031-05-10T00:00:00+08:00'));
    expect(nextDrawAt({ drawDays: [0] }, new Date('2031-05-11T10:00:00+08:00'))).toEqual(new Date('2031-05-18T00:00:00+08:00'));
    expect(ticketsFor({ ticketPerDeposit: 10_000, maxTickets: 3 }, 99_999)).toBe(3);
    expect(toNextTicket({ ticketPerDeposit: 10_000, maxTickets: 3 }, 25_000, true)).toBe(5_000);
    expect(toNextTicket({ ticketPerDeposit: 10_000, maxTickets: 3 }, 30_000, true)).toBe(0);
  });
});

// ---------------------------------------------------------------- festival

const FESTIVAL: FestivalSettings = {
  dailyGift: [{ id: ItemId.Coin, count: 100, betRate: 1 }],
  tiers: [
    { id: 1, deposit: 20_000, award: [{ id: ItemId.Coin, count: 1_000, betRate: 1 }] },
    { id: 2, deposit: 50_000, award: [{ id: ItemId.Coin, count: 3_000, betRate: 2 }] },
  ],
};
// The festival week: 2031-09-01 00:00 to 2031-09-08 00:00 in Manila.
const addFestival = (over: Parameters<typeof addInstance>[1] = {}, settings: Partial<FestivalSettings> = {}) =>
  addInstance(app, {
    type: ActivityType.Festival, title: 'Festival test', rules: 'Festival rules.', sort: 35, settings: { ...FESTIVAL, ...settings },
    startTime: '2031-09-01T00:00', endTime: '2031-09-08T00:00', ...over,
  });

describe('festival (35)', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    ph('2031-08-31T12:00:00');
  });

  it('checks in once per Philippine day: 23:59 and 00:00 are two days; a replay grants nothing', async () => {
    await addFestival();
    const player = await registerPlayer(app);
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.Festival);
    expect(await call(app, 'festivalCheckIn', {}, player.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    ph('2031-09-01T23:59:00');
    expect((await activityIds(app, player.token)).activityIds).toContain(ActivityType.Festival);
    const first = await ok(call(app, 'festivalCheckIn', {}, player.token));
    expect(calls.festivalCheckIn.response.safeParse(first).success).toBe(true);
    expect(first.state).toMatchObject({ giftClaimedToday: true, canCheckIn: false, checkIns: 1, nextCheckInAt: Date.parse('2031-09-02T00:00:00+08:00') });
    expect(await call(app, 'festivalCheckIn', {}, player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    ph('2031-09-02T00:00:00');
    await ok(call(app, 'festivalCheckIn', {}, player.token));
    expect(await activityCoins(player.user.id)).toEqual([100, 100]);
    // The festival's claims are §9 recharge bonuses of kind 11.
    const history = await ok(call(app, 'rechargeBonusCollection8', { kind: RechargeBonusKind.Festival }, player.token));
    expect(history.list.map((r) => r.activityType)).toEqual([ActivityType.Festival, ActivityType.Festival]);
    ph('2031-09-08T00:00:00');
    expect(await call(app, 'festivalCheckIn', {}, player.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
  });

  it('counts only the festival\'s deposits toward its tiers, each claimed once', async () => {
    await addFestival();
    const player = await depositor(30_000); // before the festival: not counted
    ph('2031-09-03T10:00:00');
    await deposit(app, player.token, 30_000);
    const state = await ok(call(app, 'festivalState', {}, player.token));
    expect(calls.festivalState.response.safeParse(state).success).toBe(true);
    expect(state).toMatchObject({ deposits: 30_000, tiers: [{ id: 1, status: 'ready' }, { id: 2, status: 'locked' }] });
    expect(await call(app, 'festivalReceive', { tierId: 2 }, player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await call(app, 'festivalReceive', { tierId: 7 }, player.token)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    const got = await ok(call(app, 'festivalReceive', { tierId: 1 }, player.token));
    expect(got).toMatchObject({ propList: FESTIVAL.tiers[0]!.award, state: { tiers: [{ id: 1, status: 'claimed' }, { id: 2, status: 'locked' }] } });
    expect(await call(app, 'festivalReceive', { tierId: 1 }, player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    await deposit(app, player.token, 20_000);
    await ok(call(app, 'festivalReceive', { tierId: 2 }, player.token));
    expect(await activityCoins(player.user.id)).toEqual([1_000, 3_000]);
  });

  it('grants one gift under 100 concurrent check-ins, and refuses a festival without one (1007)', async () => {
    const instanceId = await addFestival();
    const player = await registerPlayer(app);
    ph('2031-09-04T08:00:00');
    const replies = await Promise.all(Array.from({ length: 100 }, () => call(app, 'festivalCheckIn', {}, player.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 100, claims: 1 });
    await switchAllOff(app);
    await addFestival({}, { dailyGift: [] });
    expect(await call(app, 'festivalCheckIn', {}, player.token)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    await expect(addFestival({}, { tiers: [FESTIVAL.tiers[1]!, FESTIVAL.tiers[0]!] }))
      .rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.tiers\.1\.deposit: /) });
  });
});
