import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActivityErrcode, ActivityType, ItemId, calls } from '@casino/contract';
import type { AgentCountSettings, AgentSettings } from '@casino/contract';
import { hashServerSeed, pickWeighted, roundFloats } from '@casino/games';
import { agentConsumer, settleAgentDays } from '../src/modules/promotions/types/agent/index.ts';
import { commissionOf, exchangeAmount, exchangeScheduleAt } from '../src/modules/promotions/types/agent/rules.ts';
import { directExclusion, lastSettleableDay, secondLevelExclusion } from '../src/modules/promotions/types/agent-common/rules.ts';
import { allowance, awardRefusal, chances } from '../src/modules/promotions/types/agent-count/rules.ts';
import { call, callRaw } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { buildPaymentsApp, expectBooksClean } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { activityIds, addInstance, ph, switchAllOff } from './promotions-helper.ts';
import { newDevice, qualifiedInvitee, registerOn, signInOn } from './referral-helper.ts';
import { providerCall } from './provider-helper.ts';

/**
 * The agent activities (docs/decisions/084). Agent (26): provider bets and rollbacks of referred
 * players counted per Philippine day for their inviter (level 1) and the inviter's inviter (level
 * 2) from the transfer feed, settled once after midnight however many servers settle, an invitee
 * on the agent's device left out, the commission exchanged into coins once. AgentCount (31):
 * scratch cards, lottery chances and award tiers by qualified invitees, each draw provably fair
 * and verifiable, one outcome per card under concurrent calls. The books balance after every test.
 */

const SECRET = 'agent-provider-secret-0123456789';
const PROVIDERS = [
  { code: 'acme', secret: SECRET, enabled: true, launchUrl: 'https://acme.example/launch?token={token}', platforms: ['lantern'] },
];
const GAME = { id: 301, code: 'jade-emperor' };
const COIN = 100;
const START = 100_000 * COIN;

const AGENT: AgentSettings = { level1BasisPoints: 100, level2BasisPoints: 50, minExchange: 5 * COIN, maxDailyCommission: null, betRate: 1 };
const COUNT: AgentCountSettings = {
  qualifyingDeposit: 100 * COIN, invitesPerCard: 1, invitesPerChance: 2,
  scratchPrizes: [{ items: [{ id: ItemId.Coin, count: 1 * COIN, betRate: 1 }], weight: 3 }, { items: [{ id: ItemId.Coin, count: 5 * COIN, betRate: 1 }], weight: 1 }],
  lotteryPrizes: [{ items: [{ id: ItemId.Coin, count: 2 * COIN }], weight: 1 }, { items: [{ id: ItemId.Points, count: 500 }], weight: 1 }],
  awards: [{ id: 1, inviteCount: 2, award: [{ id: ItemId.Coin, count: 10 * COIN, betRate: 1 }] }, { id: 2, inviteCount: 5, award: [{ id: ItemId.Coin, count: 50 * COIN }] }],
};

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp({ app: { userRegisterCoin: START, gameProviders: PROVIDERS, databasePoolMax: 10 } });
  app = t.app;
  // The jobs' timers stop: each test counts and settles when it means to.
  await app.jobs.stop();
});
afterAll(() => t.dispose());
afterEach(() => expectBooksClean(app));

const at = (local: string) => app.clock.set(ph(local));
const unique = (prefix: string): string => `${prefix}-${randomBytes(6).toString('hex')}`;

const provider = (action: string, body: object) => providerCall(app, { code: 'acme', secret: SECRET }, action, body);

interface Seat { player: RegisteredPlayer; id: number; game: string; usedAt: number }
async function gameToken(token: string): Promise<string> {
  const started = await call(app, 'startGame', { gameId: GAME.id }, token);
  return new URL(started.launchUrl as string).searchParams.get('token')!;
}
async function seat(player: RegisteredPlayer): Promise<Seat> {
  return { player, id: player.user.id, game: await gameToken(player.token), usedAt: app.clock.now().getTime() };
}

/** Game sessions lapse after 4 idle hours: a seat left longer opens a new one. */
const HOURS_3 = 3 * 3_600_000;

async function bet(s: Seat, amount: number) {
  if (app.clock.now().getTime() - s.usedAt > HOURS_3) s.game = await gameToken(s.player.token);
  s.usedAt = app.clock.now().getTime();
  const b = { token: s.game, playerId: String(s.id), gameCode: GAME.code, roundId: unique('round'), transactionId: unique('bet'), amount };
  expect(await provider('bet', b)).toMatchObject({ status: 'OK', alreadyProcessed: false });
  return b;
}

async function rollback(s: Seat, b: { roundId: string; transactionId: string }) {
  if (app.clock.now().getTime() - s.usedAt > HOURS_3) s.game = await gameToken(s.player.token);
  s.usedAt = app.clock.now().getTime();
  expect(await provider('rollback', {
    token: s.game, playerId: String(s.id), gameCode: GAME.code, roundId: b.roundId, transactionId: unique('rb'), referenceTransactionId: b.transactionId,
  })).toMatchObject({ status: 'OK', alreadyProcessed: false });
}

/** Counts every bet and rollback made so far (runs the job until its cursor has passed the newest transfer). */
async function count(): Promise<void> {
  const { rows: [newest] } = await app.db.query<{ txid: string | null }>('SELECT max(txid)::text AS txid FROM ledger_transfers');
  await expect.poll(async () => {
    expect(await app.jobs.runOnce('promotions.agent.count')).toBe('ran');
    const { rows: [cursor] } = await app.db.query<{ passed: boolean }>(
      "SELECT last_txid >= $1::xid8 AS passed FROM wallet_feed_cursors WHERE consumer = 'promotions.agent'", [newest?.txid ?? '0']);
    return cursor?.passed === true;
  }, { timeout: 15_000, interval: 20 }).toBe(true);
}
/** One settlement run, as one server's job runs it. */
const settleRun = () => settleAgentDays({ ctx: app.face('promotions').typeContext, feed: app.face('wallet').transferFeed, consumer: agentConsumer(app.face('promotions').typeContext, app.clock) });
async function settle() {
  await count();
  return settleRun();
}

async function agentData(token: string) {
  const res = await call(app, 'agentData', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.agentData.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}
async function countData(token: string) {
  const res = await call(app, 'agent4Data', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.agent4Data.response.safeParse(res).success).toBe(true);
  return res as Required<typeof res>;
}
const coinOf = async (token: string): Promise<number> => (await call(app, 'refreshData', {}, token)).coin as number;
async function activityClaims(playerId: number): Promise<Array<{ coin: number; turnover: number }>> {
  const { rows } = await app.db.query<{ coin: string; turnover_added: string }>(
    "SELECT coin, turnover_added FROM reward_claims WHERE player_id = $1 AND source = 'activity' ORDER BY id", [playerId]);
  return rows.map((r) => ({ coin: Number(r.coin), turnover: Number(r.turnover_added) }));
}
const errcodes = (answers: ReadonlyArray<{ errcode: number }>) => answers.map((a) => a.errcode).sort((a, b) => a - b);

describe('Agent: commissions', () => {
  beforeEach(() => switchAllOff(app));

  it('settles a day to the hand computation: two levels, a rollback, a same-device invitee left out; once with concurrent settlers; one exchange', async () => {
    at('2030-06-10T09:00:00');
    await settle();
    await addInstance(app, { type: ActivityType.Agent, title: 'Agent test', rules: 'Agent rules.', sort: 30, settings: AGENT });
    // G invites A; A invites B and C; C signs in on A's device.
    const g = await registerOn(app);
    const a = await registerOn(app, { inviteCode: g.user.inviteCode });
    const b = await registerOn(app, { inviteCode: a.user.inviteCode });
    const c = await registerOn(app, { inviteCode: a.user.inviteCode });
    expect([a.user.pid, b.user.pid, c.user.pid]).toEqual([g.user.id, a.user.id, a.user.id]);
    const shared = newDevice();
    await signInOn(app, a, shared);
    await signInOn(app, c, shared);
    const [seatA, seatB, seatC, seatG] = [await seat(a), await seat(b), await seat(c), await seat(g)];

    at('2030-06-10T10:00:00');
    await bet(seatA, 100_000);
    await bet(seatB, 40_000);
    const cancelled = await bet(seatB, 20_000);
    await bet(seatC, 30_000);
    // The agent's own bets earn them nothing.
    await bet(seatG, 50_000);
    await count();
    at('2030-06-10T20:00:00');
    await rollback(seatB, cancelled);
    at('2030-06-11T00:00:05');
    await bet(seatB, 10_000);
    await count();

    // Within the grace after midnight nothing is settled.
    at('2030-06-11T00:05:00');
    expect(await settle()).toEqual({ settled: 0, commission: 0 });

    // Three servers settle at once: G's day and A's day, each once.
    at('2030-06-11T00:10:00');
    await count();
    const runs = await Promise.all([settleRun(), settleRun(), settleRun()]);
    expect(runs.reduce((sum, r) => sum + r.settled, 0)).toBe(2);
    // By hand: G 1,000.00 × 1% + B's 400.00 × 0.5% = 10.00 + 2.00; A: B's 400.00 × 1% = 4.00; C is on A's device: nothing to either.
    expect(runs.reduce((sum, r) => sum + r.commission, 0)).toBe(1_200 + 400);
    expect(await settle()).toEqual({ settled: 0, commission: 0 });

    const stateG = await agentData(g.token);
    expect(stateG.days).toEqual([{ day: '2030-06-10', level1Bets: 100_000, level2Bets: 40_000, commission: 1_200 }]);
    expect(stateG.commission).toEqual({ settled: 1_200, exchanged: 0, available: 1_200 });
    expect(stateG.team).toEqual({ level1: 1, level2: 2, counted: 1 });
    expect(stateG.today).toEqual({ day: '2030-06-11', level1Bets: 0, level2Bets: 10_000, commission: 50 });
    expect(stateG.invitees).toMatchObject([{ playerId: a.user.id, totalBets: 100_000, todayBets: 0, excluded: null }]);

    const stateA = await agentData(a.token);
    expect(stateA.days).toEqual([{ day: '2030-06-10', level1Bets: 40_000, level2Bets: 0, commission: 400 }]);
    expect(stateA.invitees).toMatchObject([
      { playerId: b.user.id, totalBets: 50_000, todayBets: 10_000, excluded: null },
      { playerId: c.user.id, totalBets: 30_000, excluded: 'sameDevice' },
    ]);
    const { rows: marked } = await app.db.query<{ agent_id: string; level: number; excluded: string }>(
      'SELECT agent_id, level, excluded FROM promotion_agent_bets WHERE invitee_id = $1 ORDER BY level', [c.user.id]);
    expect(marked.map((r) => [Number(r.agent_id), r.level, r.excluded])).toEqual([[a.user.id, 1, 'sameDevice'], [g.user.id, 2, 'sameDevice']]);

    // A's 4.00 is below the 5.00 minimum: no red dot; G's 12.00 waits: §3 hasAgent.
    expect(await call(app, 'agent3Exchange', {}, a.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect((await call(app, 'getRedDots', {}, a.token)).hasAgent).toBe(false);
    expect((await call(app, 'getRedDots', {}, g.token)).hasAgent).toBe(true);

    // Thirty exchanges of G at once: one moves the 12.00.
    const before = await coinOf(g.token);
    const answers = await Promise.all(Array.from({ length: 30 }, () => call(app, 'agent3Exchange', {}, g.token)));
    expect(errcodes(answers)).toEqual([0, ...Array(29).fill(ActivityErrcode.ConditionNotMet)]);
    const got = answers.find((x) => x.errcode === 0)!;
    expect(calls.agent3Exchange.response.safeParse(got).success).toBe(true);
    expect(got).toMatchObject({ propList: [{ id: ItemId.Coin, count: 1_200, betRate: 1 }], state: { commission: { settled: 1_200, exchanged: 1_200, available: 0 } } });
    expect(await coinOf(g.token)).toBe(before + 1_200);
    expect(await activityClaims(g.user.id)).toEqual([{ coin: 1_200, turnover: 1_200 }]);
    expect(await call(app, 'agent3Exchange', {}, g.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect((await call(app, 'getRedDots', {}, g.token)).hasAgent).toBe(false);
  });

  it('counts a rollback of a settled day on the current day, and only while an instance runs; keeps commission exchangeable after the end', async () => {
    at('2030-07-01T09:00:00');
    await settle();
    await addInstance(app, { type: ActivityType.Agent, title: 'Agent test', rules: 'Agent rules.', sort: 30, settings: AGENT, startTime: '2030-07-01T12:00', endTime: '2030-07-02T12:00' });
    const g = await registerOn(app);
    const a = await registerOn(app, { inviteCode: g.user.inviteCode });
    const seatA = await seat(a);
    expect(await call(app, 'agentData', {}, g.token)).toMatchObject({ errcode: ActivityErrcode.NotStarted });
    at('2030-07-01T11:59:59');
    await bet(seatA, 90_000);
    at('2030-07-01T12:00:00');
    const late = await bet(seatA, 60_000);
    await count();
    at('2030-07-02T00:10:00');
    expect(await settle()).toEqual({ settled: 1, commission: 600 });
    await rollback(seatA, late);
    at('2030-07-02T12:00:00');
    await bet(seatA, 70_000);
    await count();
    // The paid day stays as it was; the rollback counts on the 2nd (nothing left there to take back from but itself).
    at('2030-07-03T00:10:00');
    expect(await settle()).toEqual({ settled: 1, commission: 0 });
    // The instance has ended; its commission still shows and can be exchanged.
    const state = await agentData(g.token);
    expect(state.days.map((d) => [d.day, d.level1Bets, d.commission])).toEqual([['2030-07-02', 0, 0], ['2030-07-01', 60_000, 600]]);
    expect(await call(app, 'agent3Exchange', {}, g.token)).toMatchObject({ errcode: 0, propList: [{ id: ItemId.Coin, count: 600 }] });
  });

  it('refuses without an instance, without a login, and names the field of a bad body', async () => {
    const p = await registerOn(app);
    for (const name of ['agentData', 'agent3Exchange', 'agent4Data', 'agent4Scratch', 'agent4Lottery', 'agent4InviteRows'] as const) {
      expect(await call(app, name, {}, p.token), name).toMatchObject({ errcode: ActivityErrcode.NotFound });
      expect((await call(app, name, {})).msg, name).toBe('Token is required');
    }
    expect(await call(app, 'agent4Award', { id: 1 }, p.token)).toMatchObject({ errcode: ActivityErrcode.NotFound });
    const bad = await callRaw(app, 'agent4InviteRows', { page: 1, pageSize: 0 }, p.token);
    expect(bad.json()).toMatchObject({ code: 400 });
    expect(bad.body).toContain('pageSize');
  });

  it('leaves Agent out of the list while AgentCount runs', async () => {
    await addInstance(app, { type: ActivityType.Agent, title: 'Agent test', rules: 'Agent rules.', sort: 30, settings: AGENT });
    const p = await registerOn(app);
    expect((await activityIds(app, p.token)).activityIds).toEqual([ActivityType.Agent]);
    await addInstance(app, { type: ActivityType.AgentCount, title: 'Count test', rules: 'Count rules.', sort: 31, settings: COUNT });
    expect((await activityIds(app, p.token)).activityIds).toEqual([ActivityType.AgentCount]);
  });
});

describe('AgentCount: scratch cards, lottery and awards', () => {
  beforeEach(() => switchAllOff(app));

  it('earns cards and chances by qualified invitees; concurrent draws and claims give one outcome each; draws verify', async () => {
    at('2030-08-01T10:00:00');
    await addInstance(app, { type: ActivityType.AgentCount, title: 'Count test', rules: 'Count rules.', sort: 31, settings: COUNT });
    at('2030-08-01T10:01:00');
    const inviter = await registerOn(app);
    await qualifiedInvitee(app, inviter, COUNT.qualifyingDeposit);
    await qualifiedInvitee(app, inviter, COUNT.qualifyingDeposit);
    // One without a mobile, one who signs in on the inviter's device: neither counts.
    await registerOn(app, { inviteCode: inviter.user.inviteCode });
    const twin = await qualifiedInvitee(app, inviter, COUNT.qualifyingDeposit);
    const device = newDevice();
    await signInOn(app, inviter, device);
    await signInOn(app, twin, device);

    const state = await countData(inviter.token);
    expect(state).toMatchObject({ inviteCount: 4, qualifiedCount: 2, cards: { earned: 2, scratched: 0, left: 2 }, chances: { earned: 1, used: 0, left: 1 } });
    expect(state.scratchPrizes.map((p) => p.chance)).toEqual([7_500, 2_500]);
    expect(state.awards.map((a) => a.status)).toEqual(['ready', 'locked']);

    const rows = await call(app, 'agent4InviteRows', { page: 1, pageSize: 3 }, inviter.token);
    expect(calls.agent4InviteRows.response.safeParse(rows).success).toBe(true);
    expect(rows).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(rows.rows!.map((r) => r.reason)).toEqual(['sameDevice', 'noMobile', null]);

    const before = await coinOf(inviter.token);
    const scratches = await Promise.all(Array.from({ length: 20 }, () => call(app, 'agent4Scratch', {}, inviter.token)));
    expect(errcodes(scratches)).toEqual([0, 0, ...Array(18).fill(ActivityErrcode.ConditionNotMet)]);
    const won = scratches.filter((s) => s.errcode === 0);
    expect(won.map((s) => s.draw!.ordinal).sort()).toEqual([1, 2]);
    for (const s of won) expect(calls.agent4Scratch.response.safeParse(s).success).toBe(true);
    const lotteries = await Promise.all(Array.from({ length: 20 }, () => call(app, 'agent4Lottery', {}, inviter.token)));
    expect(errcodes(lotteries)).toEqual([0, ...Array(19).fill(ActivityErrcode.ConditionNotMet)]);
    const awards = await Promise.all(Array.from({ length: 20 }, () => call(app, 'agent4Award', { id: 1 }, inviter.token)));
    expect(errcodes(awards)).toEqual([0, ...Array(19).fill(ActivityErrcode.AlreadyClaimed)]);
    expect(await call(app, 'agent4Award', { id: 2 }, inviter.token)).toMatchObject({ errcode: ActivityErrcode.ConditionNotMet });
    expect(await call(app, 'agent4Award', { id: 9 }, inviter.token)).toMatchObject({ errcode: ActivityErrcode.UnknownReward });

    const after = await countData(inviter.token);
    expect(after).toMatchObject({ cards: { earned: 2, scratched: 2, left: 0 }, chances: { used: 1, left: 0 } });
    expect(after.awards.map((a) => a.status)).toEqual(['claimed', 'locked']);
    const coins = [...won, lotteries.find((l) => l.errcode === 0)!].flatMap((s) => s.propList!).filter((p) => p.id === ItemId.Coin).reduce((sum, p) => sum + p.count, 0);
    expect(await coinOf(inviter.token)).toBe(before + coins + 10 * COIN);
    expect(await activityClaims(inviter.user.id)).toHaveLength(4);

    // Each draw verifies once the seed pair is revealed: the server seed hashes to the stored hash and picks the stored index.
    const started = await call(app, 'startGame', { gameId: 1 }, inviter.token);
    const session = new URL(started.launchUrl!, 'http://casino.test').searchParams.get('session');
    const rotated = await call(app, 'houseRotateSeeds', { session });
    expect(rotated.errcode, JSON.stringify(rotated)).toBe(0);
    const serverSeed = rotated.revealed!.serverSeed;
    expect(after.draws).toHaveLength(3);
    for (const d of after.draws) {
      expect(hashServerSeed(serverSeed)).toBe(d.serverSeedHash);
      const [float] = roundFloats({ serverSeed, clientSeed: d.clientSeed }, d.nonce, 1);
      expect(pickWeighted(float!, d.weights)).toBe(d.index);
      expect(d.prize).toEqual((d.kind === 'scratch' ? COUNT.scratchPrizes : COUNT.lotteryPrizes)[d.index]!.items);
    }
  });
});

describe('agent rules (pure)', () => {
  it('computes commission per level, rounded down, under the cap', () => {
    expect(commissionOf(100_000, 40_000, AGENT)).toBe(1_200);
    expect(commissionOf(99, 199, AGENT)).toBe(0);
    expect(commissionOf(1_000_000, 0, { ...AGENT, maxDailyCommission: 5_000 })).toBe(5_000);
    expect(exchangeAmount(499, 500)).toBe('belowMinimum');
    expect(exchangeAmount(500, 500)).toBe(500);
    const end = new Date('2030-01-02T00:00:00Z');
    expect(exchangeScheduleAt({ endsAt: end }, new Date('2030-01-03T00:00:00Z')).getTime()).toBe(end.getTime() - 1);
    expect(lastSettleableDay(ph('2030-01-02T00:09:59'))).toBe('2029-12-31');
    expect(lastSettleableDay(ph('2030-01-02T00:10:00'))).toBe('2030-01-01');
  });

  it('leaves out an agent\'s own accounts at both levels', () => {
    const ok = { sharesDeviceWithInviter: false, linked: false, status: 'active' };
    expect(directExclusion(ok)).toBeNull();
    expect(directExclusion({ ...ok, sharesDeviceWithInviter: true })).toBe('sameDevice');
    expect(directExclusion({ ...ok, linked: true })).toBe('linked');
    expect(directExclusion({ ...ok, status: 'banned' })).toBe('inactive');
    expect(secondLevelExclusion(ok, true, ok)).toBe('sameDevice');
    expect(secondLevelExclusion(ok, false, { ...ok, linked: true })).toBe('upline');
    expect(secondLevelExclusion(ok, false, ok)).toBeNull();
  });

  it('counts cards, chances and award tiers', () => {
    expect(allowance(5, 2, 1)).toEqual({ earned: 2, used: 1, left: 1 });
    expect(chances([{ items: [], weight: 1 }, { items: [], weight: 2 }])).toEqual([3_333, 6_666]);
    expect(awardRefusal(COUNT, 1, 1, null)).toBe('conditionNotMet');
    expect(awardRefusal(COUNT, 1, 2, { awards: [1] })).toBe('alreadyClaimed');
    expect(awardRefusal(COUNT, 3, 9, null)).toBe('unknownReward');
    expect(awardRefusal(COUNT, 2, 5, { awards: [1] })).toBeNull();
  });
});
