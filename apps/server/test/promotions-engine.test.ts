import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import { activityIdsFor, runningByType } from '../src/modules/promotions/activity-ids.ts';
import type { Instance } from '../src/modules/promotions/instance-store.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { Refusal } from '../src/platform/refusal.ts';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, deposit, firstChargeInput, seededFirstCharge, switchAllOff, withGcash, budgetOf } from './promotions-helper.ts';

/**
 * The activity engine on the real modules: §3/§5 activity ids, schedules in Philippine time,
 * budgets and limits under concurrent claims, settings checked by the type's schema, and books
 * that stay balanced.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp();
  app = t.app;
});
afterAll(() => t.dispose());

const receive = (token: string, propId: number) => call(app, 'appRechargeBonusCollection9Receive', { propId }, token);

/** Players who bought the first tier, one after another (each drains the sandbox's callbacks). */
async function buyers(n: number): Promise<RegisteredPlayer[]> {
  const out: RegisteredPlayer[] = [];
  for (let i = 0; i < n; i++) out.push(await buyer());
  return out;
}

async function buyer(amount = 10_000): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app);
  await withGcash(app, player.token);
  await deposit(app, player.token, amount);
  return player;
}

describe('getActivityIds', () => {
  it('answers "Token is required" without a login', async () => {
    const res = await callRaw(app, 'getActivityIds', {});
    expect(res.json()).toMatchObject({ code: 401, msg: 'Token is required' });
  });

  it('shows the seeded first-charge offer to a new player on a fresh start', async () => {
    const player = await registerPlayer(app);
    const res = await activityIds(app, player.token);
    expect(calls.getActivityIds.response.safeParse(res).success).toBe(true);
    const seeded = await seededFirstCharge(app);
    expect(res.activityIds).toContain(ActivityType.FirstCharge);
    expect(res.activityMap[String(ActivityType.FirstCharge)]).toMatchObject({ instanceId: seeded, endTime: -1, hasRules: true });
    // §5: by sort (then type), one entry per listed type.
    const sorts = res.activityIds.map((type) => [res.activityMap[String(type)]!.sort, type] as const);
    expect(sorts).toEqual([...sorts].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(Object.keys(res.activityMap).map(Number).sort()).toEqual([...res.activityIds].sort());
    // No coins at all: bankrupt (§3), nothing deposited.
    expect(res).toMatchObject({ isBankrupt: true, totalRecharge: 0, loginPaying: false });
    // §3 hasTurntable: the seeded spin wheel (InviteUserSpin) is listed.
    expect(res.hasTurntable).toBe(res.activityIds.includes(ActivityType.InviteUserSpin));
    expect(res.activityIds).toContain(ActivityType.InviteUserSpin);
  });

  it('answers an instance\'s detail and rules without a login; 1001 for one switched off', async () => {
    const seeded = await seededFirstCharge(app);
    const detail = await call(app, 'getActivityDetail', { type: ActivityType.FirstCharge });
    expect(detail).toMatchObject({ errcode: 0, activity: { instanceId: seeded, running: true } });
    expect((detail.activity as { rules: string }).rules.length).toBeGreaterThan(20);
    const off = await addInstance(app, { enabled: false });
    expect(await call(app, 'getActivityDetail', { instanceId: off })).toMatchObject({ errcode: ActivityErrcode.NotFound });
  });
});

/** §5 as the specification words it, written apart from the engine, for the probe. */
function specActivityIds(running: { type: number; sort: number; visible: boolean }[], bankrupt: boolean): number[] {
  const types = new Set(running.map((r) => r.type));
  return running
    .filter((r) => r.visible)
    .filter((r) => r.type !== ActivityType.Supply || bankrupt)
    .filter((r) => !(r.type === ActivityType.Agent && types.has(ActivityType.AgentCount)))
    .sort((a, b) => a.sort - b.sort || a.type - b.type)
    .map((r) => r.type);
}

const instance = (id: number, type: number, sort: number, over: Partial<Instance> = {}): Instance => ({
  id, type, title: `t${type}`, rules: '', settings: {}, sort, startsAt: null, endsAt: null, enabled: true,
  budgetTotal: null, claimLimit: null, perPlayerLimit: null, periodLimit: null, createdAt: new Date(0), updatedAt: new Date(0), ...over,
});

describe('the §5 rules probe', () => {
  it('matches the specification for every combination of Supply, Agent, AgentCount and bankruptcy', () => {
    const now = new Date('2030-06-01T00:00:00Z');
    const optional = [ActivityType.Supply, ActivityType.Agent, ActivityType.AgentCount, ActivityType.Tasks];
    for (let mask = 0; mask < 1 << optional.length; mask++) {
      for (const bankrupt of [false, true]) {
        const instances = [instance(1, ActivityType.FirstCharge, 3), ...optional.filter((_, i) => mask & (1 << i)).map((type, i) => instance(10 + i, type, 7 - i))];
        // A second, later instance of a type never doubles it; one not started yet is not running.
        instances.push(instance(50, ActivityType.FirstCharge, 9), instance(51, ActivityType.VIP, 0, { startsAt: new Date('2030-07-01T00:00:00Z') }));
        const running = runningByType(instances, now);
        const got = activityIdsFor(running, () => true, bankrupt);
        const expected = specActivityIds([...running.values()].map((r) => ({ type: r.type, sort: r.sort, visible: true })), bankrupt);
        expect(got.activityIds, `mask ${mask} bankrupt ${bankrupt}`).toEqual(expected);
        expect(Object.keys(got.activityMap).map(Number).sort()).toEqual([...expected].sort());
        expect(got.activityMap[String(ActivityType.FirstCharge)]!.instanceId).toBe(1);
      }
    }
  });

  it('gives players in each first-charge state the ids §5 and the type\'s rule give', async () => {
    await switchAllOff(app);
    const instanceId = await addInstance(app, { sort: 4 });
    const fresh = await registerPlayer(app);
    const waiting = await buyer();
    const done = await buyer();
    for (const prop of [ItemId.Coin, ItemId.Points]) expect(await receive(done.token, prop)).toMatchObject({ errcode: 0 });
    const before = await registerPlayer(app);
    await withGcash(app, before.token);
    await app.db.query('UPDATE promotion_instances SET enabled = false WHERE id = $1', [instanceId]);
    await deposit(app, before.token, 10_000);
    await app.db.query('UPDATE promotion_instances SET enabled = true WHERE id = $1', [instanceId]);

    const cases: [RegisteredPlayer, boolean, number][] = [[fresh, true, 0], [waiting, true, 10_000], [done, false, 10_000], [before, false, 10_000]];
    for (const [player, visible, recharged] of cases) {
      const res = await activityIds(app, player.token);
      expect(res.activityIds).toEqual(specActivityIds([{ type: ActivityType.FirstCharge, sort: 4, visible }], res.isBankrupt));
      expect(res.totalRecharge).toBe(recharged);
      // 100.00 deposited (and 50.00 won for the finished one): not bankrupt.
      expect(res.isBankrupt).toBe(recharged === 0);
    }
  });
});

describe('budgets under concurrency', () => {
  beforeEach(() => switchAllOff(app));

  it('never spends past the total budget', async () => {
    const instanceId = await addInstance(app, { budgetTotal: 10_000 });
    const players = await buyers(6);
    const replies = await Promise.all(players.map((p) => receive(p.token, ItemId.Coin)));
    expect(replies.filter((r) => r.errcode === 0), JSON.stringify(replies.map((r) => [r.errcode, r.msg]))).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted), JSON.stringify(replies.map((r) => [r.errcode, r.msg]))).toHaveLength(4);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 10_000, claims: 2 });
    // Points are not coins: the spend budget does not stop them.
    expect(await receive(players[0]!.token, ItemId.Points)).toMatchObject({ errcode: 0 });
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });

  it('never passes the claim limit', async () => {
    const instanceId = await addInstance(app, { claimLimit: 3 });
    const players = await buyers(3);
    const replies = await Promise.all(players.flatMap((p) => [receive(p.token, ItemId.Coin), receive(p.token, ItemId.Points)]));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(3);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(3);
    expect((await budgetOf(app, instanceId)).claims).toBe(3);
  });

  it('stops a player at their own limit with 1009', async () => {
    await addInstance(app, { perPlayerLimit: 1 });
    const player = await buyer();
    expect(await receive(player.token, ItemId.Coin)).toMatchObject({ errcode: 0 });
    expect(await receive(player.token, ItemId.Points)).toMatchObject({ errcode: ActivityErrcode.PlayerLimitReached });
  });

  it('stops the day\'s claims at the period limit with 1010 until the next Philippine day', async () => {
    await addInstance(app, { periodLimit: 1 });
    const [a, b] = [await buyer(), await buyer()];
    expect(await receive(a.token, ItemId.Coin)).toMatchObject({ errcode: 0 });
    expect(await receive(b.token, ItemId.Coin)).toMatchObject({ errcode: ActivityErrcode.PeriodLimitReached });
    // Philippine midnight is 16:00 UTC.
    const now = app.clock.now();
    const nextPhMidnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 16) + (now.getUTCHours() >= 16 ? 86_400_000 : 0));
    app.clock.set(new Date(nextPhMidnight.getTime() - 1));
    expect(await receive(b.token, ItemId.Coin)).toMatchObject({ errcode: ActivityErrcode.PeriodLimitReached });
    app.clock.set(nextPhMidnight);
    expect(await receive(b.token, ItemId.Coin)).toMatchObject({ errcode: 0 });
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });
});

describe('settings and schedules', () => {
  it('refuses settings its type\'s schema does not accept, naming the field', async () => {
    const bad = firstChargeInput({ settings: { tiers: [{ id: 1, price: -5, showType: 1, award: [{ id: 2001, count: 1 }] }] } });
    const error = await app.db.transaction((tx) => app.face('promotions').backOffice.create(tx, bad)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Refusal);
    expect(error).toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.tiers\.0\.price: /) });
    const backwards = firstChargeInput({ startTime: '2031-01-02T00:00', endTime: '2031-01-01T00:00' });
    await expect(app.db.transaction((tx) => app.face('promotions').backOffice.create(tx, backwards))).rejects.toMatchObject({ message: /^endTime: / });
  });

  it('opens at the start and closes at the end, in Philippine time', async () => {
    await switchAllOff(app);
    // 2031-03-02 00:00 in Manila is 2031-03-01 16:00 UTC.
    await addInstance(app, { startTime: '2031-03-02T00:00', endTime: '2031-03-03T00:00' });
    const at = async (iso: string) => {
      app.clock.set(new Date(iso));
      const player = await registerPlayer(app);
      const ids = (await activityIds(app, player.token)).activityIds;
      const offer = await call(app, 'appRechargeBonusCollection9', {}, player.token);
      return { ids, errcode: offer.errcode, expireTime: (offer.appRechargeBonusCollection9 as { expireTime: number } | undefined)?.expireTime };
    };
    expect(await at('2031-03-01T15:59:59.999Z')).toMatchObject({ ids: [], errcode: ActivityErrcode.NotStarted });
    expect(await at('2031-03-01T16:00:00.000Z')).toEqual({ ids: [ActivityType.FirstCharge], errcode: 0, expireTime: Date.parse('2031-03-02T16:00:00Z') });
    expect(await at('2031-03-02T15:59:59.999Z')).toMatchObject({ ids: [ActivityType.FirstCharge], errcode: 0 });
    expect(await at('2031-03-02T16:00:00.000Z')).toMatchObject({ ids: [], errcode: ActivityErrcode.Ended });
  });
});
