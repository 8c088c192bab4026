import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_RECHARGE_TASK_ID, HouseGame, ItemId, OtpPurpose, TaskErrcode, TaskType, calls } from '@casino/contract';
import type { TaskEntry } from '@casino/contract';
import { nextPhilippineMidnight } from '../src/modules/tasks/philippine-day.ts';
import { buildTestApp, call, callRaw, encryptPassword, lastSmsCode, registerPlayer, strongPassword, uniquePhone } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { bind, buildPaymentsApp, coinOf, drainCallbacks, expectBooksClean, payOnPage, recharge, refOf } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/**
 * Tasks over HTTP on the real modules: progress from real logins, registrations, phone
 * bindings, deposits, house-game rounds, points exchanges and visits; awards through the
 * rewards module; daily tasks starting again at midnight Philippine time.
 */

const SIGN_UP_COINS = 100_000;
const id = (type: number) => 100 + type;
const MINUTE = 60_000;

let t: PaymentsTestApp;
let app: TestApp;

beforeAll(async () => {
  t = await buildPaymentsApp({ app: { userRegisterCoin: SIGN_UP_COINS } });
  app = t.app;
});
afterAll(() => t.dispose());

async function taskUser(token: string) {
  const res = await call(app, 'getTaskUser', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  expect(calls.getTaskUser.response.safeParse(res).success).toBe(true);
  return {
    ...res,
    achieve: JSON.parse(res.achieveData as string) as Record<string, number>,
    progress: JSON.parse(res.taskData as string) as Record<string, number>,
    tasks: res.tasks as TaskEntry[],
  };
}

async function task(token: string, taskId: number): Promise<TaskEntry> {
  const found = (await taskUser(token)).tasks.find((entry) => entry.id === taskId);
  if (!found) throw new Error(`no task ${taskId}`);
  return found;
}

/** Catches the progress consumer up with every transfer committed so far (a second run starts after the first, whichever was going). */
async function catchUp(): Promise<void> {
  await app.jobs.runOnce('tasks.progress');
  await app.jobs.runOnce('tasks.progress');
}

/** One round of a house game through startGame and the house API. */
async function playRound(token: string, gameId: number): Promise<void> {
  const started = await call(app, 'startGame', { gameId }, token);
  expect(started.errcode, JSON.stringify(started)).toBe(0);
  const session = new URL(started.launchUrl!, 'http://casino.test').searchParams.get('session')!;
  const choice = gameId === HouseGame.Dice ? { kind: 'dice' as const, target: 5000, direction: 'under' as const } : { kind: 'spin' as const };
  const res = await call(app, 'housePlay', { session, requestId: `req-${randomBytes(8).toString('hex')}`, bet: 100, choice });
  expect(res.errcode, JSON.stringify(res)).toBe(0);
}

/** A deposit paid on the sandbox's page and credited by its callback. */
async function deposit(token: string, amount: number): Promise<void> {
  const order = await recharge(app, token, amount);
  expect((await payOnPage(app, refOf(order.payUrl as string))).statusCode).toBe(303);
  await drainCallbacks(app);
}

const receive = (token: string, taskId: number) => call(app, 'receiveTaskAward', { taskId }, token);
const redDots = async (token: string) => (await call(app, 'getRedDots', {}, token)).hasTask;

describe('the task list', () => {
  it('offers one task per §9 type with id 100 + type, as §3 task user', async () => {
    const player = await registerPlayer(app);
    const user = await taskUser(player.token);
    expect(user.tasks.map((entry) => entry.type).sort((a, b) => a - b)).toEqual(Object.values(TaskType).sort((a, b) => a - b));
    for (const entry of user.tasks) expect(entry.id).toBe(id(entry.type));
    // Registering logged the player in: today's Login task is done, nothing else.
    expect(user.achieve).toEqual(Object.fromEntries(user.tasks.map((entry) => [String(entry.id), entry.type === TaskType.Login ? 1 : 0])));
    expect(user.progress[String(FIRST_RECHARGE_TASK_ID)]).toBe(0);
    expect(user).toMatchObject({ achieveNum: 1, canReceiveTaskAward: true });
    const tiger = user.tasks.find((entry) => entry.type === TaskType.PlayTiger)!;
    expect(tiger).toMatchObject({ gameId: HouseGame.LuckyTiger, daily: true, target: 1, progress: 0, status: 'open', url: null });
    expect(tiger.resetAt).toBe(nextPhilippineMidnight(app.clock.now()).getTime());
    const follow = user.tasks.find((entry) => entry.type === TaskType.FollowFacebook)!;
    expect(follow).toMatchObject({ daily: false, resetAt: null, gameId: null, url: expect.stringMatching(/^https:\/\//) });
  });

  it('needs a login (401) and refuses bad input with 400 naming the field', async () => {
    expect(await call(app, 'getTaskUser', {})).toMatchObject({ code: 401 });
    const { token } = await registerPlayer(app);
    for (const body of [{}, { taskId: 'x' }, { taskId: -1 }, { taskId: 1.5 }, { taskId: 2 ** 31 }]) {
      for (const name of ['receiveTaskAward', 'taskVisit'] as const) {
        const res = await call(app, name, body, token);
        expect(res, `${name} ${JSON.stringify(body)}`).toMatchObject({ code: 400, errcode: 400, msg: expect.stringMatching(/^taskId: /) });
      }
    }
    const raw = await callRaw(app, 'receiveTaskAward', '{"taskId": ', token);
    expect(raw.statusCode).toBeLessThan(500);
  });
});

describe('progress from real events', () => {
  it('Login: a login counts in its Philippine day', async () => {
    const player = await registerPlayer(app);
    expect((await task(player.token, id(TaskType.Login))).status).toBe('completed');
    // The next Philippine day: to do again, until the player logs in.
    app.clock.set(new Date(nextPhilippineMidnight(app.clock.now()).getTime() + MINUTE));
    expect(await task(player.token, id(TaskType.Login))).toMatchObject({ status: 'open', progress: 0 });
    const login = await call(app, 'accountLogin', { account: player.account, password: await encryptPassword(app, player.password) });
    expect(login.errcode).toBe(0);
    expect(await task(player.token, id(TaskType.Login))).toMatchObject({ status: 'completed', progress: 1 });
  });

  it('Bind: binding a phone by OTP', async () => {
    const player = await registerPlayer(app);
    expect((await task(player.token, id(TaskType.Bind))).status).toBe('open');
    const phone = uniquePhone();
    expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone })).errcode).toBe(0);
    const bound = await call(app, 'bindAccount', { mobile: phone, code: await lastSmsCode(app, phone) }, player.token);
    expect(bound.errcode, JSON.stringify(bound)).toBe(0);
    expect(await task(player.token, id(TaskType.Bind))).toMatchObject({ status: 'completed', progress: 1, daily: false });
  });

  it('PlayTiger and PlayGame: real Lucky Tiger and dice rounds through the house API', async () => {
    const player = await registerPlayer(app);
    await playRound(player.token, HouseGame.Dice);
    await catchUp();
    expect(await task(player.token, id(TaskType.PlayTiger))).toMatchObject({ status: 'open', progress: 0 });
    expect(await task(player.token, id(TaskType.PlayGame))).toMatchObject({ status: 'open', progress: 1 });

    await playRound(player.token, HouseGame.LuckyTiger);
    await catchUp();
    expect(await task(player.token, id(TaskType.PlayTiger))).toMatchObject({ status: 'completed', progress: 1 });
    expect(await task(player.token, id(TaskType.PlayGame))).toMatchObject({ status: 'open', progress: 2 });

    for (let round = 0; round < 9; round++) await playRound(player.token, round % 2 ? HouseGame.Dice : HouseGame.LuckyTiger);
    await catchUp();
    // Capped at the target, and completed.
    expect(await task(player.token, id(TaskType.PlayGame))).toMatchObject({ status: 'completed', progress: 10, target: 10 });
    await expectBooksClean(app);
  });

  it('FirstPay and TodayPay: credited deposits; key 105 of taskData is 1 once the first recharge is done', async () => {
    const player = await registerPlayer(app);
    await bind(app, player.token);
    await deposit(player.token, 20_000);
    let user = await taskUser(player.token);
    expect(user.progress[String(FIRST_RECHARGE_TASK_ID)]).toBe(1);
    expect(user.achieve[String(FIRST_RECHARGE_TASK_ID)]).toBe(1);
    expect(user.tasks.find((entry) => entry.id === id(TaskType.TodayPay))).toMatchObject({ status: 'open', progress: 20_000, target: 50_000 });

    await deposit(player.token, 40_000);
    user = await taskUser(player.token);
    expect(user.tasks.find((entry) => entry.id === id(TaskType.TodayPay))).toMatchObject({ status: 'completed', progress: 50_000 });
    expect(user.progress[String(FIRST_RECHARGE_TASK_ID)]).toBe(1);
    await expectBooksClean(app);
  });

  it('Shop: a points exchange', async () => {
    const player = await registerPlayer(app);
    // Points to spend, granted the one way anything is granted.
    await app.db.transaction((tx) => app.face('rewards').grant(tx, {
      playerId: player.user.id, items: [{ id: ItemId.Points, count: 10_000 }], key: `test-points:${player.user.id}`,
      source: 'operator', sourceRef: 'test', title: 'Points for the shop',
    }));
    expect((await task(player.token, id(TaskType.Shop))).status).toBe('open');
    const exchanged = await call(app, 'lotteryExchange', { amount: 10_000, requestId: `req-${randomBytes(8).toString('hex')}` }, player.token);
    expect(exchanged.errcode, JSON.stringify(exchanged)).toBe(0);
    await catchUp();
    expect(await task(player.token, id(TaskType.Shop))).toMatchObject({ status: 'completed', progress: 1 });
    await expectBooksClean(app);
  });

  it('follow and share: taskVisit records the visit through the app, which completes the task', async () => {
    const player = await registerPlayer(app);
    const follow = await call(app, 'taskVisit', { taskId: id(TaskType.FollowFacebook) }, player.token);
    expect(follow).toMatchObject({ errcode: 0, task: { id: id(TaskType.FollowFacebook), status: 'completed', progress: 1 } });
    const share = await call(app, 'taskVisit', { taskId: id(TaskType.ShareTwitter) }, player.token);
    expect(share).toMatchObject({ errcode: 0, task: { status: 'completed', daily: true } });
    // A second visit changes nothing.
    expect(await call(app, 'taskVisit', { taskId: id(TaskType.FollowFacebook) }, player.token)).toMatchObject({ errcode: 0, task: { status: 'completed', progress: 1 } });
    // Only follow and share tasks are completed by a visit; unknown and switched-off tasks are refused.
    expect((await call(app, 'taskVisit', { taskId: id(TaskType.PlayTiger) }, player.token)).errcode).toBe(TaskErrcode.NotVisitable);
    expect((await call(app, 'taskVisit', { taskId: 999 }, player.token)).errcode).toBe(TaskErrcode.UnknownTask);
    await app.db.query('UPDATE task_definitions SET enabled = false WHERE id = $1', [id(TaskType.FollowWhatsapp)]);
    try {
      expect((await call(app, 'taskVisit', { taskId: id(TaskType.FollowWhatsapp) }, player.token)).errcode).toBe(TaskErrcode.UnknownTask);
      expect((await taskUser(player.token)).tasks.some((entry) => entry.id === id(TaskType.FollowWhatsapp))).toBe(false);
    } finally {
      await app.db.query('UPDATE task_definitions SET enabled = true WHERE id = $1', [id(TaskType.FollowWhatsapp)]);
    }
  });

  it('a phone registration counts as a login and a bound phone', async () => {
    const phoneApp = await buildTestApp({ site: { registerType: 'phoneNoOtp' } });
    try {
      const phone = uniquePhone();
      const res = await call(phoneApp, 'accountRegist', { declaration: true, account: phone, password: await encryptPassword(phoneApp, strongPassword()), type: 0 });
      expect(res.errcode, JSON.stringify(res)).toBe(0);
      const tasks = (await call(phoneApp, 'getTaskUser', {}, res.token as string)).tasks!;
      expect(tasks.find((entry) => entry.type === TaskType.Bind)?.status).toBe('completed');
      expect(tasks.find((entry) => entry.type === TaskType.Login)?.status).toBe('completed');
    } finally {
      await phoneApp.dispose();
    }
  });
});

describe('receiving an award', () => {
  it('grants a completed task once, answers the balances, and records the claim', async () => {
    const player = await registerPlayer(app);
    const taskId = id(TaskType.FollowTelegram);
    expect((await receive(player.token, taskId)).errcode).toBe(TaskErrcode.NotCompleted);
    expect((await call(app, 'taskVisit', { taskId }, player.token)).errcode).toBe(0);
    const before = await coinOf(app, player.token);
    const award = (await task(player.token, taskId)).items.find((item) => item.id === ItemId.Coin)!.count;

    const res = await receive(player.token, taskId);
    expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0, taskId, coin: before + award, items: [{ id: ItemId.Coin, count: award }] });
    expect(calls.receiveTaskAward.response.safeParse(res).success).toBe(true);
    const balances = await call(app, 'refreshData', {}, player.token);
    for (const field of ['coin', 'lottery', 'vip', 'vipExp', 'userLevel', 'bet'] as const) expect(res[field]).toBe(balances[field]);
    const claim = await call(app, 'getRewardClaim', { id: res.claimId! }, player.token);
    expect(claim.claim).toMatchObject({ source: 'task', sourceRef: `${taskId}:once`, coin: award });

    expect((await receive(player.token, taskId)).errcode).toBe(TaskErrcode.AlreadyReceived);
    expect(await coinOf(app, player.token)).toBe(before + award);
    const user = await taskUser(player.token);
    expect(user.achieve[String(taskId)]).toBe(2);
    expect(user.tasks.find((entry) => entry.id === taskId)?.status).toBe('received');
    expect((await receive(player.token, 999)).errcode).toBe(TaskErrcode.UnknownTask);
    await expectBooksClean(app);
  });

  it('50 concurrent identical claims move the coins exactly once', async () => {
    const player = await registerPlayer(app);
    const taskId = id(TaskType.FollowInstagram);
    expect((await call(app, 'taskVisit', { taskId }, player.token)).errcode).toBe(0);
    const before = await coinOf(app, player.token);
    const award = (await task(player.token, taskId)).items[0]!.count;
    const { rows: [transfersBefore] } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers');

    const answers = await Promise.all(Array.from({ length: 50 }, () => receive(player.token, taskId)));
    const errcodes = answers.map((a) => a.errcode);
    expect(errcodes.filter((code) => code === 0)).toHaveLength(1);
    expect(errcodes.filter((code) => code === TaskErrcode.AlreadyReceived)).toHaveLength(49);

    expect(await coinOf(app, player.token)).toBe(before + award);
    const { rows: [transfersAfter] } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers');
    expect(transfersAfter!.n - transfersBefore!.n).toBe(1);
    const { rows: claims } = await app.db.query('SELECT 1 FROM reward_claims WHERE claim_key = $1', [`task:${player.user.id}:${taskId}:once`]);
    expect(claims).toHaveLength(1);
    await expectBooksClean(app);
  });

  it("one feed batch of several players' rounds counts each player's own rounds, each in its own day", async () => {
    const players = [await registerPlayer(app), await registerPlayer(app), await registerPlayer(app)];
    const midnight = nextPhilippineMidnight(app.clock.now()).getTime();
    app.clock.set(new Date(midnight - MINUTE));
    for (const [index, player] of players.entries()) {
      for (let round = 0; round <= index; round++) await playRound(player.token, HouseGame.Dice);
    }
    await playRound(players[0]!.token, HouseGame.LuckyTiger);
    app.clock.set(new Date(midnight + MINUTE));
    await playRound(players[0]!.token, HouseGame.LuckyTiger);
    await playRound(players[2]!.token, HouseGame.Dice);
    // One run of the consumer takes every round above in one batch.
    await catchUp();
    const progressOf = async (player: RegisteredPlayer, type: number) => {
      const { rows } = await app.db.query<{ period: string; progress: string }>(
        'SELECT period, progress FROM task_progress WHERE player_id = $1 AND task_id = $2 ORDER BY period', [player.user.id, id(type)]);
      return rows.map((r) => [r.period, Number(r.progress)]);
    };
    const [yesterday, today] = [midnight - MINUTE, midnight + MINUTE].map((at) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10));
    expect(await progressOf(players[0]!, TaskType.PlayTiger)).toEqual([[yesterday, 1], [today, 1]]);
    expect(await progressOf(players[1]!, TaskType.PlayTiger)).toEqual([]);
    const playGame = await Promise.all(players.map((player) => progressOf(player, TaskType.PlayGame)));
    expect(playGame).toEqual([[[yesterday, 2], [today, 1]], [[yesterday, 2]], [[yesterday, 3], [today, 1]]]);
    expect(await task(players[0]!.token, id(TaskType.PlayTiger))).toMatchObject({ status: 'completed', progress: 1 });
    await expectBooksClean(app);
  });

  it("never mixes players: another player's progress is neither shown nor received", async () => {
    const [alice, bob] = [await registerPlayer(app), await registerPlayer(app)];
    const taskId = id(TaskType.ShareFacebook);
    expect((await call(app, 'taskVisit', { taskId }, alice.token)).errcode).toBe(0);
    await playRound(alice.token, HouseGame.LuckyTiger);
    await catchUp();
    const bobs = await taskUser(bob.token);
    expect(bobs.tasks.find((entry) => entry.id === taskId)?.status).toBe('open');
    expect(bobs.tasks.find((entry) => entry.id === id(TaskType.PlayTiger))?.status).toBe('open');
    const bobCoins = await coinOf(app, bob.token);
    expect((await receive(bob.token, taskId)).errcode).toBe(TaskErrcode.NotCompleted);
    expect(await coinOf(app, bob.token)).toBe(bobCoins);
    expect((await receive(alice.token, taskId)).errcode).toBe(0);
    expect((await task(bob.token, taskId)).status).toBe('open');
    expect((await task(alice.token, taskId)).status).toBe('received');
  });
});

describe('daily tasks and the red dot', () => {
  it('count in the Philippine day the event happened and start again at Philippine midnight', async () => {
    const player: RegisteredPlayer = await registerPlayer(app);
    const midnight = nextPhilippineMidnight(app.clock.now()).getTime();
    // 23:59 Philippine time (15:59 UTC): a Lucky Tiger round.
    app.clock.set(new Date(midnight - MINUTE));
    await playRound(player.token, HouseGame.LuckyTiger);
    // Counted after midnight, still in the day it was played.
    app.clock.set(new Date(midnight + MINUTE));
    await catchUp();
    expect(await task(player.token, id(TaskType.PlayTiger))).toMatchObject({ status: 'open', progress: 0, resetAt: midnight + 86_400_000 });
    const { rows } = await app.db.query<{ period: string; completed: boolean }>(
      'SELECT period, completed_at IS NOT NULL AS completed FROM task_progress WHERE player_id = $1 AND task_id = $2', [player.user.id, id(TaskType.PlayTiger)]);
    expect(rows).toEqual([{ period: new Date(midnight - MINUTE + 8 * 3_600_000).toISOString().slice(0, 10), completed: true }]);
    // Yesterday's award cannot be received today.
    expect((await receive(player.token, id(TaskType.PlayTiger))).errcode).toBe(TaskErrcode.NotCompleted);

    // Today's round completes today's task; one second before the next midnight it is still today's.
    await playRound(player.token, HouseGame.LuckyTiger);
    await catchUp();
    expect((await task(player.token, id(TaskType.PlayTiger))).status).toBe('completed');
    expect((await receive(player.token, id(TaskType.PlayTiger))).errcode).toBe(0);
    app.clock.set(new Date(midnight + 86_400_000 - 1_000));
    expect((await task(player.token, id(TaskType.PlayTiger))).status).toBe('received');
    app.clock.set(new Date(midnight + 86_400_000));
    expect(await task(player.token, id(TaskType.PlayTiger))).toMatchObject({ status: 'open', progress: 0 });
    await expectBooksClean(app);
  });

  it('hasTask is on while a completed task waits for its award, and off once received', async () => {
    const player = await registerPlayer(app);
    // Registration completed today's Login task.
    expect(await redDots(player.token)).toBe(true);
    expect((await receive(player.token, id(TaskType.Login))).errcode).toBe(0);
    expect(await redDots(player.token)).toBe(false);
    expect((await taskUser(player.token)).canReceiveTaskAward).toBe(false);
    expect((await call(app, 'taskVisit', { taskId: id(TaskType.ShareTelegram) }, player.token)).errcode).toBe(0);
    expect(await redDots(player.token)).toBe(true);
    // Another player's waiting award does not light this player's dot.
    const other = await registerPlayer(app);
    expect((await receive(player.token, id(TaskType.ShareTelegram))).errcode).toBe(0);
    expect(await redDots(player.token)).toBe(false);
    expect(await redDots(other.token)).toBe(true);
    // A completed daily task not received goes out with its day, and the dot with it.
    app.clock.set(nextPhilippineMidnight(app.clock.now()));
    expect(await redDots(other.token)).toBe(false);
  });
});
