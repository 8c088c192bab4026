import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, HouseGame, ItemId, RechargeBonusKind, calls } from '@casino/contract';
import type { CashBonusSettings } from '@casino/contract';
import { instantClaim, packetFor, poolClaim, releasedParts } from '../src/modules/promotions/types/cash-bonus/rules.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp, coinOf } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { addInstance, budgetOf, deposit, switchAllOff, withGcash } from './promotions-helper.ts';

/**
 * Cash bonus (activity 22: rechargeBonusCollection6/8/10 and their claims) on the real modules:
 * a credited deposit earns a packet, its instant part is claimed before its countdown ends, its
 * pool is released in parts by the player's bets, the history lists the claims by §9 kind;
 * claims once, under budgets and concurrency, by the Philippine schedule; the books balance.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp({ app: { userRegisterCoin: 1_000_000 } });
  app = t.app;
});
afterAll(() => t.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

/** 10% of a deposit of 100.00 or more, at most 50.00: a fifth at once within a day, the rest in 4 parts by bets of twice the deposit. */
const SETTINGS: CashBonusSettings = {
  percent: 10, minDeposit: 10_000, maxBonus: 5_000, instantPercent: 20, claimHours: 24, parts: 4, turnoverTimes: 2, expireDays: 7, betRate: 1,
};

async function addCashBonus(over: Parameters<typeof addInstance>[1] = {}, settings: Partial<CashBonusSettings> = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.RedPacket, title: 'Cash bonus test', rules: 'Cash bonus rules.', sort: 30, settings: { ...SETTINGS, ...settings }, ...over });
}

const unique = (prefix: string): string => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A player with a bound GCash account and a credited deposit; answers the deposit's order id. */
async function depositor(amount = 100_000): Promise<{ player: RegisteredPlayer; orderId: string }> {
  const player = await registerPlayer(app);
  await withGcash(app, player.token);
  await deposit(app, player.token, amount);
  const { rows } = await app.db.query<{ id: string }>('SELECT id FROM deposit_orders WHERE player_id = $1 ORDER BY seq DESC LIMIT 1', [player.user.id]);
  return { player, orderId: rows[0]!.id };
}

/** Lucky Tiger spins of 100.00 through the house API until `total` has been bet. */
async function betTotal(token: string, total: number): Promise<void> {
  const started = await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, token);
  const session = new URL(started.launchUrl as string, 'http://casino.test').searchParams.get('session')!;
  for (let done = 0; done < total; done += 10_000) {
    const res = await call(app, 'housePlay', { session, requestId: unique('req'), bet: 10_000, choice: { kind: 'spin' } });
    expect(res.errcode, JSON.stringify(res)).toBe(0);
  }
}

const pool = async (token: string) => {
  const res = await call(app, 'rechargeBonusCollection6', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.rechargeBonusCollection6.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
};
const instant = async (token: string) => {
  const res = await call(app, 'appRechargeBonusCollection10', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  return res as Required<typeof res>;
};
const claimPool = (token: string, orderId: string) => call(app, 'receiverRechargeBonusCollection6', { orderId }, token);
const claimInstant = (token: string, orderId: string) => call(app, 'appRechargeBonusCollection10Receive', { orderId }, token);

async function activityClaims(playerId: number): Promise<Array<{ coin: number; turnover: number }>> {
  const { rows } = await app.db.query<{ coin: string; turnover_added: string }>(
    "SELECT coin, turnover_added FROM reward_claims WHERE player_id = $1 AND source = 'activity' ORDER BY id", [playerId]);
  return rows.map((r) => ({ coin: Number(r.coin), turnover: Number(r.turnover_added) }));
}

describe('cash bonus: a deposit\'s packet', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    await addCashBonus();
  });

  it('pays the instant part once, releases the pool in parts as bets grow, and lists the claims by kind', async () => {
    const { player, orderId } = await depositor(100_000);
    const depositedAt = app.clock.now().getTime();
    // 10% of 1,000.00 is capped at 50.00: 10.00 at once, 40.00 in four parts of 10.00 by 2,000.00 of bets.
    expect((await instant(player.token)).waiting).toEqual([expect.objectContaining({ orderId, bonus: 5_000, instant: 1_000, instantUntil: depositedAt + 86_400_000 })]);
    const before = await coinOf(app, player.token);
    const got = await claimInstant(player.token, orderId);
    expect(got, JSON.stringify(got)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 1_000, betRate: 1 }], instant: { waiting: [] } });
    expect(calls.appRechargeBonusCollection10Receive.response.safeParse(got).success).toBe(true);
    expect(got.coin).toBe(before + 1_000);
    expect(await claimInstant(player.token, orderId)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });

    expect((await pool(player.token)).packets).toEqual([expect.objectContaining({ orderId, pool: 4_000, parts: 4, released: 0, claimedParts: 0, claimable: 0, nextPartAt: 50_000 })]);
    expect(await claimPool(player.token, orderId)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });

    await betTotal(player.token, 60_000);
    expect((await pool(player.token)).packets[0]).toMatchObject({ released: 1, claimable: 1_000, betsSince: 60_000, nextPartAt: 100_000 });
    expect(await claimPool(player.token, orderId)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 1_000 }] });
    // The same release claimed again: nothing new.
    expect(await claimPool(player.token, orderId)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });

    await betTotal(player.token, 150_000);
    const rest = await claimPool(player.token, orderId);
    expect(rest, JSON.stringify(rest)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 3_000, betRate: 1 }], pool: { packets: [], claimable: 0 } });
    expect(await claimPool(player.token, orderId)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await activityClaims(player.user.id)).toEqual([{ coin: 1_000, turnover: 1_000 }, { coin: 1_000, turnover: 1_000 }, { coin: 3_000, turnover: 3_000 }]);

    const history = await call(app, 'rechargeBonusCollection8', {}, player.token);
    expect(calls.rechargeBonusCollection8.response.safeParse(history).success).toBe(true);
    expect(history.list!.map((r) => [r.kind, r.coin])).toEqual([[RechargeBonusKind.Collection, 3_000], [RechargeBonusKind.Collection, 1_000], [RechargeBonusKind.Coin, 1_000]]);
    expect((await call(app, 'rechargeBonusCollection8', { kind: RechargeBonusKind.Coin }, player.token)).list!.map((r) => r.coin)).toEqual([1_000]);
    expect((await call(app, 'rechargeBonusCollection8', { kind: RechargeBonusKind.Supply }, player.token)).list).toEqual([]);
  });

  it('earns nothing below the minimum deposit and answers 1007 for a deposit without a bonus', async () => {
    await switchAllOff(app);
    await addCashBonus({}, { minDeposit: 20_000 });
    const { player, orderId } = await depositor(15_000);
    expect((await instant(player.token)).waiting).toEqual([]);
    expect((await pool(player.token)).packets).toEqual([]);
    expect(await claimInstant(player.token, orderId)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect(await claimPool(player.token, 'D-none')).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect(await activityClaims(player.user.id)).toEqual([]);
  });

  it('loses the instant part when its countdown ends and the pool when it expires (1007)', async () => {
    const { player, orderId } = await depositor(100_000);
    await betTotal(player.token, 50_000);
    app.clock.advance(24 * 3_600_000);
    expect(await claimInstant(player.token, orderId)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect((await instant(player.token)).waiting).toEqual([]);
    app.clock.advance(6 * 86_400_000);
    expect(await claimPool(player.token, orderId)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect((await pool(player.token)).packets).toEqual([]);
    expect(await activityClaims(player.user.id)).toEqual([]);
  });

  it('refuses a bad order id with 400 naming the field, and settings the schema refuses naming theirs', async () => {
    const player = await registerPlayer(app);
    const res = await callRaw(app, 'receiverRechargeBonusCollection6', { orderId: '' }, player.token);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('orderId') });
    await expect(addCashBonus({}, { instantPercent: 101 })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.instantPercent: /) });
  });
});

describe('cash bonus under concurrency, budgets and the schedule', () => {
  beforeEach(() => switchAllOff(app));

  it('grants once under 100 concurrent claims of one instant bonus', async () => {
    await addCashBonus();
    const { player, orderId } = await depositor(100_000);
    const before = await coinOf(app, player.token);
    const replies = await Promise.all(Array.from({ length: 100 }, () => claimInstant(player.token, orderId)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed), JSON.stringify(replies.map((r) => r.errcode))).toHaveLength(99);
    expect(await coinOf(app, player.token)).toBe(before + 1_000);
    expect(await activityClaims(player.user.id)).toEqual([{ coin: 1_000, turnover: 1_000 }]);
  });

  it('never spends past the total budget when players claim at once', async () => {
    const instanceId = await addCashBonus({ budgetTotal: 2_500 });
    const crowd = [await depositor(), await depositor(), await depositor(), await depositor()];
    const replies = await Promise.all(crowd.map(({ player, orderId }) => claimInstant(player.token, orderId)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(2);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 2_000, claims: 2 });
  });

  it('takes deposits only while it runs, by its Philippine schedule: 1002 before, 1003 after', async () => {
    // 2031-03-01 00:00 in Manila is 2031-02-28 16:00 UTC.
    app.clock.set(new Date('2031-02-28T15:00:00.000Z'));
    await addCashBonus({ startTime: '2031-03-01T00:00', endTime: '2031-03-02T00:00' });
    const early = await depositor();
    expect(await claimInstant(early.player.token, early.orderId)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    app.clock.set(new Date('2031-02-28T16:00:00.000Z'));
    expect(await claimInstant(early.player.token, early.orderId)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    const onTime = await depositor();
    expect((await instant(onTime.player.token)).waiting).toHaveLength(1);
    app.clock.set(new Date('2031-03-01T16:00:00.000Z'));
    expect(await claimInstant(onTime.player.token, onTime.orderId)).toMatchObject({ errcode: ActivityErrcode.Ended });
    expect(await activityClaims(onTime.player.user.id)).toEqual([]);
  });
});

describe('cash bonus rules (pure)', () => {
  const at = new Date('2031-05-01T00:00:00Z');
  const packet = packetFor(SETTINGS, { orderId: 'D1', amount: 100_000, at }, 7_000)!;

  it('splits the bonus into the instant part and a pool released by bets since the deposit', () => {
    expect(packet).toMatchObject({ bonus: 5_000, instant: 1_000, required: 200_000, betAtDeposit: 7_000 });
    expect(packetFor(SETTINGS, { orderId: 'D2', amount: 9_999, at }, 0)).toBeNull();
    expect(releasedParts(packet, 7_000 + 49_999)).toBe(0);
    expect(releasedParts(packet, 7_000 + 50_000)).toBe(1);
    expect(releasedParts(packet, 7_000 + 1_000_000)).toBe(4);
  });

  it('gives the rounding of an uneven pool to the last part', () => {
    const odd = packetFor({ ...SETTINGS, maxBonus: 1_003, instantPercent: 0, parts: 3 }, { orderId: 'D3', amount: 100_000, at }, 0)!;
    const entry = { packets: [odd] };
    const first = poolClaim(entry, 'D3', 70_000, at.getTime());
    expect(first).toMatchObject({ ref: 'parts:D3:1', items: [{ count: 334 }] });
    const all = poolClaim(typeof first === 'string' ? entry : first.entry, 'D3', 200_000, at.getTime());
    expect(all).toMatchObject({ ref: 'parts:D3:3', items: [{ count: 669 }] });
    expect(instantClaim(entry, 'D3', at.getTime())).toBe('noPacket');
  });
});
