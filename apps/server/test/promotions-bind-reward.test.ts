import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, OtpPurpose, calls } from '@casino/contract';
import type { BindRewardSettings } from '@casino/contract';
import { bindRefusal, visible } from '../src/modules/promotions/types/bind-reward/rules.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { buildTestApp, call, callRaw, lastSmsCode, registerPlayer, uniquePhone } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { activityIds, addInstance, budgetOf, switchAllOff } from './promotions-helper.ts';

/**
 * Bind (activity 4): a one-time reward for a player with a mobile number bound, checked at the
 * claim; once per instance, under budgets and concurrency, by the Philippine schedule; it leaves
 * the player's list once claimed. The books balance after every test.
 */

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: 0 });
});
afterAll(() => app.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

const SETTINGS: BindRewardSettings = { award: [{ id: ItemId.Coin, count: 500, betRate: 2 }, { id: ItemId.Points, count: 1_000 }] };

async function addBind(over: Parameters<typeof addInstance>[1] = {}, settings: Partial<BindRewardSettings> = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.Bind, title: 'Bind test', rules: 'Bind rules.', sort: 50, settings: { ...SETTINGS, ...settings }, ...over });
}

async function bindPhone(player: RegisteredPlayer): Promise<void> {
  const phone = uniquePhone();
  expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone })).errcode).toBe(0);
  expect((await call(app, 'bindAccount', { mobile: phone, code: await lastSmsCode(app, phone) }, player.token)).errcode).toBe(0);
}

async function boundPlayer(): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app);
  await bindPhone(player);
  return player;
}

const claim = (token: string, body: object = {}) => call(app, 'receiveBindReward', body, token);

async function state(token: string) {
  const res = await call(app, 'bindRewardState', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.bindRewardState.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

async function activityClaims(playerId: number): Promise<Array<{ coin: number; points: number; turnover: number }>> {
  const { rows } = await app.db.query<{ coin: string; points: string; turnover_added: string }>(
    "SELECT coin, points, turnover_added FROM reward_claims WHERE player_id = $1 AND source = 'activity' ORDER BY id", [playerId]);
  return rows.map((r) => ({ coin: Number(r.coin), points: Number(r.points), turnover: Number(r.turnover_added) }));
}

describe('bind reward', () => {
  beforeEach(() => switchAllOff(app));

  it('asks for a bound mobile first (1005), grants once after binding, then leaves the list', async () => {
    const instanceId = await addBind();
    const player = await registerPlayer(app);
    expect((await activityIds(app, player.token)).activityMap[String(ActivityType.Bind)]).toMatchObject({ instanceId });
    expect(await state(player.token)).toMatchObject({ instanceId, mobileBound: false, claimed: false, canClaim: false });
    expect(await claim(player.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await activityClaims(player.user.id)).toEqual([]);

    await bindPhone(player);
    expect(await state(player.token)).toMatchObject({ mobileBound: true, canClaim: true });
    const got = await claim(player.token);
    expect(got, JSON.stringify(got)).toMatchObject({ errcode: 0, coin: 500, propList: SETTINGS.award, state: { claimed: true, canClaim: false } });
    expect(calls.receiveBindReward.response.safeParse(got).success).toBe(true);
    // betRate 2: 5.00 coins owe 10.00 of turnover.
    expect(await activityClaims(player.user.id)).toEqual([{ coin: 500, points: 1_000, turnover: 1_000 }]);
    expect(await claim(player.token)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.Bind);
    expect(await activityClaims(player.user.id)).toHaveLength(1);
  });

  it('refuses during a time-out (safer play\'s claim guard) and grants nothing', async () => {
    await addBind();
    const player = await boundPlayer();
    expect(await call(app, 'startTimeOut', { duration: '24h' }, player.token)).toMatchObject({ errcode: 0 });
    expect(await claim(player.token)).toMatchObject({ errcode: 3506 });
    expect(await activityClaims(player.user.id)).toEqual([]);
  });

  it('answers 400 naming the field for a bad instance id, 1001 for another type\'s, and refuses settings naming theirs', async () => {
    const player = await boundPlayer();
    expect(await claim(player.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    const res = await callRaw(app, 'receiveBindReward', { instanceId: 'x' }, player.token);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('instanceId') });
    const other = await addInstance(app, {});
    expect(await claim(player.token, { instanceId: other })).toMatchObject({ errcode: ActivityErrcode.NotFound });
    await expect(addBind({}, { award: [] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.award: /) });
  });

  it('grants once under 100 concurrent claims of one player', async () => {
    await addBind();
    const player = await boundPlayer();
    const replies = await Promise.all(Array.from({ length: 100 }, () => claim(player.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed), JSON.stringify(replies.map((r) => r.errcode))).toHaveLength(99);
    expect(await activityClaims(player.user.id)).toEqual([{ coin: 500, points: 1_000, turnover: 1_000 }]);
  });

  it('never spends past the total budget when players claim at once', async () => {
    const instanceId = await addBind({ budgetTotal: 1_200 });
    const crowd = [await boundPlayer(), await boundPlayer(), await boundPlayer(), await boundPlayer()];
    const replies = await Promise.all(crowd.map((p) => claim(p.token)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(2);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 1_000, claims: 2 });
  });

  it('refuses before its Philippine start (1002) and from its end (1003)', async () => {
    // 2031-08-01 00:00 in Manila is 2031-07-31 16:00 UTC.
    app.clock.set(new Date('2031-07-31T12:00:00.000Z'));
    await addBind({ startTime: '2031-08-01T00:00', endTime: '2031-08-02T00:00' });
    const early = await boundPlayer();
    const late = await boundPlayer();
    app.clock.set(new Date('2031-07-31T15:59:59.999Z'));
    expect(await claim(early.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    expect((await activityIds(app, early.token)).activityIds).not.toContain(ActivityType.Bind);
    app.clock.set(new Date('2031-07-31T16:00:00.000Z'));
    expect(await claim(early.token)).toMatchObject({ errcode: 0 });
    app.clock.set(new Date('2031-08-01T16:00:00.000Z'));
    expect(await claim(late.token)).toMatchObject({ errcode: ActivityErrcode.Ended });
    expect(await activityClaims(late.user.id)).toEqual([]);
  });
});

describe('bind reward rules (pure)', () => {
  it('answers a replay with 1006 before anything else, then asks for a mobile', () => {
    expect(bindRefusal({ claimedAt: 'x' }, false)).toBe('claimed');
    expect(bindRefusal(null, false)).toBe('noMobile');
    expect(bindRefusal(null, true)).toBeNull();
    expect(visible(null)).toBe(true);
    expect(visible({ claimedAt: 'x' })).toBe(false);
  });
});
