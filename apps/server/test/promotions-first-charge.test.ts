import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls, firstChargeBonusPercent } from '@casino/contract';
import { call, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp, coinOf, expectBooksClean } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { TIERS, activityIds, addInstance, deposit, switchAllOff, withGcash } from './promotions-helper.ts';

/**
 * First charge (activity 39) over HTTP on the real modules: the offer a new player sees, the tier
 * a first deposit buys through the sandbox provider, each prize claimed once through the rewards
 * primitive, and §4's itemStatus 0/1/2.
 */

let t: PaymentsTestApp;
let app: TestApp;
let instanceId: number;

beforeAll(async () => {
  t = await buildPaymentsApp();
  app = t.app;
  await switchAllOff(app);
  instanceId = await addInstance(app);
});
afterAll(() => t.dispose());

async function state(token: string) {
  const res = await call(app, 'appRechargeBonusCollection9', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.appRechargeBonusCollection9.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

const receive = (token: string, propId: number) => call(app, 'appRechargeBonusCollection9Receive', { propId }, token);

async function turnoverOwed(playerId: number): Promise<number> {
  const { rows } = await app.db.query<{ added: string }>(
    "SELECT coalesce(sum(turnover_added), 0) AS added FROM reward_claims WHERE player_id = $1 AND source = 'activity'", [playerId],
  );
  return Number(rows[0]!.added);
}

async function newPlayer(): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app);
  await withGcash(app, player.token);
  return player;
}

describe('first charge', () => {
  let player: RegisteredPlayer;
  beforeEach(async () => {
    player = await newPlayer();
  });

  it('offers a new player every tier with its §9 bonus percentage, nothing bought, no expiry', async () => {
    const res = await state(player.token);
    expect(res.instanceId).toBe(instanceId);
    expect(res.appRechargeBonusCollection9).toEqual({ awardId: 0, itemStatus: 0, propReceiveList: '[]', expireTime: -1 });
    expect(res.list.map((tier) => tier.id)).toEqual([1, 2]);
    // (10000 + 5000 + 2000 * 0.008) / 10000 * 100 = 150.16
    expect(res.list[0]!.bonusPercent).toBe(150);
    // Tier 2 holds two 5.00 coupons (1201): (50000 + 15000 + 10000 * 0.008 + 2 * 500) / 50000 * 100 = 132.16
    expect(res.list[1]!.bonusPercent).toBe(132);
    expect(JSON.parse(res.list[1]!.award)).toEqual([{ id: 2001, count: 15_000 }, { id: 2002, count: 10_000 }, { id: 1201, count: 2 }]);
    expect((await activityIds(app, player.token)).activityIds).toContain(ActivityType.FirstCharge);
  });

  it('refuses a claim before the first deposit with 1005', async () => {
    expect(await receive(player.token, ItemId.Coin)).toMatchObject({ code: 200, errcode: ActivityErrcode.ConditionNotMet });
  });

  it('sells the highest tier the first deposit reaches; each prize is claimed once, then the offer is done', async () => {
    await deposit(app, player.token, 60_000);
    const bought = await state(player.token);
    expect(bought.appRechargeBonusCollection9).toMatchObject({ awardId: 2, itemStatus: 1, propReceiveList: '[]' });
    // A prize of another tier is not in this offer.
    expect(await receive(player.token, 4001)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });

    const coinBefore = await coinOf(app, player.token);
    const coin = await receive(player.token, ItemId.Coin);
    expect(coin, JSON.stringify(coin)).toMatchObject({ code: 200, errcode: 0, propList: [{ id: ItemId.Coin, count: 15_000, betRate: 1 }] });
    expect(coin.appRechargeBonusCollection9).toMatchObject({ itemStatus: 1, propReceiveList: '[2001]' });
    expect(coin.coin).toBe(coinBefore + 15_000);
    expect(await turnoverOwed(player.user.id)).toBe(15_000);

    // A replay grants nothing: balance and turnover stay.
    expect(await receive(player.token, ItemId.Coin)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await coinOf(app, player.token)).toBe(coinBefore + 15_000);
    expect(await turnoverOwed(player.user.id)).toBe(15_000);

    expect(await receive(player.token, ItemId.Points)).toMatchObject({ errcode: 0, lottery: 10_000 });
    const last = await receive(player.token, 1201);
    expect(last).toMatchObject({ errcode: 0, appRechargeBonusCollection9: { itemStatus: 2, propReceiveList: '[2001,2002,1201]' } });
    const bag = await call(app, 'getItemBag', {}, player.token);
    expect((bag.items as { itemId: number; count: number }[]).filter((lot) => lot.itemId === 1201).reduce((n, lot) => n + lot.count, 0)).toBe(2);
    // §4: status 2 leaves the activity list.
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.FirstCharge);
    await expectBooksClean(app);
  });

  it('counts only the first deposit: a second one changes nothing', async () => {
    await deposit(app, player.token, 10_000);
    await deposit(app, player.token, 50_000);
    expect((await state(player.token)).appRechargeBonusCollection9).toMatchObject({ awardId: 1, itemStatus: 1 });
  });

  it('refuses a player who deposited before the offer with 1004 and leaves it out of their list', async () => {
    await app.db.query('UPDATE promotion_instances SET enabled = false WHERE id = $1', [instanceId]);
    try {
      await deposit(app, player.token, 10_000);
    } finally {
      await app.db.query('UPDATE promotion_instances SET enabled = true WHERE id = $1', [instanceId]);
    }
    expect(await receive(player.token, ItemId.Coin)).toMatchObject({ errcode: ActivityErrcode.NotEligible });
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.FirstCharge);
  });

  it('keeps the tier bought when an operator changes the offer afterwards', async () => {
    await deposit(app, player.token, 10_000);
    const richer = [{ ...TIERS[0]!, award: [{ id: 2001, count: 99_000, betRate: 1 }, { id: 2002, count: 2_000 }] }, TIERS[1]!];
    await app.db.transaction((tx) => app.face('promotions').backOffice.update(tx, instanceId, { settings: { tiers: richer } }));
    try {
      expect(await receive(player.token, ItemId.Coin)).toMatchObject({ errcode: 0, propList: [{ id: 2001, count: 5_000 }] });
      const { rows } = await app.db.query<{ terms: { settings: { tiers: { award: { count: number }[] }[] } } }>(
        'SELECT terms FROM promotion_claims WHERE player_id = $1', [player.user.id],
      );
      // The claim row keeps the instance's terms at the time of the claim.
      expect(rows[0]!.terms.settings.tiers[0]!.award[0]!.count).toBe(99_000);
    } finally {
      await app.db.transaction((tx) => app.face('promotions').backOffice.update(tx, instanceId, { settings: { tiers: TIERS } }));
    }
  });

  it('grants one prize once under 100 concurrent claims', async () => {
    await deposit(app, player.token, 10_000);
    const before = await coinOf(app, player.token);
    const replies = await Promise.all(Array.from({ length: 100 }, () => receive(player.token, ItemId.Coin)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await coinOf(app, player.token)).toBe(before + 5_000);
    const { rows } = await app.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM reward_claims WHERE player_id = $1 AND source = 'activity'", [player.user.id],
    );
    expect(Number(rows[0]!.n)).toBe(1);
    await expectBooksClean(app);
  });

  it('refuses a claim during a time-out (the safer-play claim guard) and grants nothing', async () => {
    await deposit(app, player.token, 10_000);
    expect(await call(app, 'startTimeOut', { duration: '24h' }, player.token)).toMatchObject({ errcode: 0 });
    const before = await coinOf(app, player.token);
    expect(await receive(player.token, ItemId.Coin)).toMatchObject({ errcode: 3506 });
    expect(await coinOf(app, player.token)).toBe(before);
    expect((await state(player.token)).appRechargeBonusCollection9.propReceiveList).toBe('[]');
  });

  it('computes the §9 percentage with a percentage coupon at its value on the price', () => {
    const coupon = () => ({ num: 10, percent: true, maxBonus: 50_000 });
    // 100000 + 30000 + 20000 * 0.008 + 10% of 100000 = 140160 -> 140
    expect(firstChargeBonusPercent(100_000, [{ id: 2001, count: 30_000 }, { id: 2002, count: 20_000 }, { id: 1001, count: 1 }], coupon)).toBe(140);
  });
});
