import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { FundSettings } from '@casino/contract';
import { betSince, buysIn, claimDecision } from '../src/modules/promotions/types/fund/rules.ts';
import type { FundEntry } from '../src/modules/promotions/types/fund/rules.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, callRaw, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp, coinOf } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, budgetOf, newPlayers, switchAllOff, withGcash } from './promotions-helper.ts';
import { depositFor as depositForActivity, spin, untilVip } from './promotions-money-helper.ts';

/**
 * Fund (activity 16, fundUser and fundUserReceive) over HTTP on the real modules: a deposit made
 * for the fund (recharge3 actType 16) of at least its price buys in once; each stage is claimed
 * once when the VIP level and the wagering since buying in reach it; hasFund while a stage
 * waits; under budgets and concurrency, with the books balanced.
 */

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  // Cards and the fund cost less than the default deposit minimum of 100.00.
  t = await buildPaymentsApp({ deposit: { minAmount: 100 } });
  app = t.app;
  await app.jobs.stop();
});
afterAll(() => t.dispose());

const SETTINGS: FundSettings = {
  price: 10_000,
  stages: [
    { id: 1, vip: 0, bet: 0, award: [{ id: ItemId.Coin, count: 500, betRate: 1 }] },
    { id: 2, vip: 0, bet: 2_000, award: [{ id: ItemId.Coin, count: 1_000, betRate: 2 }, { id: ItemId.Points, count: 300 }] },
    { id: 3, vip: 1, bet: 0, award: [{ id: ItemId.Coin, count: 2_000, betRate: 1 }] },
  ],
};

async function addFund(over: Parameters<typeof addInstance>[1] = {}, settings: Partial<FundSettings> = {}): Promise<number> {
  return addInstance(app, { type: ActivityType.Fund, title: 'Fund test', rules: 'Fund rules.', sort: 30, settings: { ...SETTINGS, ...settings }, ...over });
}

const depositFor = (token: string, amount: number, actType: number) => depositForActivity(app, token, amount, actType);

const receive = (token: string, stageId: number) => call(app, 'fundUserReceive', { stageId }, token);

async function user(token: string) {
  const res = await call(app, 'fundUser', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.fundUser.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}

const redDot = async (token: string) => (await call(app, 'getRedDots', {}, token)).hasFund;
const at = (iso: string) => app.clock.set(new Date(iso));
const statuses = (u: { stages: { status: string }[] }) => u.stages.map((s) => s.status);
const booksBalance = async () => expect((await checkBooks(app.db)).breaches).toEqual([]);

async function buyer(): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app);
  await withGcash(app, player.token);
  return player;
}

describe('fund', () => {
  let instanceId: number;
  beforeEach(async () => {
    await switchAllOff(app);
    at('2031-06-10T10:00:00.000Z');
    instanceId = await addFund();
  });

  it('offers the fund before buying in: listed, stages locked, no red dot, 1005 on a claim', async () => {
    const player = await registerPlayer(app);
    expect(await user(player.token)).toMatchObject({ instanceId, price: 10_000, bought: false, boughtAt: -1, betSince: 0, canClaim: false });
    expect(statuses(await user(player.token))).toEqual(['locked', 'locked', 'locked']);
    expect((await activityIds(app, player.token)).activityIds).toEqual([ActivityType.Fund]);
    expect(await redDot(player.token)).toBe(false);
    expect(await receive(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
  });

  it('buys in only with a deposit made for the fund that reaches its price, once', async () => {
    const player = await buyer();
    // A plain deposit and one for the fund below its price buy nothing.
    await depositFor(player.token, 20_000, 0);
    expect((await user(player.token)).bought).toBe(false);
    await depositFor(player.token, 5_000, ActivityType.Fund);
    expect((await user(player.token)).bought).toBe(false);
    await depositFor(player.token, 10_000, ActivityType.Fund);
    const u = await user(player.token);
    expect(u).toMatchObject({ bought: true, boughtAt: Date.parse('2031-06-10T10:00:00.000Z'), price: 10_000, canClaim: true });
    expect(statuses(u)).toEqual(['open', 'locked', 'locked']);
    expect(await redDot(player.token)).toBe(true);
    // A second fund deposit changes nothing bought.
    await depositFor(player.token, 10_000, ActivityType.Fund);
    const { rows } = await app.db.query<{ state: FundEntry }>('SELECT state FROM promotion_entries WHERE instance_id = $1 AND player_id = $2', [instanceId, player.user.id]);
    expect(rows).toHaveLength(1);
    // The deposits all reached the balance: the fund is a bonus on top.
    expect(await coinOf(app, player.token)).toBe(20_000 + 5_000 + 10_000 + 10_000);
  });

  it('pays each stage once as wagering and the VIP level grow; keeps the stages as bought', async () => {
    const player = await buyer();
    await depositFor(player.token, 120_000, ActivityType.Fund);
    // An operator's later edit changes nothing bought.
    await app.db.query("UPDATE promotion_instances SET settings = jsonb_set(settings, '{stages,0,award,0,count}', '9999') WHERE id = $1", [instanceId]);
    const coins = await coinOf(app, player.token);
    const first = await receive(player.token, 1);
    expect(first, JSON.stringify(first)).toMatchObject({ errcode: 0, coin: coins + 500, propList: [{ id: ItemId.Coin, count: 500, betRate: 1 }] });
    expect(calls.fundUserReceive.response.safeParse(first).success).toBe(true);
    expect(await receive(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.AlreadyClaimed });
    expect(await receive(player.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await receive(player.token, 9)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });
    expect(await redDot(player.token)).toBe(false);

    await spin(app, player.token, 2_000, 1_000);
    expect(await user(player.token)).toMatchObject({ betSince: 2_000, canClaim: true });
    expect(await redDot(player.token)).toBe(true);
    expect(await receive(player.token, 2)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 1_000, betRate: 2 }, { id: ItemId.Points, count: 300 }] });
    expect(await receive(player.token, 3)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });

    // VIP 1 at 1,000.00 of bets in all.
    await spin(app, player.token, 100_000);
    await untilVip(app, player.token, 1);
    expect(await user(player.token)).toMatchObject({ vip: 1 });
    expect(statuses(await user(player.token))).toEqual(['received', 'received', 'open']);
    expect(await receive(player.token, 3)).toMatchObject({ errcode: 0 });
    // Every stage claimed: the fund leaves the list and the dot is off.
    expect((await activityIds(app, player.token)).activityIds).not.toContain(ActivityType.Fund);
    expect(await redDot(player.token)).toBe(false);
    await booksBalance();
  });

  it('counts wagering from the buy-in, not before', async () => {
    const player = await buyer();
    await depositFor(player.token, 10_000, 0);
    await spin(app, player.token, 5_000, 1_000);
    await depositFor(player.token, 10_000, ActivityType.Fund);
    expect(await user(player.token)).toMatchObject({ bought: true, betSince: 0 });
    expect(await receive(player.token, 2)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
  });

  it('refuses a bad stage with 400 naming it and changes nothing', async () => {
    const player = await registerPlayer(app);
    for (const body of [{}, { stageId: 0 }, { stageId: 'one' }]) {
      expect((await callRaw(app, 'fundUserReceive', body, player.token)).json()).toMatchObject({ code: 400, msg: expect.stringContaining('stageId') });
    }
    expect(await coinOf(app, player.token)).toBe(0);
  });

  it('answers 1001 without a running fund and 1003 after its end', async () => {
    const player = await buyer();
    await depositFor(player.token, 10_000, ActivityType.Fund);
    await switchAllOff(app);
    expect(await receive(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    await app.db.query("UPDATE promotion_instances SET enabled = true, ends_at = '2031-06-10T12:00:00Z' WHERE id = $1", [instanceId]);
    at('2031-06-10T12:00:00.000Z');
    expect(await receive(player.token, 1)).toMatchObject({ errcode: ActivityErrcode.Ended });
  });

  it('refuses settings its schema does not accept, naming the field', async () => {
    await expect(addFund({}, { price: 0 })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.price: /) });
    await expect(addFund({}, { stages: [SETTINGS.stages[0]!, SETTINGS.stages[0]!] })).rejects.toMatchObject({ errcode: 400, message: expect.stringMatching(/^settings\.stages: /) });
  });
});

describe('fund under concurrency and budgets', () => {
  beforeEach(async () => {
    await switchAllOff(app);
    at('2031-08-01T02:00:00.000Z');
  });

  it('grants a stage once under 100 concurrent claims', async () => {
    await addFund();
    const player = await buyer();
    await depositFor(player.token, 10_000, ActivityType.Fund);
    const coins = await coinOf(app, player.token);
    const replies = await Promise.all(Array.from({ length: 100 }, () => receive(player.token, 1)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.AlreadyClaimed)).toHaveLength(99);
    expect(await coinOf(app, player.token)).toBe(coins + 500);
    await booksBalance();
  });

  it('never spends past the total budget when buyers claim at once', async () => {
    const instanceId = await addFund({ budgetTotal: 1_200 });
    const crowd = await newPlayers(app, 4);
    for (const p of crowd) {
      await withGcash(app, p.token);
      await depositFor(p.token, 10_000, ActivityType.Fund);
    }
    const replies = await Promise.all(crowd.map((p) => receive(p.token, 1)));
    expect(replies.filter((r) => r.errcode === 0)).toHaveLength(2);
    expect(replies.filter((r) => r.errcode === ActivityErrcode.BudgetExhausted)).toHaveLength(2);
    expect(await budgetOf(app, instanceId)).toEqual({ spent: 1_000, claims: 2 });
    await booksBalance();
  });

  it("stops a player at their own limit with 1009 and the day's claims at the limit with 1010", async () => {
    await addFund({ perPlayerLimit: 1, periodLimit: 1 });
    const [a, b] = await newPlayers(app, 2);
    for (const p of [a!, b!]) {
      await withGcash(app, p.token);
      await depositFor(p.token, 10_000, ActivityType.Fund);
    }
    await spin(app, a!.token, 2_000, 1_000);
    expect(await receive(a!.token, 1)).toMatchObject({ errcode: 0 });
    expect(await receive(b!.token, 1)).toMatchObject({ errcode: ActivityErrcode.PeriodLimitReached });
    at('2031-08-01T16:00:00.000Z');
    expect(await receive(a!.token, 2)).toMatchObject({ errcode: ActivityErrcode.PlayerLimitReached });
    expect(await receive(b!.token, 1)).toMatchObject({ errcode: 0 });
  });
});

describe('fund rules (pure)', () => {
  const entry: FundEntry = { orderId: 'D1', price: 10_000, boughtAt: 0, betAtPurchase: 5_000, stages: SETTINGS.stages, received: [1] };

  it('buys in with a fund deposit reaching the price, once', () => {
    expect(buysIn(null, SETTINGS, { amount: 10_000, actType: 16 }, 16)).toBe(true);
    expect(buysIn(null, SETTINGS, { amount: 9_999, actType: 16 }, 16)).toBe(false);
    expect(buysIn(null, SETTINGS, { amount: 10_000, actType: 0 }, 16)).toBe(false);
    expect(buysIn(entry, SETTINGS, { amount: 10_000, actType: 16 }, 16)).toBe(false);
  });

  it('counts wagering since the buy-in, never below 0', () => {
    expect(betSince(entry, { vip: 0, bet: 7_000 })).toBe(2_000);
    expect(betSince(entry, { vip: 0, bet: 4_000 })).toBe(0);
  });

  it('says why, in order: not bought, no such stage, claimed, not reached', () => {
    expect(claimDecision(null, 1, { vip: 9, bet: 0 })).toBe('notBought');
    expect(claimDecision(entry, 7, { vip: 9, bet: 0 })).toBe('noSuchStage');
    expect(claimDecision(entry, 1, { vip: 9, bet: 0 })).toBe('received');
    expect(claimDecision(entry, 2, { vip: 9, bet: 6_999 })).toBe('notReached');
    expect(claimDecision(entry, 3, { vip: 0, bet: 99_999 })).toBe('notReached');
    expect(claimDecision(entry, 2, { vip: 0, bet: 7_000 })).toEqual(SETTINGS.stages[1]!.award);
  });
});
