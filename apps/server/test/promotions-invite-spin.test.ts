import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { InviteSpinSettings } from '@casino/contract';
import { hashServerSeed, pickWeighted, roundFloats } from '@casino/games';
import { isQualifiedInvitee } from '../src/modules/promotions/referral-rules.ts';
import { NO_WHEEL, credit, exchangeRefusal, spinRefusal, spinRound, statusOf } from '../src/modules/promotions/types/invite-spin/rules.ts';
import { call, callRaw, encryptPassword, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { buildPaymentsApp, expectBooksClean } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, budgetOf, switchAllOff } from './promotions-helper.ts';
import { invitee, newDevice, qualifiedInvitee, registerOn } from './referral-helper.ts';

/**
 * Invite spin (activity 20, docs/decisions/083): a wheel whose winnings add up towards a cash
 * target within a round's window; a free spin, more for each qualified invitee (decision 082);
 * every spin a provably fair draw on the player's house seed pair, verified once the pair is
 * rotated; the winnings exchanged for coins once per round through the engine's claim. The books
 * balance after every test.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp({ app: { userRegisterCoin: 0 } });
  app = t.app;
});
afterAll(() => t.dispose());
afterEach(() => expectBooksClean(app));

const HOUR = 3_600_000;

/** A random wheel like the seed's: 8 segments, a spin worth 4.08 on average against 100.00. */
const RANDOM_WHEEL: InviteSpinSettings = {
  target: 10_000, windowHours: 72, freeSpins: 1, spinsPerInvitee: 2, qualifyingDeposit: 10_000, betRate: 2,
  segments: [
    { amount: 10_000, weight: 1 }, { amount: 5_000, weight: 4 }, { amount: 2_000, weight: 30 }, { amount: 1_000, weight: 120 },
    { amount: 500, weight: 220 }, { amount: 200, weight: 300 }, { amount: 100, weight: 225 }, { amount: 50, weight: 100 },
  ],
};

/** A wheel that always lands on segment 2 (6.00): the second spin of a round reaches the 10.00 target. */
const SURE_WHEEL: InviteSpinSettings = {
  ...RANDOM_WHEEL, target: 1_000, freeSpins: 3,
  segments: [{ amount: 100, weight: 0 }, { amount: 200, weight: 0 }, { amount: 600, weight: 5 }, { amount: 50, weight: 0 }],
};

async function addWheel(settings: InviteSpinSettings = RANDOM_WHEEL, over: Parameters<typeof addInstance>[1] = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.InviteUserSpin, title: 'Spin test', rules: 'Spin rules.', sort: 20, settings, ...over });
}

async function wheel(token: string, body: object = {}) {
  const res = await call(app, 'actInviteUser', body, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.actInviteUser.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

async function status(token: string) {
  const res = await call(app, 'actInviteUserStatus', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.actInviteUserStatus.response.safeParse(res).success).toBe(true);
  return (res as Required<typeof res>).status;
}

async function records(token: string, body: object = {}) {
  const res = await call(app, 'actInviteUserRecord', body, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.actInviteUserRecord.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

const spin = (token: string, body: object = {}) => call(app, 'actInviteUserSpin', body, token);
const exchange = (token: string, body: object = {}) => call(app, 'actInviteUserExchange', body, token);

async function spinOk(token: string) {
  const res = await spin(token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.actInviteUserSpin.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

async function activityClaims(playerId: number): Promise<Array<{ coin: number; turnover: number }>> {
  const { rows } = await app.db.query<{ coin: string; turnover_added: string }>(
    "SELECT coin, turnover_added FROM reward_claims WHERE player_id = $1 AND source = 'activity' ORDER BY id", [playerId]);
  return rows.map((r) => ({ coin: Number(r.coin), turnover: Number(r.turnover_added) }));
}

async function spinRows(playerId: number): Promise<number> {
  const { rows } = await app.db.query<{ n: string }>('SELECT count(*) AS n FROM promotion_invite_spins WHERE player_id = $1', [playerId]);
  return Number(rows[0]!.n);
}

describe('invite spin', () => {
  beforeEach(() => switchAllOff(app));

  it('shows the wheel and a free spin, spins once with a fair draw, lists it, then asks for invitees (1005)', async () => {
    const instanceId = await addWheel();
    const player = await registerPlayer(app);
    const ids = await activityIds(app, player.token);
    expect(ids.activityMap[String(ActivityType.InviteUserSpin)]).toMatchObject({ instanceId });
    expect(ids.hasTurntable).toBe(true);
    // §2 the centre tab's badge: the app config's first invite condition is the wheel's target.
    expect(await call(app, 'appConfig', {})).toMatchObject({ actInviteConditionModelClient2List: [{ bonusAmount: 10_000 }] });

    const shown = await wheel(player.token);
    expect(shown.wheel).toMatchObject({ instanceId, target: 10_000, windowHours: 72, segments: RANDOM_WHEEL.segments, spinsPerInvitee: 2, qualifyingDeposit: 10_000 });
    expect(shown.status).toMatchObject({
      instanceId, spinsEarned: 1, spinsUsed: 0, spinsLeft: 1, invitees: 0, qualifiedInvitees: 0, round: 0, accumulated: 0, remaining: 10_000,
      roundEndsAt: -1, reached: false, exchanged: false, expired: false, canSpin: true, canExchange: false,
    });

    const now = app.clock.now().getTime();
    const { spin: first, status: after } = await spinOk(player.token);
    const weights = RANDOM_WHEEL.segments.map((s) => s.weight);
    expect(first).toMatchObject({ round: 1, weights, serverSeed: null, nonce: expect.any(Number), seedId: expect.any(Number) });
    expect(first.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.amount).toBe(RANDOM_WHEEL.segments[first.index]!.amount);
    expect(first.credited).toBe(first.amount);
    expect(after).toMatchObject({ spinsUsed: 1, spinsLeft: 0, round: 1, accumulated: first.credited, remaining: 10_000 - first.credited, roundEndsAt: now + 72 * HOUR, canSpin: false });

    const listed = await records(player.token);
    expect(listed).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(listed.list).toEqual([first]);

    expect(await spin(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await exchange(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await spinRows(player.user.id)).toBe(1);
    expect(await activityClaims(player.user.id)).toEqual([]);
  });

  it('earns spins from qualified invitees only: new, mobile bound, deposited enough, not on the inviter\'s device', async () => {
    const inviterDevice = newDevice();
    const inviter = await registerOn(app, { device: inviterDevice });
    // Registered before the instance's start: not a new player for it.
    const early = await invitee(app, inviter, { deposited: 20_000 });
    app.clock.advance(60_000);
    await addWheel({ ...RANDOM_WHEEL, qualifyingDeposit: 20_000 });
    const { rows } = await app.db.query<{ id: number }>("SELECT id FROM promotion_instances WHERE title = 'Spin test' AND enabled ORDER BY id DESC LIMIT 1");
    await app.db.query('UPDATE promotion_instances SET starts_at = $2 WHERE id = $1', [rows[0]!.id, app.clock.now()]);

    await qualifiedInvitee(app, inviter, 20_000);
    await invitee(app, inviter, { phone: false, deposited: 20_000 });
    await invitee(app, inviter, { deposited: 10_000 });
    const onMyDevice = await qualifiedInvitee(app, inviter, 20_000);
    expect((await call(app, 'accountLogin', { account: onMyDevice.account, password: await encryptPassword(app, onMyDevice.password) },
      { headers: { 'x-device-id': inviterDevice } })).errcode).toBe(0);
    expect(early.user.id).toBeGreaterThan(0);

    const s = await status(inviter.token);
    expect(s).toMatchObject({ invitees: 5, qualifiedInvitees: 1, spinsEarned: 1 + 2, spinsLeft: 3 });
    for (let i = 0; i < 3; i++) await spinOk(inviter.token);
    expect(await spin(inviter.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });

    await qualifiedInvitee(app, inviter, 20_000);
    expect(await status(inviter.token)).toMatchObject({ qualifiedInvitees: 2, spinsEarned: 5, spinsUsed: 3, spinsLeft: 2 });
    expect((await records(inviter.token, { pageSize: 2 })).list).toHaveLength(2);
    expect(await records(inviter.token, { page: 2, pageSize: 2 })).toMatchObject({ total: 3, page: 2 });
  });

  it('gives exactly one spin to 50 concurrent spins with one spin left', async () => {
    await addWheel();
    const player = await registerPlayer(app);
    const replies = await Promise.all(Array.from({ length: 50 }, () => spin(player.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.ConditionNotMet), JSON.stringify(replies.map((r) => r.errcode))).toHaveLength(49);
    expect(replies.every((r) => r.code === 200)).toBe(true);
    expect(await spinRows(player.user.id)).toBe(1);
    expect(await status(player.token)).toMatchObject({ spinsUsed: 1, spinsLeft: 0 });
  });

  it('reaches the target with the remaining amount, exchanges once per round, then starts a new round', async () => {
    const instanceId = await addWheel(SURE_WHEEL);
    const player = await registerPlayer(app);
    const one = await spinOk(player.token);
    expect(one.spin).toMatchObject({ index: 2, amount: 600, credited: 600 });
    expect(one.status).toMatchObject({ accumulated: 600, remaining: 400, canExchange: false });
    expect(await exchange(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });

    // Near the target a spin adds only what is still missing.
    const two = await spinOk(player.token);
    expect(two.spin).toMatchObject({ index: 2, amount: 600, credited: 400 });
    expect(two.status).toMatchObject({ accumulated: 1_000, remaining: 0, reached: true, canSpin: false, canExchange: true, spinsLeft: 1 });
    expect(await spin(player.token)).toMatchObject({ errcode: ActivityErrcode.PlayerLimitReached });

    const replies = await Promise.all(Array.from({ length: 30 }, () => exchange(player.token, { instanceId })));
    const granted = replies.filter((r) => r.errcode === 0);
    expect(granted).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed), JSON.stringify(replies.map((r) => r.errcode))).toHaveLength(29);
    expect(calls.actInviteUserExchange.response.safeParse(granted[0]).success).toBe(true);
    expect(granted[0]).toMatchObject({ coin: 1_000, propList: [{ id: ItemId.Coin, count: 1_000, betRate: 2 }], status: { exchanged: true, canExchange: false, canSpin: true } });
    // betRate 2: 10.00 coins owe 20.00 of turnover.
    expect(await activityClaims(player.user.id)).toEqual([{ coin: 1_000, turnover: 2_000 }]);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 1_000, claims: 1 });

    // The next spin starts round 2 from nothing.
    const three = await spinOk(player.token);
    expect(three.spin).toMatchObject({ round: 2, credited: 600 });
    expect(three.status).toMatchObject({ round: 2, accumulated: 600, exchanged: false, spinsLeft: 0 });
    expect(await exchange(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await activityClaims(player.user.id)).toHaveLength(1);
  });

  it('loses a round\'s winnings when its window passes before the target; the next spin starts a new round', async () => {
    await addWheel({ ...SURE_WHEEL, windowHours: 2 });
    const player = await registerPlayer(app);
    const one = await spinOk(player.token);
    expect(one.status.roundEndsAt).toBe(app.clock.now().getTime() + 2 * HOUR);
    app.clock.advance(2 * HOUR);
    expect(await status(player.token)).toMatchObject({ round: 1, accumulated: 600, expired: true, canExchange: false, canSpin: true });
    expect(await exchange(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    const two = await spinOk(player.token);
    expect(two.spin).toMatchObject({ round: 2, credited: 600 });
    expect(two.status).toMatchObject({ round: 2, accumulated: 600, expired: false });
    expect(await activityClaims(player.user.id)).toEqual([]);
  });

  it('refuses an exchange past the budget (1008) and grants nothing', async () => {
    await addWheel(SURE_WHEEL, { budgetTotal: 999 });
    const player = await registerPlayer(app);
    await spinOk(player.token);
    await spinOk(player.token);
    expect(await exchange(player.token)).toMatchObject({ errcode: ActivityErrcode.BudgetExhausted });
    expect(await activityClaims(player.user.id)).toEqual([]);
    expect(await status(player.token)).toMatchObject({ reached: true, canExchange: true });
  });

  it('refuses without a running wheel (1001), before its start (1002), from its end (1003), and bad input with 400', async () => {
    const player = await registerPlayer(app);
    expect((await call(app, 'appConfig', {})).actInviteConditionModelClient2List).toBeUndefined();
    for (const name of ['actInviteUser', 'actInviteUserStatus', 'actInviteUserRecord', 'actInviteUserSpin', 'actInviteUserExchange'] as const) {
      expect(await call(app, name, {}, player.token), name).toMatchObject({ errcode: ActivityErrcode.NotFound });
      expect(await call(app, name, {}), name).toMatchObject({ code: 401 });
    }
    const other = await addInstance(app, {});
    expect(await spin(player.token, { instanceId: other })).toMatchObject({ errcode: ActivityErrcode.NotFound });
    for (const [body, field] of [[{ instanceId: 'x' }, 'instanceId'], [{ page: 0 }, 'page'], [{ pageSize: 51 }, 'pageSize']] as const) {
      const res = await callRaw(app, 'actInviteUserRecord', body, player.token);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining(field) });
    }
    await expect(addWheel({ ...SURE_WHEEL, segments: SURE_WHEEL.segments.map((s) => ({ ...s, amount: 1_000 })) }))
      .rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.segments: .*expected value/) });
    await expect(addWheel({ ...SURE_WHEEL, segments: SURE_WHEEL.segments.map((s) => ({ ...s, weight: 0 })) }))
      .rejects.toMatchObject({ errcode: 400 });

    const at = app.clock.now();
    app.clock.set(new Date('2031-07-31T12:00:00.000Z'));
    await switchAllOff(app);
    await addWheel(SURE_WHEEL, { startTime: '2031-08-01T00:00', endTime: '2031-08-02T00:00' });
    const early = await registerPlayer(app);
    expect(await spin(early.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    app.clock.set(new Date('2031-07-31T16:00:00.000Z'));
    await spinOk(early.token);
    const two = await spinOk(early.token);
    // A round never outlasts the instance: its window is cut at the end.
    expect(two.status).toMatchObject({ reached: true, roundEndsAt: Date.parse('2031-08-01T16:00:00.000Z') });
    app.clock.set(new Date('2031-08-01T16:00:00.000Z'));
    expect(await spin(early.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
    // Reached while it ran: still exchangeable (named by the instance) after the end.
    const id = (await app.db.query<{ id: number }>("SELECT id FROM promotion_instances WHERE enabled AND type = 20 ORDER BY id DESC LIMIT 1")).rows[0]!.id;
    expect(await exchange(early.token, { instanceId: Number(id) })).toMatchObject({ errcode: 0, coin: 1_000 });
    app.clock.set(at);
  });

  it('verifies a spin once the seed pair is rotated: the revealed seed gives the stored index', async () => {
    await addWheel();
    const player = await registerPlayer(app);
    await spinOk(player.token);
    const [before] = (await records(player.token)).list;
    expect(before!.serverSeed).toBeNull();

    const started = await call(app, 'startGame', { gameId: 1 }, player.token);
    expect(started.errcode, JSON.stringify(started)).toBe(0);
    const session = new URL(started.launchUrl!, 'http://casino.test').searchParams.get('session');
    const rotated = await call(app, 'houseRotateSeeds', { session });
    expect(rotated, JSON.stringify(rotated)).toMatchObject({ errcode: 0, revealed: { serverSeedHash: before!.serverSeedHash, clientSeed: before!.clientSeed } });

    const [after] = (await records(player.token)).list;
    const serverSeed = after!.serverSeed!;
    expect(serverSeed).toBe(rotated.revealed!.serverSeed);
    expect(hashServerSeed(serverSeed)).toBe(after!.serverSeedHash);
    const [float] = roundFloats({ serverSeed, clientSeed: after!.clientSeed }, after!.nonce, 1);
    expect(pickWeighted(float!, after!.weights)).toBe(after!.index);
    expect(after!.weights).toEqual(RANDOM_WHEEL.segments.map((s) => s.weight));
  });
});

describe('invite spin rules (pure)', () => {
  const at = new Date('2030-01-01T00:00:00Z');
  it('caps a spin at what the round misses and starts rounds when none goes on', () => {
    expect(credit(1_000, 900, 600)).toBe(100);
    expect(credit(1_000, 0, 600)).toBe(600);
    expect(spinRound({ windowHours: 1 }, NO_WHEEL, at, null)).toEqual({ round: 1, roundEndsAt: new Date(at.getTime() + HOUR), accumulatedBefore: 0 });
    const going = { ...NO_WHEEL, spinsUsed: 1, round: 1, roundEndsAt: new Date(at.getTime() + HOUR), accumulated: 300 };
    expect(spinRound({ windowHours: 1 }, going, at, null)).toMatchObject({ round: 1, accumulatedBefore: 300 });
    expect(spinRound({ windowHours: 1 }, going, new Date(at.getTime() + HOUR), null)).toMatchObject({ round: 2, accumulatedBefore: 0 });
    expect(spinRefusal(going, 1)).toBe('noSpins');
    expect(spinRefusal({ ...going, reachedAt: at }, 5)).toBe('reached');
    expect(exchangeRefusal(going)).toBe('notReached');
    expect(exchangeRefusal({ ...going, reachedAt: at })).toBeNull();
    expect(exchangeRefusal({ ...going, reachedAt: at, exchanged: true })).toBe('exchanged');
    expect(statusOf(1, SURE_WHEEL, going, { all: 2, qualified: 1 }, at)).toMatchObject({ spinsEarned: 5, spinsLeft: 4, remaining: 700 });
  });

  it('counts an invitee only when new, bound, deposited, active and on their own device', () => {
    const base = {
      playerId: 1, nickname: 'n', registeredAt: at, mobileBound: true, status: 'active', sharesDeviceWithInviter: false, linked: false,
      totalRecharge: 10_000, firstRechargeAt: at,
    };
    const rule = { since: at, qualifyingDeposit: 10_000 };
    expect(isQualifiedInvitee(base, rule)).toBe(true);
    expect(isQualifiedInvitee({ ...base, registeredAt: new Date(at.getTime() - 1) }, rule)).toBe(false);
    expect(isQualifiedInvitee({ ...base, mobileBound: false }, rule)).toBe(false);
    expect(isQualifiedInvitee({ ...base, totalRecharge: 9_999 }, rule)).toBe(false);
    expect(isQualifiedInvitee({ ...base, status: 'banned' }, rule)).toBe(false);
    expect(isQualifiedInvitee({ ...base, sharesDeviceWithInviter: true }, rule)).toBe(false);
    expect(isQualifiedInvitee({ ...base, linked: true }, rule)).toBe(false);
    expect(isQualifiedInvitee({ ...base, registeredAt: new Date(0) }, { since: null, qualifyingDeposit: 0 })).toBe(true);
  });
});
