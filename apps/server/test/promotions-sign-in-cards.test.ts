import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { SignInCardOffer, SignUpBonusSettings } from '@casino/contract';
import { cardBoughtBy, cardClaimDecision, cardsForSale } from '../src/modules/promotions/types/sign-in-cards/rules.ts';
import type { BoughtCard } from '../src/modules/promotions/types/sign-in-cards/rules.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp, coinOf } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, budgetOf, newPlayers, switchAllOff, withGcash } from './promotions-helper.ts';
import { depositFor } from './promotions-money-helper.ts';

/**
 * Recharge sign-in cards (§9 6004-6007) of the login-pay activity (15) over HTTP on the real
 * modules: a deposit made for the activity (recharge3 actType 15) buys the dearest card on sale
 * that it reaches; the card pays day N's prize when claimed on its N-th Philippine day
 * (receiveLoginPay3 with the card's propId); §3 ownList, buyPropIds and loginPaying follow; under
 * budgets and concurrency, with the books balanced. Prices are the seeded prop settings: 6004
 * 100.00, 6005 200.00, 6006 500.00, 6007 1,000.00, with the default deposit limits (at least 100.00).
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp();
  app = t.app;
});
afterAll(() => t.dispose());

const coinDays = (n: number, count: number): SignInCardOffer['days'] => Array.from({ length: n }, () => ({ award: [{ id: ItemId.Coin, count, betRate: 2 }] }));

const SETTINGS: SignUpBonusSettings = {
  days: [{ award: [{ id: ItemId.Coin, count: 200, betRate: 1 }] }, { award: [{ id: ItemId.Coin, count: 300, betRate: 1 }] }],
  needRecharge: 0, propId: 6004, propIds: [6004],
  cards: [
    { propId: 6005, days: coinDays(3, 100) },
    { propId: 6007, days: coinDays(2, 500) },
    // Held as the sign-up bonus while its days run: not on sale to a new player meanwhile.
    { propId: 6004, days: coinDays(1, 50) },
  ],
};

async function addLoginPay(over: Parameters<typeof addInstance>[1] = {}, settings: Partial<SignUpBonusSettings> = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.SignUpBonus, title: 'Login pay test', rules: 'Rules.', sort: 5, settings: { ...SETTINGS, ...settings }, ...over });
}

const receive = (token: string, day: number, propId?: number) => call(app, 'receiveLoginPay3', propId === undefined ? { day } : { day, propId }, token);

async function user(token: string) {
  const res = await call(app, 'getLoginPayUser3', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.getLoginPayUser3.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

const daysOf = (u: { ownList: { propId: number; loginPayDataJson: string }[] }, propId: number) =>
  (JSON.parse(u.ownList.find((o) => o.propId === propId)!.loginPayDataJson) as { days: number[] }).days;
const at = (iso: string) => app.clock.set(new Date(iso));
const booksBalance = async () => expect((await checkBooks(app.db)).breaches).toEqual([]);
const buyFor = (p: RegisteredPlayer, amount: number) => depositFor(app, p.token, amount, ActivityType.SignUpBonus);

/** A player who registered before the activity ran (no sign-up days), with a GCash account. */
async function oldPlayer(): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app);
  await withGcash(app, player.token);
  return player;
}

describe('sign-in cards', () => {
  let instanceId: number;
  let player: RegisteredPlayer;
  beforeEach(async () => {
    await switchAllOff(app);
    // Tuesday 2031-06-10 18:00 in Manila; its midnight is 2031-06-10 16:00 UTC.
    at('2031-06-10T10:00:00.000Z');
    player = await oldPlayer();
    instanceId = await addLoginPay();
  });

  it('offers the cards on sale by price to a player without the sign-up days; the activity is listed', async () => {
    const u = await user(player.token);
    expect(u).toMatchObject({ instanceId, state: 0, ownList: [], cards: [], loginPaying: false, prizeWaiting: false, days: [] });
    expect(u.buyPropIds).toEqual([6004, 6005, 6007]);
    expect(u.forSale).toEqual([
      { propId: 6004, price: 10_000, days: 1, coins: 50 }, { propId: 6005, price: 20_000, days: 3, coins: 300 }, { propId: 6007, price: 100_000, days: 2, coins: 1_000 },
    ]);
    expect(u.loginPayConfig.propIds).toEqual([6004, 6005, 6007]);
    const ids = await activityIds(app, player.token);
    expect(ids.activityIds).toEqual([ActivityType.SignUpBonus]);
    expect(ids.loginPaying).toBe(false);
    // Without the sign-up days a day claim is 1004; a card not held is 1007.
    expect(await receive(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.NotEligible });
    expect(await receive(player.token, 1, 6005)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
  });

  it('sells each seeded card for a deposit of its price, within the default deposit limits', async () => {
    const { minAmount, maxAmount } = t.config.payments.deposit;
    const props = (await call(app, 'appConfig', {})).appPropConfigMap;
    const prices = Object.fromEntries([6004, 6005, 6006, 6007].map((id) => [id, props?.[String(id)]?.price]));
    expect(prices).toEqual({ 6004: 10_000, 6005: 20_000, 6006: 50_000, 6007: 100_000 });
    for (const price of Object.values(prices)) {
      expect(price).toBeGreaterThanOrEqual(minAmount);
      expect(price).toBeLessThanOrEqual(maxAmount);
    }
    // Dearest first: each price buys its own card while the cheaper ones are still on sale.
    for (const propId of [6007, 6005, 6004]) await buyFor(player, prices[propId]!);
    expect((await user(player.token)).cards.map((c) => [c.propId, c.price])).toEqual([[6007, 100_000], [6005, 20_000], [6004, 10_000]]);
  });

  it('sells the dearest card on sale that a deposit made for the activity reaches; other deposits buy nothing', async () => {
    // A plain deposit reaching the dearest card buys nothing.
    await depositFor(app, player.token, 100_000, 0);
    expect((await user(player.token)).cards).toEqual([]);
    await buyFor(player, 30_000);
    const u = await user(player.token);
    expect(u.cards.map((c) => [c.no, c.propId, c.price, c.today])).toEqual([[1, 6005, 20_000, 1]]);
    expect(u).toMatchObject({ state: 1, loginPaying: true, prizeWaiting: true, buyPropIds: [6004, 6007] });
    expect(u.ownList).toEqual([{ id: 1, propId: 6005, loginPayDataJson: '{"days":[100,100,100]}' }]);
    expect(u.cards[0]!.days.map((d) => [d.date, d.status])).toEqual([['2031-06-10', 'today'], ['2031-06-11', 'upcoming'], ['2031-06-12', 'upcoming']]);
    expect((await activityIds(app, player.token)).loginPaying).toBe(true);
    expect((await call(app, 'getRedDots', {}, player.token)).hasSignUpBonus).toBe(true);
    // The deposits all reached the balance: the card is a bonus on top.
    expect(await coinOf(app, player.token)).toBe(100_000 + 30_000);
    // 6005 is held: the next card deposit reaching 200.00 but not 1,000.00 buys the 100.00 card.
    await buyFor(player, 30_000);
    expect((await user(player.token)).cards.map((c) => c.propId)).toEqual([6005, 6004]);
    await buyFor(player, 100_000);
    expect((await user(player.token)).cards.map((c) => c.propId)).toEqual([6005, 6004, 6007]);
    expect((await user(player.token)).buyPropIds).toEqual([]);
    await booksBalance();
  });

  it("pays each day of a card once on its Philippine day: 23:59 and 00:00 in Manila are two days; a missed day is lost", async () => {
    await buyFor(player, 20_000);
    const coins = await coinOf(app, player.token);
    at('2031-06-10T15:59:00.000Z');
    const first = await receive(player.token, 1, 6005);
    expect(first, JSON.stringify(first)).toMatchObject({ errcode: 0, coin: coins + 100, propList: [{ id: ItemId.Coin, count: 100, betRate: 2 }] });
    expect(calls.receiveLoginPay3.response.safeParse(first).success).toBe(true);
    expect(daysOf(first.user!, 6005)).toEqual([-1, 100, 100]);
    expect(await receive(player.token, 1, 6005)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await receive(player.token, 2, 6005)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await receive(player.token, 4, 6005)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect((await call(app, 'getRedDots', {}, player.token)).hasSignUpBonus).toBe(false);
    at('2031-06-10T16:00:00.000Z');
    expect((await call(app, 'getRedDots', {}, player.token)).hasSignUpBonus).toBe(true);
    expect(await receive(player.token, 2, 6005)).toMatchObject({ errcode: 0, coin: coins + 200 });
    // Day 3 passes unclaimed: on day 4 it is gone and the card's days are over.
    at('2031-06-12T16:00:00.000Z');
    expect(await receive(player.token, 3, 6005)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    const after = await user(player.token);
    expect(after).toMatchObject({ cards: [], ownList: [], loginPaying: false, state: 0 });
    // Over, so on sale again.
    expect(after.buyPropIds).toContain(6005);
    expect((await activityIds(app, player.token)).loginPaying).toBe(false);
    const { rows } = await app.db.query<{ turnover: string }>(
      "SELECT sum(turnover_added) AS turnover FROM reward_claims WHERE player_id = $1 AND source = 'activity'", [player.user.id],
    );
    expect(Number(rows[0]!.turnover)).toBe(400);
    await booksBalance();
  });

  it('keeps the days as bought when an operator edits the card later, and sells a card again once its days are over', async () => {
    await buyFor(player, 20_000);
    await app.db.query("UPDATE promotion_instances SET settings = jsonb_set(settings, '{cards,0,days,0,award,0,count}', '9999') WHERE id = $1", [instanceId]);
    expect(await receive(player.token, 1, 6005)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 100 }] });
    at('2031-06-13T02:00:00.000Z');
    await buyFor(player, 20_000);
    const u = await user(player.token);
    expect(u.cards.map((c) => [c.no, c.propId, c.today])).toEqual([[2, 6005, 1]]);
    // The new card's day 1 is its own claim, and pays the edited prize.
    expect(await receive(player.token, 1, 6005)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 9_999 }] });
  });

  it('does not sell a card whose days would outlast the activity', async () => {
    await app.db.query("UPDATE promotion_instances SET ends_at = '2031-06-11T16:00:00Z' WHERE id = $1", [instanceId]);
    // From 2031-06-10, two days fit before 2031-06-12 00:00 in Manila, three do not.
    expect((await user(player.token)).buyPropIds).toEqual([6004, 6007]);
    // 200.00 (6005's price) buys the 100.00 card: 6005 is not on sale.
    await buyFor(player, 20_000);
    expect((await user(player.token)).cards.map((c) => c.propId)).toEqual([6004]);
  });

  it('holds the sign-up bonus as its card: not on sale to a new player while its days run', async () => {
    const fresh = await registerPlayer(app);
    await withGcash(app, fresh.token);
    const u = await user(fresh.token);
    expect(u.buyPropIds).toEqual([6005, 6007]);
    expect(u.ownList.map((o) => [o.id, o.propId])).toEqual([[instanceId, 6004]]);
    // 100.00 is below every card on sale to them (6005 at 200.00): an ordinary deposit.
    await buyFor(fresh, 10_000);
    expect((await user(fresh.token)).cards).toEqual([]);
    // A claim naming 6004 means the sign-up days while they run.
    expect(await receive(fresh.token, 1, 6004)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 200, betRate: 1 }] });
    // After them, 6004 is for sale and a claim naming it means the bought card.
    at('2031-06-12T02:00:00.000Z');
    await buyFor(fresh, 10_000);
    expect(await receive(fresh.token, 1, 6004)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 50, betRate: 2 }] });
    await booksBalance();
  });

  it('refuses a prop outside the cards with 400 naming it and changes nothing', async () => {
    await buyFor(player, 20_000);
    const coins = await coinOf(app, player.token);
    expect((await callRaw(app, 'receiveLoginPay3', { day: 1, propId: 6008 }, player.token)).json()).toMatchObject({ code: 400, msg: expect.stringContaining('propId') });
    expect(await coinOf(app, player.token)).toBe(coins);
  });

  it('refuses card settings its schema does not accept, naming the field', async () => {
    await expect(addLoginPay({}, { cards: [{ propId: 6003, days: coinDays(1, 1) }] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.cards\.0\.propId: /) });
    await expect(addLoginPay({}, { cards: [{ propId: 6005, days: [] }] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.cards\.0\.days: /) });
  });
});

describe('sign-in cards under concurrency and budgets', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    at('2031-08-01T02:00:00.000Z');
  });

  it("grants a card's day once under 100 concurrent claims", async () => {
    const player = await oldPlayer();
    await addLoginPay();
    await buyFor(player, 20_000);
    const coins = await coinOf(app, player.token);
    const replies = await Promise.all(Array.from({ length: 100 }, () => receive(player.token, 1, 6005)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await coinOf(app, player.token)).toBe(coins + 100);
    await booksBalance();
  });

  it('never spends past the total budget when card holders claim at once', async () => {
    const crowd = await newPlayers(app, 4);
    const instanceId = await addLoginPay({ budgetTotal: 250 });
    for (const p of crowd) {
      await withGcash(app, p.token);
      await buyFor(p, 20_000);
    }
    const replies = await Promise.all(crowd.map((p) => receive(p.token, 1, 6005)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(2);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 200, claims: 2 });
    await booksBalance();
  });
});

describe('sign-in card rules (pure)', () => {
  const card: BoughtCard = { no: 1, propId: 6005, price: 20_000, orderId: 'D1', startDate: '2031-06-10', days: [[{ id: 2001, count: 1 }], [{ id: 2001, count: 2 }]], received: [1] };
  const day2 = new Date('2031-06-11T01:00:00Z');
  const prices: Record<number, number> = { 6004: 10_000, 6005: 20_000, 6007: 100_000 };

  it('says why, in order: no such card, no such day, received, later, passed', () => {
    expect(cardClaimDecision([card], 6007, 1, day2)).toBe('noSuchCard');
    expect(cardClaimDecision([card], 6005, 3, day2)).toBe('noSuchDay');
    expect(cardClaimDecision([card], 6005, 1, day2)).toBe('received');
    expect(cardClaimDecision([{ ...card, received: [] }], 6005, 2, new Date('2031-06-10T01:00:00Z'))).toBe('notYet');
    expect(cardClaimDecision([{ ...card, received: [] }], 6005, 1, day2)).toBe('missed');
    expect(cardClaimDecision([card], 6005, 2, day2)).toEqual({ card, award: card.days[1] });
    // Its days over: no card held.
    expect(cardClaimDecision([card], 6005, 2, new Date('2031-06-12T01:00:00Z'))).toBe('noSuchCard');
  });

  it('sells only priced cards not held, and a deposit buys the dearest it reaches', () => {
    const forSale = cardsForSale(SETTINGS.cards, (id) => prices[id], new Set([6004]), null, day2);
    expect(forSale.map((c) => c.propId)).toEqual([6005, 6007]);
    expect(cardBoughtBy(forSale, 19_999)).toBeNull();
    expect(cardBoughtBy(forSale, 99_999)?.propId).toBe(6005);
    expect(cardBoughtBy(forSale, 1_000_000)?.propId).toBe(6007);
    expect(cardsForSale(SETTINGS.cards, () => 0, new Set(), null, day2)).toEqual([]);
  });
});
