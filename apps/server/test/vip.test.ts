import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HouseGame, ItemId, VipErrcode } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { createEventBus } from '../src/platform/events.ts';
import type { DomainEvents } from '../src/platform/events.ts';
import { experienceConsumer } from '../src/modules/vip/experience.ts';
import { vipModule } from '../src/modules/vip/module.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { buildTestApp, call, callRaw, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { providerCall } from './provider-helper.ts';

/**
 * VIP end to end: real bets (house games and a signed provider), the vip.experience feed
 * consumer, level-up rewards once per level, refunds taking experience back, the periodic
 * rewards once per Philippine week or month, and nothing of one player shown to another.
 */

const SECRET = 'vip-provider-secret-0123456789';
const PROVIDERS = [
  { code: 'acme', secret: SECRET, enabled: true, launchUrl: 'https://acme.example/launch?token={token}', platforms: ['lantern'] },
];
/** Red Lantern's Jade Emperor (platform lantern, served by acme). */
const GAME = { id: 301, code: 'jade-emperor' };
const COINS = 100;
const START = 100_000 * COINS;
/** Seeded thresholds (DEFAULT_LEVELS): level 1 at 1,000 coins, 2 at 5,000, 3 at 20,000. */
const LEVEL = { 1: 1_000 * COINS, 2: 5_000 * COINS, 3: 20_000 * COINS } as const;
/** Seeded rewards: level-up 10 / 50 / 150 coins; weekly 2 coins from level 1; monthly 20 coins from level 2. */
const LEVEL_UP = { 1: 10 * COINS, 2: 50 * COINS, 3: 150 * COINS } as const;
const WEEKLY_L1 = 2 * COINS;

let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: START, gameProviders: PROVIDERS, databasePoolMax: 10 });
  // The job's timer stops: each test runs the consumer when it means to (runOnce still works).
  await app.jobs.stop();
});
afterAll(() => app.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

/** A player (token: their login) with a game session at the provider (game). */
interface Seat { player: RegisteredPlayer; id: number; token: string; game: string }

const unique = (prefix: string): string => `${prefix}-${randomBytes(6).toString('hex')}`;

const provider = (action: string, body: object) => providerCall(app, { code: 'acme', secret: SECRET }, action, body);

async function seat(): Promise<Seat> {
  const player = await registerPlayer(app);
  const started = await call(app, 'startGame', { gameId: GAME.id }, player.token);
  const token = new URL(started.launchUrl as string).searchParams.get('token');
  if (!token) throw new Error(`no token in ${started.launchUrl}`);
  return { player, id: player.user.id, token: player.token, game: token };
}

/** A provider bet of `amount`; answers what a rollback of it needs. */
async function bet(s: Seat, amount: number) {
  const b = { token: s.game, playerId: String(s.id), gameCode: GAME.code, roundId: unique('round'), transactionId: unique('bet'), amount };
  expect(await provider('bet', b)).toMatchObject({ status: 'OK', alreadyProcessed: false });
  return b;
}

async function rollback(s: Seat, b: { roundId: string; transactionId: string }) {
  expect(await provider('rollback', {
    token: s.game, playerId: String(s.id), gameCode: GAME.code, roundId: b.roundId, transactionId: unique('rb'), referenceTransactionId: b.transactionId,
  })).toMatchObject({ status: 'OK', alreadyProcessed: false });
}

const runExperience = () => app.jobs.runOnce('vip.experience');

async function vipInfo(token: string): Promise<CallResponse<'getVipInfo'>> {
  const res = await call(app, 'getVipInfo', {}, token);
  expect(res.errcode, JSON.stringify(res)).toBe(0);
  return res as CallResponse<'getVipInfo'>;
}

async function levelUpClaims(playerId: number): Promise<Array<{ claim_key: string; coin: number; points: number }>> {
  const { rows } = await app.db.query<{ claim_key: string; coin: string; points: string }>(
    "SELECT claim_key, coin, points FROM reward_claims WHERE player_id = $1 AND claim_key LIKE 'vip-level:%' ORDER BY id", [playerId]);
  return rows.map((r) => ({ claim_key: r.claim_key, coin: Number(r.coin), points: Number(r.points) }));
}

const coinOf = async (token: string): Promise<number> => (await call(app, 'refreshData', {}, token)).coin as number;

describe('the level table', () => {
  it('is seeded from the wallet thresholds with names and rewards, and the app config publishes it', async () => {
    const s = await registerPlayer(app);
    const info = await vipInfo(s.token);
    expect(info.levels.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(info.levels[1]).toEqual({
      level: 1, betAmount: LEVEL[1], name: 'Bronze', withdrawDailyMax: null, perks: [],
      levelUpReward: [{ id: ItemId.Coin, count: LEVEL_UP[1], betRate: 1 }], weeklyReward: [{ id: ItemId.Coin, count: WEEKLY_L1, betRate: 1 }], monthlyReward: [],
    });
    const config = await call(app, 'appConfig', {});
    expect(config.appUserLevelConfigList).toEqual(info.levels.map(({ level, betAmount }) => ({ level, betAmount })));
  });

  it("keeps an operator's edit when the seed runs again at the next start", async () => {
    await app.db.query("UPDATE vip_levels SET name = 'Bronze Star', perks = '[\"Birthday gift\"]', withdraw_daily_max = 5000000 WHERE level = 1");
    try {
      await vipModule.seed!(app.db);
      const level1 = (await vipInfo((await registerPlayer(app)).token)).levels[1];
      expect(level1).toMatchObject({ name: 'Bronze Star', perks: ['Birthday gift'], withdrawDailyMax: 5_000_000 });
    } finally {
      await app.db.query("UPDATE vip_levels SET name = 'Bronze', perks = '[]', withdraw_daily_max = NULL WHERE level = 1");
    }
  });
});

describe('experience from the transfer feed', () => {
  it('a new player has level 0 and the first threshold next (§4), everywhere the levels show', async () => {
    const s = await registerPlayer(app);
    expect(await vipInfo(s.token)).toMatchObject({ level: 0, vipExp: 0, experience: 0, bet: 0, nextLevel: 1, nextBetAmount: LEVEL[1] });
    expect(await call(app, 'refreshData', {}, s.token)).toMatchObject({ vip: 0, vipExp: 0, userLevel: 0, bet: 0 });
  });

  it('counts house-game bets once the job has run: vipExp in whole coins, in getVipInfo, refreshData and the user info', async () => {
    const s = await registerPlayer(app);
    const started = await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, s.token);
    const session = new URL(started.launchUrl as string, 'http://casino.test').searchParams.get('session')!;
    const bets = [10_000, 5_000, 200];
    for (const amount of bets) {
      const res = await call(app, 'housePlay', { session, requestId: unique('req'), bet: amount, choice: { kind: 'spin' } });
      expect(res.errcode, JSON.stringify(res)).toBe(0);
    }
    const total = bets.reduce((a, b) => a + b, 0);
    // The wallet's bet moves with the bet; the experience with the feed.
    expect(await vipInfo(s.token)).toMatchObject({ experience: 0, bet: total });
    await runExperience();
    expect(await vipInfo(s.token)).toMatchObject({ level: 0, experience: total, vipExp: 152, bet: total, nextLevel: 1, nextBetAmount: LEVEL[1] });
    expect(await call(app, 'refreshData', {}, s.token)).toMatchObject({ vip: 0, vipExp: 152, userLevel: 0, bet: total });
    expect(await call(app, 'getAfterLoginInfo', {}, s.token)).toMatchObject({ vip: 0, vipExp: 152, userLevel: 0, bet: total });
  });

  it('raises the level at the threshold, grants its reward once through rewards, and shows it in the balances', async () => {
    const s = await seat();
    await bet(s, LEVEL[1] - 1);
    await runExperience();
    expect(await vipInfo(s.token)).toMatchObject({ level: 0, experience: LEVEL[1] - 1 });
    const before = await coinOf(s.token);
    await bet(s, 1);
    await runExperience();
    expect(await vipInfo(s.token)).toMatchObject({ level: 1, experience: LEVEL[1], vipExp: 1_000, nextLevel: 2, nextBetAmount: LEVEL[2] });
    expect(await call(app, 'refreshData', {}, s.token)).toMatchObject({ vip: 1, userLevel: 1, vipExp: 1_000, coin: before - 1 + LEVEL_UP[1] });
    expect(await levelUpClaims(s.id)).toEqual([{ claim_key: `vip-level:${s.id}:1`, coin: LEVEL_UP[1], points: 0 }]);
    const claims = await call(app, 'getRewardClaims', {}, s.player.token);
    expect(claims.list?.[0]).toMatchObject({ source: 'vip', sourceRef: 'level:1', coin: LEVEL_UP[1], turnoverAdded: LEVEL_UP[1] });
    // The reward's own ledger transfer is not a bet: the experience stays.
    await runExperience();
    expect((await vipInfo(s.token)).experience).toBe(LEVEL[1]);
  });

  it('a jump over several levels grants each level reward and publishes one vipLevelUp with from and level', async () => {
    const s = await seat();
    await bet(s, LEVEL[1]);
    await runExperience();
    await bet(s, LEVEL[3] - LEVEL[1]);
    // The consumer as the module builds it, on its own cursor, with a bus that records the events.
    const seen: Array<DomainEvents['vipLevelUp']> = [];
    const bus = createEventBus();
    bus.subscribe('vipLevelUp', async (_tx, e) => { seen.push(e); });
    const consumer = experienceConsumer({ clock: app.clock, events: bus, rewards: app.face('rewards'), log: app.log });
    await app.face('wallet').transferFeed.catchUp(consumer);
    expect(seen).toEqual([{ playerId: s.id, from: 1, level: 3, at: app.clock.now() }]);
    expect(await vipInfo(s.token)).toMatchObject({ level: 3, experience: LEVEL[3], nextLevel: 4 });
    expect((await levelUpClaims(s.id)).map((c) => c.claim_key)).toEqual([1, 2, 3].map((l) => `vip-level:${s.id}:${l}`));
  });

  it("one feed batch of several players' bets gives each player their own experience, level and reward", async () => {
    const seats = [await seat(), await seat(), await seat()];
    await bet(seats[0]!, LEVEL[1] - 1);
    await bet(seats[1]!, LEVEL[1]);
    await bet(seats[2]!, LEVEL[2]);
    await bet(seats[0]!, 1);
    const refunded = await bet(seats[2]!, 500);
    await rollback(seats[2]!, refunded);
    // One run: every bet above in one batch of the feed.
    await runExperience();
    const infos = await Promise.all(seats.map((s) => vipInfo(s.token)));
    expect(infos.map((i) => [i.level, i.experience])).toEqual([[1, LEVEL[1]], [1, LEVEL[1]], [2, LEVEL[2]]]);
    expect((await levelUpClaims(seats[2]!.id)).map((c) => c.claim_key)).toEqual([1, 2].map((l) => `vip-level:${seats[2]!.id}:${l}`));
    expect(await levelUpClaims(seats[0]!.id)).toHaveLength(1);
  });

  it('grants a level reward exactly once when the job runs twice and concurrently', async () => {
    const s = await seat();
    const before = await coinOf(s.token);
    for (let i = 0; i < 4; i++) await bet(s, LEVEL[2] / 4);
    await Promise.all([runExperience(), app.face('vip').catchUp(), app.face('vip').catchUp(), runExperience()]);
    await Promise.all([runExperience(), app.face('vip').catchUp()]);
    expect(await vipInfo(s.token)).toMatchObject({ level: 2, experience: LEVEL[2] });
    expect(await levelUpClaims(s.id)).toEqual([
      { claim_key: `vip-level:${s.id}:1`, coin: LEVEL_UP[1], points: 0 },
      { claim_key: `vip-level:${s.id}:2`, coin: LEVEL_UP[2], points: 0 },
    ]);
    expect(await coinOf(s.token)).toBe(before - LEVEL[2] + LEVEL_UP[1] + LEVEL_UP[2]);
  });

  it('a refunded bet takes its experience back; the level stays; experience never goes below 0', async () => {
    const s = await seat();
    const first = await bet(s, LEVEL[1]);
    await runExperience();
    expect(await vipInfo(s.token)).toMatchObject({ level: 1, experience: LEVEL[1] });
    const small = await bet(s, 300);
    await rollback(s, first);
    await runExperience();
    expect(await vipInfo(s.token)).toMatchObject({ level: 1, experience: 300, vipExp: 3, nextLevel: 2, nextBetAmount: LEVEL[2] });
    expect(await levelUpClaims(s.id)).toHaveLength(1);
    // A refund larger than what is left (as for bets counted before the experience was):
    await app.db.query('UPDATE vip_players SET experience = 100 WHERE player_id = $1', [s.id]);
    await rollback(s, small);
    await runExperience();
    expect(await vipInfo(s.token)).toMatchObject({ level: 1, experience: 0 });
  });

  it('a level-up reward an operator made ungrantable is skipped and logged, and the feed goes on', async () => {
    await app.db.query(`UPDATE vip_levels SET level_up_items = '[{"id": 999, "count": 1}]' WHERE level = 1`);
    try {
      const s = await seat();
      await bet(s, LEVEL[1]);
      await runExperience();
      expect(await vipInfo(s.token)).toMatchObject({ level: 1, experience: LEVEL[1] });
      expect(await levelUpClaims(s.id)).toEqual([]);
      expect(app.logText()).toContain('the level-up reward of this VIP level cannot be granted');
      const other = await seat();
      await bet(other, 500);
      await runExperience();
      expect((await vipInfo(other.token)).experience).toBe(500);
    } finally {
      await app.db.query(`UPDATE vip_levels SET level_up_items = '[{"id": 2001, "count": 1000, "betRate": 1}]' WHERE level = 1`);
    }
  });
});

describe('weekly and monthly rewards', () => {
  /** A player at level 1 (weekly 2 coins, no monthly reward). */
  async function levelOne(): Promise<Seat> {
    const s = await seat();
    await bet(s, LEVEL[1]);
    await runExperience();
    return s;
  }

  it('a level without the reward refuses with 3101 and grants nothing', async () => {
    const newcomer = await registerPlayer(app);
    const weekly = await call(app, 'receiveVipReward', { period: 'weekly' }, newcomer.token);
    expect(weekly).toMatchObject({ code: 200, errcode: VipErrcode.RewardNotConfigured, msg: 'Your VIP level has no weekly reward' });
    const s = await levelOne();
    const monthly = await call(app, 'receiveVipReward', { period: 'monthly' }, s.token);
    expect(monthly).toMatchObject({ errcode: VipErrcode.RewardNotConfigured, msg: 'Your VIP level has no monthly reward' });
    const { rows } = await app.db.query("SELECT 1 FROM reward_claims WHERE claim_key LIKE 'vip-monthly:%' AND player_id = $1", [s.id]);
    expect(rows).toHaveLength(0);
  });

  it('grants the weekly reward once per Philippine week, answering the balances, and again the next week', async () => {
    const s = await levelOne();
    const info = await vipInfo(s.token);
    const weekly = info.rewards.find((r) => r.period === 'weekly')!;
    // The test clock starts on Tuesday 2030-01-01 08:00 in Manila: the week began Monday 2029-12-31.
    expect(weekly).toEqual({
      period: 'weekly', items: [{ id: ItemId.Coin, count: WEEKLY_L1, betRate: 1 }], claimable: true, receivedThisPeriod: false,
      periodStart: Date.parse('2029-12-30T16:00:00Z'), nextAt: Date.parse('2030-01-06T16:00:00Z'),
    });
    expect(info.rewards.find((r) => r.period === 'monthly')).toMatchObject({ items: [], claimable: false, nextAt: Date.parse('2030-01-31T16:00:00Z') });

    const before = await coinOf(s.token);
    const received = await call(app, 'receiveVipReward', { period: 'weekly' }, s.token);
    expect(received).toMatchObject({
      code: 200, errcode: 0, period: 'weekly', nextAt: Date.parse('2030-01-06T16:00:00Z'), coin: before + WEEKLY_L1, vip: 1, userLevel: 1, vipExp: 1_000, bet: LEVEL[1],
      claim: { source: 'vip', sourceRef: 'weekly:2029-12-31', coin: WEEKLY_L1 },
    });
    expect(await call(app, 'receiveVipReward', { period: 'weekly' }, s.token))
      .toMatchObject({ errcode: VipErrcode.RewardAlreadyReceived, msg: "You have already received this week's VIP reward" });
    expect((await vipInfo(s.token)).rewards.find((r) => r.period === 'weekly')).toMatchObject({ claimable: false, receivedThisPeriod: true });
    expect(await coinOf(s.token)).toBe(before + WEEKLY_L1);

    const startedAt = app.clock.now();
    try {
      // Sunday 23:59 in Manila: still the same week.
      app.clock.set(new Date('2030-01-06T15:59:00Z'));
      expect((await call(app, 'receiveVipReward', { period: 'weekly' }, s.token)).errcode).toBe(VipErrcode.RewardAlreadyReceived);
      // Monday 00:00 in Manila: a new week.
      app.clock.set(new Date('2030-01-06T16:00:00Z'));
      expect((await vipInfo(s.token)).rewards.find((r) => r.period === 'weekly')).toMatchObject({ claimable: true });
      expect(await call(app, 'receiveVipReward', { period: 'weekly' }, s.token))
        .toMatchObject({ errcode: 0, claim: { sourceRef: 'weekly:2030-01-07' }, coin: before + 2 * WEEKLY_L1 });
    } finally {
      app.clock.set(startedAt);
    }
  });

  it('grants the monthly reward once per Philippine calendar month', async () => {
    const startedAt = app.clock.now();
    try {
      // 31 January 23:00 in Manila; the player logs in then.
      app.clock.set(new Date('2030-01-31T15:00:00Z'));
      const s = await seat();
      await bet(s, LEVEL[2]);
      await runExperience();
      expect(await call(app, 'receiveVipReward', { period: 'monthly' }, s.token)).toMatchObject({ errcode: 0, claim: { sourceRef: 'monthly:2030-01', coin: 20 * COINS } });
      expect((await call(app, 'receiveVipReward', { period: 'monthly' }, s.token)).errcode).toBe(VipErrcode.RewardAlreadyReceived);
      // 1 February 00:00 in Manila.
      app.clock.set(new Date('2030-01-31T16:00:00Z'));
      expect(await call(app, 'receiveVipReward', { period: 'monthly' }, s.token)).toMatchObject({ errcode: 0, claim: { sourceRef: 'monthly:2030-02' } });
    } finally {
      app.clock.set(startedAt);
    }
  });

  it('two receives at once grant once', async () => {
    const s = await levelOne();
    const before = await coinOf(s.token);
    const answers = await Promise.all([1, 2, 3].map(() => call(app, 'receiveVipReward', { period: 'weekly' }, s.token)));
    expect(answers.map((a) => a.errcode).sort()).toEqual([0, VipErrcode.RewardAlreadyReceived, VipErrcode.RewardAlreadyReceived]);
    expect(await coinOf(s.token)).toBe(before + WEEKLY_L1);
  });
});

describe("one player's VIP is never another's", () => {
  it("shows each player only their own standing and rewards, and a receive never touches another's", async () => {
    const rich = await seat();
    await bet(rich, LEVEL[1]);
    await runExperience();
    const other = await registerPlayer(app);
    expect(await vipInfo(other.token)).toMatchObject({ level: 0, experience: 0, vipExp: 0, bet: 0 });
    expect((await vipInfo(other.token)).rewards.every((r) => !r.claimable && !r.receivedThisPeriod)).toBe(true);
    expect(await call(app, 'receiveVipReward', { period: 'weekly' }, rich.token)).toMatchObject({ errcode: 0 });
    // The other player's week is untouched by the first one's claim, and theirs is refused by their own level.
    expect((await call(app, 'receiveVipReward', { period: 'weekly' }, other.token)).errcode).toBe(VipErrcode.RewardNotConfigured);
    expect(await vipInfo(rich.token)).toMatchObject({ level: 1, experience: LEVEL[1] });
    const { rows } = await app.db.query('SELECT count(*)::int AS n FROM reward_claims WHERE player_id = $1', [other.user.id]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('needs a login, and refuses a period it does not know with 400 naming the field', async () => {
    const s = await registerPlayer(app);
    for (const name of ['getVipInfo', 'receiveVipReward'] as const) {
      expect((await call(app, name, { period: 'weekly' })).code).toBe(401);
    }
    for (const period of ['daily', '', 7, null]) {
      const res = await call(app, 'receiveVipReward', { period }, s.token);
      expect(res).toMatchObject({ code: 400, errcode: 400 });
      expect(res.msg).toMatch(/^period: /);
    }
    const missing = await call(app, 'receiveVipReward', {}, s.token);
    expect(missing.code).toBe(400);
    expect(missing.msg).toMatch(/^period: /);
    expect((await callRaw(app, 'getVipInfo', { extra: { $gt: '' } }, s.token)).statusCode).toBeLessThan(500);
  });
});
