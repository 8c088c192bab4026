import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ItemId, RewardsErrcode } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import { InvalidReward } from '../src/modules/rewards/index.ts';
import type { GrantRequest } from '../src/modules/rewards/index.ts';
import { call, registerPlayer } from './helper.ts';
import { bind, buildPaymentsApp, coinOf, drainCallbacks, expectBooksClean, payOnPage, recharge, refOf } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp();
});
afterAll(() => t.dispose());

const DAY_MS = 86_400_000;
const coin = (count: number, betRate = 0): RewardItem => ({ id: ItemId.Coin, count, betRate });
let keys = 0;
const request = (playerId: number, items: RewardItem[], key = `test:${++keys}`): GrantRequest =>
  ({ playerId, items, key, source: 'operator', sourceRef: key, title: 'Test reward' });
const grant = (req: GrantRequest) => t.app.db.transaction((tx) => t.app.face('rewards').grant(tx, req));
const turnoverOwed = async (token: string) => ((await call(t.app, 'getWallet', {}, token)).turnover as { owed: number }).owed;

async function deposit(token: string, amount: number): Promise<string> {
  const order = await recharge(t.app, token, amount);
  expect((await payOnPage(t.app, refOf(order.payUrl as string))).statusCode).toBe(303);
  await drainCallbacks(t.app);
  return order.orderId as string;
}

describe('grant', () => {
  it('credits coins from bonus expense with the turnover betRate adds, points, and records the claim', async () => {
    const player = await registerPlayer(t.app);
    const before = await coinOf(t.app, player.token);
    const owedBefore = await turnoverOwed(player.token);
    const { claim, replayed } = await grant(request(player.user.id, [coin(1_250, 3), { id: ItemId.Points, count: 400 }]));
    expect(replayed).toBe(false);
    expect(claim).toMatchObject({ source: 'operator', coin: 1_250, points: 400, turnoverAdded: 3_750, forfeitedAt: null });
    expect(await coinOf(t.app, player.token)).toBe(before + 1_250);
    expect(await turnoverOwed(player.token) - owedBefore).toBe(3_750);
    expect((await call(t.app, 'refreshData', {}, player.token)).lottery).toBe(player.user.lottery + 400);

    const list = await call(t.app, 'getRewardClaims', { page: 1, pageSize: 10 }, player.token);
    expect(list).toMatchObject({ errcode: 0, total: 1, page: 1, pageSize: 10 });
    expect(list.list?.[0]).toMatchObject({ id: claim.id, title: 'Test reward', items: [coin(1_250, 3), { id: ItemId.Points, count: 400 }] });
    expect(await call(t.app, 'getRewardClaim', { id: claim.id }, player.token)).toMatchObject({ errcode: 0, claim: { id: claim.id, coin: 1_250 } });
    await expectBooksClean(t.app);
  });

  it('grants a key once: a replay answers the first claim and moves nothing', async () => {
    const player = await registerPlayer(t.app);
    const req = request(player.user.id, [coin(500, 1)]);
    const first = await grant(req);
    const before = await coinOf(t.app, player.token);
    const again = await grant({ ...req, items: [coin(99_999)] });
    expect(again).toEqual({ claim: first.claim, replayed: true });
    expect(await coinOf(t.app, player.token)).toBe(before);
  });

  it('moves coins exactly once for 50 concurrent identical grants', async () => {
    const player = await registerPlayer(t.app);
    const before = await coinOf(t.app, player.token);
    const req = request(player.user.id, [coin(777, 2)]);
    const results = await Promise.all(Array.from({ length: 50 }, () => grant(req)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.claim.id)).size).toBe(1);
    expect(await coinOf(t.app, player.token)).toBe(before + 777);
    expect((await call(t.app, 'getRewardClaims', {}, player.token)).total).toBe(1);
    await expectBooksClean(t.app);
  });

  it('refuses an item that is not a reward item and a key of another player; nothing is written', async () => {
    const [a, b] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    await expect(grant(request(a.user.id, [coin(100), { id: 7, count: 1 }]))).rejects.toBeInstanceOf(InvalidReward);
    await expect(grant(request(a.user.id, [{ id: ItemId.Coin, count: -5 }]))).rejects.toBeInstanceOf(InvalidReward);
    expect((await call(t.app, 'getRewardClaims', {}, a.token)).total).toBe(0);
    const shared = request(a.user.id, [coin(100)]);
    await grant(shared);
    await expect(grant({ ...shared, playerId: b.user.id })).rejects.toBeInstanceOf(InvalidReward);
    expect((await call(t.app, 'getRewardClaims', {}, b.token)).total).toBe(0);
  });

  it("answers 3001 for another player's claim or one that does not exist; 401 without a login", async () => {
    const [a, b] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    const { claim } = await grant(request(a.user.id, [coin(100)]));
    expect(await call(t.app, 'getRewardClaim', { id: claim.id }, b.token)).toMatchObject({ code: 200, errcode: RewardsErrcode.ClaimNotFound });
    expect(await call(t.app, 'getRewardClaim', { id: 9_999_999 }, a.token)).toMatchObject({ errcode: RewardsErrcode.ClaimNotFound });
    expect((await call(t.app, 'getRewardClaim', { id: claim.id })).code).toBe(401);
    expect((await call(t.app, 'getItemBag', {})).code).toBe(401);
    expect((await call(t.app, 'getRedDots', {})).code).toBe(401);
  });
});

describe('the item bag', () => {
  it('holds items with their expiry, soonest first, and drops expired lots', async () => {
    const player = await registerPlayer(t.app);
    await grant(request(player.user.id, [{ id: 1301, count: 1 }, { id: ItemId.NewYearBox, count: 3 }, { id: 1201, count: 2 }]));
    const bag = await call(t.app, 'getItemBag', {}, player.token);
    const now = t.app.clock.now().getTime();
    expect(bag.items?.map((i) => [i.itemId, i.kind, i.count])).toEqual([[1301, 'coupon', 1], [1201, 'coupon', 2], [ItemId.NewYearBox, 'newYear', 3]]);
    expect(bag.items?.[0]).toMatchObject({ expireTime: now + 14 * DAY_MS, value: 2_000, percent: false, limitAmount: 20_000 });
    expect(bag.items?.[2]?.expireTime).toBe(-1);

    // (The login would have expired too: read the bag through the module.)
    t.app.clock.advance(15 * DAY_MS);
    try {
      expect((await t.app.face('rewards').bag(player.user.id)).map((i) => i.itemId)).toEqual([1201, ItemId.NewYearBox]);
    } finally {
      t.app.clock.advance(-15 * DAY_MS);
    }
    // Another player holds nothing of it.
    expect((await call(t.app, 'getItemBag', {}, (await registerPlayer(t.app)).token)).items).toEqual([]);
  });

  it('takes items all or nothing', async () => {
    const player = await registerPlayer(t.app);
    await grant(request(player.user.id, [{ id: ItemId.NewYearBox, count: 2 }]));
    await grant(request(player.user.id, [{ id: ItemId.NewYearBox, count: 1 }]));
    const take = (count: number) => t.app.db.transaction((tx) => t.app.face('rewards').takeItems(tx, player.user.id, ItemId.NewYearBox, count));
    expect(await take(4)).toBe(false);
    expect(await take(3)).toBe(true);
    expect((await call(t.app, 'getItemBag', {}, player.token)).items).toEqual([]);
  });

  it('publishes the prop settings as appPropConfigMap', async () => {
    const config = await call(t.app, 'appConfig', {});
    expect(config.appPropConfigMap?.['1201']).toMatchObject({ num: 500, price: 0 });
    expect(JSON.parse(config.appPropConfigMap?.['1201']?.paramStr ?? '{}')).toEqual({ limitAmount: 5_000, betRate: 1, validDays: 30 });
    expect(JSON.parse(config.appPropConfigMap?.['1001']?.paramStr ?? '{}')).toMatchObject({ percent: true, limitAmount: 10_000 });
  });
});

describe('coupons on deposits', () => {
  it('uses the best coupon whose minimum the deposit meets, once, with its turnover', async () => {
    const player = await registerPlayer(t.app);
    await bind(t.app, player.token);
    // 1301: 20.00 from 200.00; 1201: 5.00 from 50.00; 1001: 10% from 100.00 (at most 500.00).
    await grant(request(player.user.id, [{ id: 1301, count: 1 }, { id: 1201, count: 1 }, { id: 1001, count: 1 }]));

    const before = await coinOf(t.app, player.token);
    const owedBefore = await turnoverOwed(player.token);
    const orderId = await deposit(player.token, 15_000); // 10% = 15.00 beats 5.00; 1301 needs 200.00
    expect(await coinOf(t.app, player.token)).toBe(before + 15_000 + 1_500);
    // The deposit's own wagering plus the coupon bonus's (betRate 1).
    expect(await turnoverOwed(player.token) - owedBefore).toBeGreaterThanOrEqual(1_500);
    const claims = (await call(t.app, 'getRewardClaims', {}, player.token)).list ?? [];
    expect(claims[0]).toMatchObject({ source: 'coupon', sourceRef: orderId, coin: 1_500, turnoverAdded: 1_500 });
    expect((await call(t.app, 'getItemBag', {}, player.token)).items?.map((i) => i.itemId).sort()).toEqual([1201, 1301]);

    const next = await coinOf(t.app, player.token);
    await deposit(player.token, 10_000); // below 1301's minimum: the 5.00 coupon
    expect(await coinOf(t.app, player.token)).toBe(next + 10_000 + 500);
    const last = await coinOf(t.app, player.token);
    await deposit(player.token, 10_000); // nothing that 100.00 meets is left
    expect(await coinOf(t.app, player.token)).toBe(last + 10_000);
    expect((await call(t.app, 'getItemBag', {}, player.token)).items?.map((i) => i.itemId)).toEqual([1301]);
    await expectBooksClean(t.app);
  });
});

describe('getRedDots', () => {
  it('answers every flag of §3', async () => {
    const player = await registerPlayer(t.app);
    const dots = await call(t.app, 'getRedDots', {}, player.token);
    expect(dots).toMatchObject({ code: 200, errcode: 0 });
    expect(Object.keys(dots).filter((k) => k.startsWith('has')).sort()).toEqual(['hasAgent', 'hasFreeBonus', 'hasFund', 'hasMail', 'hasSignUpBonus', 'hasTask']);
  });
});
