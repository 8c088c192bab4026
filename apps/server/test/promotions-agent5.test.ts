import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { Agent5Settings } from '@casino/contract';
import { commissionClaim, commissionOf, inviteeStatus, taskRefusal, tierRefusal } from '../src/modules/promotions/types/agent5/rules.ts';
import { call, callRaw } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp, expectBooksClean } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, deposit, switchAllOff } from './promotions-helper.ts';
import { bindPhone, invitee, newDevice, registerOn, signInOn } from './referral-helper.ts';

/**
 * Agent5 (activity 41): valid invitees (decision 082) unlock tiers; the agent earns a share of
 * each valid invitee's credited deposits while the instance runs, claimed all at once above a
 * minimum; daily agent tasks pay once per Philippine day. Invitees on the agent's device or linked
 * to another account never count. The books balance after every test.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp({ app: { userRegisterCoin: 0 } });
  app = t.app;
});
afterAll(() => t.dispose());
afterEach(() => expectBooksClean(app));

/** 12.34%: every deposit's share has a fraction to round down. */
const RATE = 1_234;

const SETTINGS: Agent5Settings = {
  qualifyingDeposit: 20_000,
  tiers: [
    { id: 1, invites: 2, award: [{ id: ItemId.Coin, count: 1_000, betRate: 1 }] },
    { id: 2, invites: 3, award: [{ id: ItemId.Coin, count: 3_000, betRate: 1 }, { id: ItemId.Points, count: 500 }] },
  ],
  commissionBasisPoints: RATE,
  minCommissionClaim: 500,
  commissionBetRate: 2,
  tasks: [
    { id: 1, kind: 'share', target: 1, award: [{ id: ItemId.Coin, count: 100 }] },
    { id: 2, kind: 'inviteValid', target: 2, award: [{ id: ItemId.Coin, count: 200 }] },
    { id: 3, kind: 'inviteeDeposits', target: 30_000, award: [{ id: ItemId.Coin, count: 300 }] },
  ],
};

async function addAgent5(settings: Partial<Agent5Settings> = {}, over: Parameters<typeof addInstance>[1] = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.Agent5, title: 'Agent test', rules: 'Agent rules.', sort: 60, settings: { ...SETTINGS, ...settings }, ...over });
}

/** An invitee of the agent on a device of their own, with GCash bound; a mobile too unless told. */
async function agentInvitee(agent: RegisteredPlayer, o: { phone?: boolean; device?: string } = {}): Promise<RegisteredPlayer> {
  const player = await invitee(app, agent, { ...o, gcash: true });
  expect(player.user.pid, 'bound to the agent').toBe(agent.user.id);
  return player;
}

async function state(token: string) {
  const res = await call(app, 'appAgent5User', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.appAgent5User.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

async function tasks(token: string) {
  const res = await call(app, 'appProxyUser4TaskUser', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.appProxyUser4TaskUser.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

const receive = (token: string) => call(app, 'appAgent5UserReceive', {}, token);
const receiveTier = (token: string, tierId: number) => call(app, 'appAgent5UserInviteValidReceive', { tierId }, token);
const receiveTask = (token: string, taskId: number) => call(app, 'appProxyUser4TaskUserReceive', { taskId }, token);

/** What the activity's claims granted a player: coins, points and turnover, one line per claim. */
async function activityClaims(playerId: number): Promise<Array<{ coin: number; points: number; turnover: number }>> {
  const { rows } = await app.db.query<{ coin: string; points: string; turnover_added: string }>(
    "SELECT coin, points, turnover_added FROM reward_claims WHERE player_id = $1 AND source = 'activity' ORDER BY id", [playerId]);
  return rows.map((r) => ({ coin: Number(r.coin), points: Number(r.points), turnover: Number(r.turnover_added) }));
}

const coins = async (token: string) => (await call(app, 'refreshData', {}, token)).coin!;

describe('agent5', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    // 10:00 in Manila: the day has room on both sides.
    app.clock.set(new Date('2031-03-10T02:00:00.000Z'));
  });

  it('pays the commission of valid invitees only, by hand computation, once; later-valid invitees count then', async () => {
    const agentDevice = newDevice();
    const agent = await registerOn(app, { device: agentDevice });
    // Registered before the programme: never counts for it.
    const old = await agentInvitee(agent);
    app.clock.advance(60_000);
    const instanceId = await addAgent5();
    app.clock.advance(60_000);
    expect((await activityIds(app, agent.token)).activityMap[String(ActivityType.Agent5)]).toMatchObject({ instanceId });

    const b = await agentInvitee(agent);
    const c = await agentInvitee(agent);
    const onAgentsPhone = await agentInvitee(agent);
    await signInOn(app, onAgentsPhone, agentDevice);
    const noPhone = await agentInvitee(agent, { phone: false });
    const short = await agentInvitee(agent);
    // Linked: registers on a device another account used first (not a new player).
    const shared = newDevice();
    await registerOn(app, { device: shared });
    const linked = await agentInvitee(agent, { device: shared });

    await deposit(app, b.token, 10_000);
    await deposit(app, b.token, 13_333);
    await deposit(app, c.token, 25_001);
    await deposit(app, onAgentsPhone.token, 30_000);
    await deposit(app, noPhone.token, 20_000);
    await deposit(app, short.token, 10_000);
    await deposit(app, linked.token, 40_000);
    await deposit(app, old.token, 50_000);

    // By hand at 12.34%, each deposit rounded down: b 1,234 + 1,645, c 3,085.
    const valid = commissionOf(10_000, RATE) + commissionOf(13_333, RATE) + commissionOf(25_001, RATE);
    expect(valid).toBe(1_234 + 1_645 + 3_085);
    const waiting = 2_468 + 1_234; // noPhone 200.00, short 100.00
    const s = await state(agent.token);
    expect(s).toMatchObject({ instanceId, qualifyingDeposit: 20_000, validInvites: 2, invited: 6 });
    expect(s.commission).toEqual({ basisPoints: RATE, claimable: valid, waiting, claimed: 0, minClaim: 500, betRate: 2, canClaim: true });
    const byName = new Map(s.invitees.map((i) => [i.nickname, i]));
    expect(byName.get(b.account)).toMatchObject({ status: 'valid', deposits: 23_333, commission: 2_879 });
    expect(byName.get(onAgentsPhone.account)).toMatchObject({ status: 'notEligible', deposits: 30_000 });
    expect(byName.get(linked.account)).toMatchObject({ status: 'notEligible' });
    expect(byName.get(noPhone.account)).toMatchObject({ status: 'noMobile' });
    expect(byName.get(short.account)).toMatchObject({ status: 'depositShort' });
    expect(byName.has(old.account)).toBe(false);

    const before = await coins(agent.token);
    const got = await receive(agent.token);
    expect(got, JSON.stringify(got)).toMatchObject({ errcode: 0, amount: valid, propList: [{ id: ItemId.Coin, count: valid, betRate: 2 }] });
    expect(calls.appAgent5UserReceive.response.safeParse(got).success).toBe(true);
    expect(got.state!.commission).toMatchObject({ claimable: 0, waiting, claimed: valid, canClaim: false });
    expect(await coins(agent.token)).toBe(before + valid);
    expect(await activityClaims(agent.user.id)).toEqual([{ coin: valid, points: 0, turnover: valid * 2 }]);
    // A replay finds nothing left to claim.
    expect(await receive(agent.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });

    // The redelivered deposit event of a paid order adds nothing.
    const { rows } = await app.db.query<{ order_id: string }>('SELECT order_id FROM promotion_agent5_deposits WHERE invitee_id = $1 ORDER BY id LIMIT 1', [b.user.id]);
    await app.db.transaction((tx) => app.face('promotions').onDepositCredited(tx, { playerId: b.user.id, orderId: rows[0]!.order_id, amount: 10_000, at: app.clock.now() }));
    expect((await state(agent.token)).commission.claimable).toBe(0);

    // The invitee without a mobile binds one: what they deposited before now pays.
    await bindPhone(app, noPhone);
    expect((await state(agent.token)).commission).toMatchObject({ claimable: 2_468, waiting: 1_234 });
    expect(await receive(agent.token)).toMatchObject({ errcode: 0, amount: 2_468 });
    expect(await coins(agent.token)).toBe(before + valid + 2_468);

    // The log: every deposit's commission and both claims, newest first, paged.
    const log = await call(app, 'appAgent5UserLog', { page: 1, pageSize: 50 }, agent.token);
    expect(calls.appAgent5UserLog.response.safeParse(log).success).toBe(true);
    // Eight deposits (the one of the invitee from before the programme too) and two claims.
    expect(log.total).toBe(8 + 2);
    const lines = log.list!;
    expect(lines.filter((l) => l.kind === 'commissionClaim').map((l) => l.amount).sort()).toEqual([2_468, valid].sort());
    const statusOf = (name: string) => lines.filter((l) => l.kind === 'commission' && l.invitee === name).map((l) => l.status);
    expect(statusOf(b.account)).toEqual(['claimed', 'claimed']);
    expect(statusOf(noPhone.account)).toEqual(['claimed']);
    expect(statusOf(onAgentsPhone.account)).toEqual(['excluded']);
    expect(statusOf(linked.account)).toEqual(['excluded']);
    expect(statusOf(short.account)).toEqual(['waiting']);
    expect(statusOf(old.account)).toEqual(['excluded']);
    const page2 = await call(app, 'appAgent5UserLog', { page: 2, pageSize: 4 }, agent.token);
    expect(page2).toMatchObject({ total: 10, page: 2, pageSize: 4 });
    expect(page2.list).toEqual(lines.slice(4, 8));
  });

  it('refuses a commission below the minimum (1005) and pays it once it is reached', async () => {
    await addAgent5({ minCommissionClaim: 4_000 });
    const agent = await registerOn(app);
    const b = await agentInvitee(agent);
    await deposit(app, b.token, 20_000);
    expect((await state(agent.token)).commission).toMatchObject({ claimable: 2_468, canClaim: false });
    expect(await receive(agent.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await deposit(app, b.token, 20_000);
    expect(await receive(agent.token)).toMatchObject({ errcode: 0, amount: 4_936 });
  });

  it('claims each tier once when reached: 1005 short, 1007 unknown, 1006 replayed', async () => {
    await addAgent5();
    const agent = await registerOn(app);
    const b = await agentInvitee(agent);
    const c = await agentInvitee(agent);
    const d = await agentInvitee(agent);
    await deposit(app, b.token, 20_000);
    expect(await receiveTier(agent.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await deposit(app, c.token, 20_000);
    expect((await state(agent.token)).tiers.map((tier) => tier.status)).toEqual(['claimable', 'locked']);
    const got = await receiveTier(agent.token, 1);
    expect(got, JSON.stringify(got)).toMatchObject({ errcode: 0, propList: SETTINGS.tiers[0]!.award });
    expect(calls.appAgent5UserInviteValidReceive.response.safeParse(got).success).toBe(true);
    expect(got.state!.tiers.map((tier) => tier.status)).toEqual(['claimed', 'locked']);
    expect(await receiveTier(agent.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await receiveTier(agent.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await receiveTier(agent.token, 9)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    await deposit(app, d.token, 20_000);
    expect(await receiveTier(agent.token, 2)).toMatchObject({ errcode: 0 });
    expect(await activityClaims(agent.user.id)).toEqual([{ coin: 1_000, points: 0, turnover: 1_000 }, { coin: 3_000, points: 500, turnover: 3_000 }]);
  });

  it('runs the daily agent tasks: share needs a mobile, each task pays once a Philippine day', async () => {
    await addAgent5();
    const agent = await registerOn(app);
    expect(await call(app, 'appProxyUser4TaskUserShare', { via: 'copy' }, agent.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await receiveTask(agent.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await bindPhone(app, agent);
    const shared = await call(app, 'appProxyUser4TaskUserShare', { via: 'share' }, agent.token);
    expect(shared, JSON.stringify(shared)).toMatchObject({ errcode: 0, sharedToday: true, mobileBound: true, day: '2031-03-10' });
    expect(shared.tasks!.map((task) => [task.id, task.progress, task.status])).toEqual([[1, 1, 'claimable'], [2, 0, 'open'], [3, 0, 'open']]);
    const got = await receiveTask(agent.token, 1);
    expect(got, JSON.stringify(got)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 100 }] });
    expect(calls.appProxyUser4TaskUserReceive.response.safeParse(got).success).toBe(true);
    expect(await receiveTask(agent.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await receiveTask(agent.token, 7)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });

    const b = await agentInvitee(agent);
    const c = await agentInvitee(agent);
    await deposit(app, b.token, 20_000);
    expect(await receiveTask(agent.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await deposit(app, c.token, 20_000);
    expect((await tasks(agent.token)).tasks.map((task) => [task.progress, task.status])).toEqual([[1, 'claimed'], [2, 'claimable'], [40_000, 'claimable']]);
    expect(await receiveTask(agent.token, 2)).toMatchObject({ errcode: 0 });
    expect(await receiveTask(agent.token, 3)).toMatchObject({ errcode: 0 });

    // The next Philippine day: everything starts again; yesterday's friends and deposits do not count today.
    app.clock.set(new Date('2031-03-10T16:00:00.000Z'));
    const next = await tasks(agent.token);
    expect(next).toMatchObject({ day: '2031-03-11', sharedToday: false, resetAt: Date.parse('2031-03-11T16:00:00.000Z') });
    expect(next.tasks.map((task) => [task.progress, task.status])).toEqual([[0, 'open'], [0, 'open'], [0, 'open']]);
    expect(await receiveTask(agent.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    await call(app, 'appProxyUser4TaskUserShare', {}, agent.token);
    expect(await receiveTask(agent.token, 1)).toMatchObject({ errcode: 0 });
    expect((await activityClaims(agent.user.id)).map((claim) => claim.coin)).toEqual([100, 200, 300, 100]);
  });

  it('grants one commission claim under 100 concurrent receives', async () => {
    await addAgent5();
    const agent = await registerOn(app);
    const b = await agentInvitee(agent);
    await deposit(app, b.token, 30_000);
    const before = await coins(agent.token);
    const replies = await Promise.all(Array.from({ length: 100 }, () => receive(agent.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.ConditionNotMet), JSON.stringify(replies.map((r) => r.errcode))).toHaveLength(99);
    expect(await coins(agent.token)).toBe(before + 3_702);
    expect(await activityClaims(agent.user.id)).toEqual([{ coin: 3_702, points: 0, turnover: 7_404 }]);
  });

  it('grants one tier claim under 100 concurrent claims', async () => {
    await addAgent5({ tiers: [{ id: 1, invites: 1, award: [{ id: ItemId.Coin, count: 700 }] }] });
    const agent = await registerOn(app);
    const b = await agentInvitee(agent);
    await deposit(app, b.token, 20_000);
    const replies = await Promise.all(Array.from({ length: 100 }, () => receiveTier(agent.token, 1)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await activityClaims(agent.user.id)).toEqual([{ coin: 700, points: 0, turnover: 0 }]);
  });

  it('answers 1001 without a running instance, 400 naming a bad field, and never a 5xx', async () => {
    const agent = await registerOn(app);
    for (const name of ['appAgent5User', 'appAgent5UserReceive', 'appProxyUser4TaskUser'] as const) {
      expect(await call(app, name, {}, agent.token), name).toMatchObject({ errcode: ActivityErrcode.NotFound });
    }
    await addAgent5();
    for (const [name, body, field] of [
      ['appAgent5UserInviteValidReceive', { tierId: 'x' }, 'tierId'],
      ['appProxyUser4TaskUserReceive', { taskId: 0 }, 'taskId'],
      ['appAgent5UserLog', { page: 0 }, 'page'],
      ['appProxyUser4TaskUserShare', { via: 'mail' }, 'via'],
    ] as const) {
      const res = await callRaw(app, name, body, agent.token);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json(), name).toMatchObject({ code: 400, msg: expect.stringContaining(field) });
    }
    await expect(addAgent5({ tiers: [{ id: 1, invites: 3, award: [{ id: ItemId.Coin, count: 1 }] }, { id: 2, invites: 2, award: [{ id: ItemId.Coin, count: 1 }] }] }))
      .rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.tiers\.1\.invites: /) });
    const res = await call(app, 'appAgent5User', {}, 'not-a-token');
    expect(res.code).toBe(401);
  });
});

describe('agent5 rules (pure)', () => {
  const facts = { playerId: 1, nickname: 'n', registeredAt: new Date(2_000), mobileBound: true, status: 'active', sharesDeviceWithInviter: false, linked: false, totalRecharge: 100, firstRechargeAt: null };
  const rule = { since: new Date(1_000), qualifyingDeposit: 100 };

  it('says why an invitee is not valid, without telling device checks apart', () => {
    expect(inviteeStatus(facts, rule)).toBe('valid');
    expect(inviteeStatus({ ...facts, totalRecharge: 99 }, rule)).toBe('depositShort');
    expect(inviteeStatus({ ...facts, mobileBound: false }, rule)).toBe('noMobile');
    expect(inviteeStatus({ ...facts, sharesDeviceWithInviter: true }, rule)).toBe('notEligible');
    expect(inviteeStatus({ ...facts, linked: true }, rule)).toBe('notEligible');
    expect(inviteeStatus({ ...facts, status: 'banned' }, rule)).toBe('notEligible');
    expect(inviteeStatus({ ...facts, registeredAt: new Date(999) }, rule)).toBe('notEligible');
  });

  it('claims only valid invitees\' rows, from the minimum, under a ref of its own', () => {
    const statuses = new Map([[1, 'valid' as const], [2, 'noMobile' as const]]);
    const rows = [{ id: 4, inviteeId: 1, commission: 300 }, { id: 5, inviteeId: 2, commission: 900 }, { id: 6, inviteeId: 1, commission: 250 }];
    expect(commissionClaim(rows, statuses, 550)).toEqual({ ids: [4, 6], amount: 550, ref: 'commission:6' });
    expect(commissionClaim(rows, statuses, 551)).toBeNull();
    expect(commissionClaim([], statuses, 1)).toBeNull();
    expect(commissionOf(9_999, 1)).toBe(0);
  });

  it('answers a replay with 1006 before anything else', () => {
    const claimed = new Set(['tier:1', 'task:2:2031-03-10']);
    expect(tierRefusal(SETTINGS, 1, 0, claimed)).toBe('claimed');
    expect(tierRefusal(SETTINGS, 9, 9, claimed)).toBe('unknown');
    expect(tierRefusal(SETTINGS, 2, 2, claimed)).toBe('notReached');
    const none = { shared: false, validToday: 0, depositsToday: 0 };
    expect(taskRefusal(SETTINGS, 2, none, '2031-03-10', claimed)).toBe('claimed');
    expect(taskRefusal(SETTINGS, 2, none, '2031-03-11', claimed)).toBe('notReached');
    expect(taskRefusal(SETTINGS, 1, { ...none, shared: true }, '2031-03-11', claimed)).toBeNull();
  });
});
