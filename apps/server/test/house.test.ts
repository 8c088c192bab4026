import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HouseErrcode, HouseGame } from '@casino/contract';
import type { HouseAction, HouseChoice, HouseRound } from '@casino/contract';
import {
  cashOutMines, dealJacksOrBetter, drawJacksOrBetter, FairRandom, playCrash, playDice, playDragonWays, playFortuneGems,
  playGoldenFreeSpins, playLuckyTiger, revealTile, shootFish, startMines, verifyServerSeed,
} from '@casino/games';
import type { MinesRound } from '@casino/games';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { buildTestApp, call, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';

/**
 * The house games end to end over HTTP: startGame opens the session, the house calls play
 * rounds, and every coin moves through the real seamless-wallet gateway and ledger.
 */

const SIGN_UP_COINS = 100_000;
const requestId = () => `req-${randomBytes(8).toString('hex')}`;

/** Everything a player sees of a round, recomputed from the revealed seeds with @casino/games. */
function recompute(round: HouseRound): Record<string, unknown> {
  if (round.serverSeed === null) throw new Error(`round ${round.roundId} is not revealed`);
  const rng = new FairRandom({ serverSeed: round.serverSeed, clientSeed: round.clientSeed }, round.nonce);
  const choice = round.choice;
  const actions: HouseAction[] = round.actions;
  let outcome: object;
  switch (round.gameCode) {
    case 'lucky-tiger': outcome = playLuckyTiger(round.bet, rng); break;
    case 'fortune-gems': outcome = playFortuneGems(round.bet, rng); break;
    case 'dragon-ways': outcome = playDragonWays(round.bet, rng); break;
    case 'golden-free-spins': outcome = playGoldenFreeSpins(round.bet, rng); break;
    case 'crash': outcome = playCrash(round.bet, rng, choice as { cashOutAt: number }); break;
    case 'dice': outcome = playDice(round.bet, rng, choice as { target: number; direction: 'under' | 'over' }); break;
    case 'ocean-hunter': outcome = shootFish(round.bet, rng, (choice as { fish: string }).fish); break;
    case 'jacks-or-better': {
      const draw = actions[0];
      if (draw?.kind !== 'draw') throw new Error('a closed poker round has a draw');
      outcome = drawJacksOrBetter(dealJacksOrBetter(round.bet, rng), draw.held);
      break;
    }
    case 'mines': {
      let board: MinesRound = startMines(round.bet, (choice as { mineCount: number }).mineCount, rng);
      for (const action of actions) board = action.kind === 'reveal' ? revealTile(board, action.tile) : cashOutMines(board);
      outcome = board;
      break;
    }
    default: throw new Error(`no recomputation for ${round.gameCode}`);
  }
  return JSON.parse(JSON.stringify(outcome)) as Record<string, unknown>;
}

describe('house games over HTTP', () => {
  let app: TestApp;
  let player: RegisteredPlayer;

  beforeAll(async () => {
    app = await buildTestApp({ userRegisterCoin: SIGN_UP_COINS });
    player = await registerPlayer(app);
  });
  afterAll(() => app.dispose());

  /** startGame as the lobby does it; the session token comes from the launch URL. */
  async function launch(gameId: number, who: RegisteredPlayer = player): Promise<string> {
    const res = await call(app, 'startGame', { gameId }, who.token);
    expect(res.errcode, JSON.stringify(res)).toBe(0);
    const url = new URL(res.launchUrl!, 'http://casino.test');
    const session = url.searchParams.get('session');
    if (!session) throw new Error(`no session in ${res.launchUrl}`);
    return session;
  }

  async function play(session: string, bet: number, choice: HouseChoice, id = requestId()) {
    const res = await call(app, 'housePlay', { session, requestId: id, bet, choice });
    expect(res.errcode, JSON.stringify(res)).toBe(0);
    return { round: res.round!, balance: res.balance!, requestId: id };
  }

  async function act(session: string, roundId: string, action: HouseAction) {
    const res = await call(app, 'houseAct', { session, requestId: requestId(), roundId, action });
    expect(res.errcode, JSON.stringify(res)).toBe(0);
    return { round: res.round!, balance: res.balance! };
  }

  const balanceOf = async (who: RegisteredPlayer = player): Promise<number> => (await call(app, 'getWallet', {}, who.token)).coin!;
  const booksAreClean = async () => expect((await checkBooks(app.db)).breaches).toEqual([]);

  it('launches Lucky Tiger into /house/lucky-tiger with a session, and houseInit describes it', async () => {
    const res = await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, player.token);
    expect(res.launchUrl).toMatch(/^\/house\/lucky-tiger\?session=[A-Za-z0-9_-]{16,}$/);
    const session = await launch(HouseGame.LuckyTiger);
    const init = await call(app, 'houseInit', { session });
    expect(init).toMatchObject({
      code: 200, errcode: 0,
      game: { id: 1, code: 'lucky-tiger', name: 'Lucky Tiger', category: 1, targetRtp: 0.96, volatility: 'medium' },
      balance: SIGN_UP_COINS, betOptions: [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000], defaultBet: 100,
      seeds: { serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), clientSeed: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), nextNonce: 0 },
      openRound: null,
    });
  });

  it('spins for exactly -bet + payout; a retry returns the same round and moves nothing', async () => {
    const session = await launch(HouseGame.LuckyTiger);
    const before = await balanceOf();
    const { round, balance, requestId: id } = await play(session, 500, { kind: 'spin' });
    expect(round).toMatchObject({ gameId: 1, gameCode: 'lucky-tiger', bet: 500, status: 'closed', choice: { kind: 'spin' }, actions: [], serverSeed: null });
    expect(round.outcome).toMatchObject({ window: expect.any(Array), stops: expect.any(Array), payout: round.payout });
    expect(balance).toBe(before - 500 + round.payout);
    expect(await balanceOf()).toBe(balance);
    await booksAreClean();

    const again = await call(app, 'housePlay', { session, requestId: id, bet: 500, choice: { kind: 'spin' } });
    expect(again.round).toEqual(round);
    expect(again.balance).toBe(balance);
    expect(await balanceOf()).toBe(balance);

    const reused = await call(app, 'housePlay', { session, requestId: id, bet: 1_000, choice: { kind: 'spin' } });
    expect(reused).toMatchObject({ code: 200, errcode: HouseErrcode.RequestIdReused });
    expect(await balanceOf()).toBe(balance);
    await booksAreClean();
  });

  it('refuses a bet outside the options (1122) and a choice of another game (1123), moving nothing', async () => {
    const session = await launch(HouseGame.LuckyTiger);
    const before = await balanceOf();
    const badBet = await call(app, 'housePlay', { session, requestId: requestId(), bet: 15, choice: { kind: 'spin' } });
    expect(badBet).toMatchObject({ errcode: HouseErrcode.BetInvalid, msg: expect.stringMatching(/^bet: /) });
    const badChoice = await call(app, 'housePlay', { session, requestId: requestId(), bet: 100, choice: { kind: 'dice', target: 5000, direction: 'under' } });
    expect(badChoice).toMatchObject({ errcode: HouseErrcode.ChoiceInvalid, msg: expect.stringMatching(/^choice\.kind: /) });
    const dice = await launch(HouseGame.Dice);
    const outOfBounds = await call(app, 'housePlay', { session: dice, requestId: requestId(), bet: 100, choice: { kind: 'dice', target: 9990, direction: 'under' } });
    expect(outOfBounds).toMatchObject({ errcode: HouseErrcode.ChoiceInvalid, msg: expect.stringMatching(/^choice\.target: /) });
    const fish = await launch(HouseGame.OceanHunter);
    const unknownFish = await call(app, 'housePlay', { session: fish, requestId: requestId(), bet: 100, choice: { kind: 'shot', fish: 'goldfish' } });
    expect(unknownFish).toMatchObject({ errcode: HouseErrcode.ChoiceInvalid, msg: expect.stringMatching(/^choice\.fish: /) });
    expect(await balanceOf()).toBe(before);
  });

  it('refuses a bet above the balance with 1125 and the balance, and the same requestId plays once funds allow', async () => {
    const poor = await registerPlayer(app);
    const moved = await call(app, 'safeboxDeposit', { amount: SIGN_UP_COINS - 50, requestId: requestId() }, poor.token);
    expect(moved.errcode).toBe(0);
    const session = await launch(HouseGame.Dice, poor);
    const id = requestId();
    const choice: HouseChoice = { kind: 'dice', target: 5000, direction: 'under' };
    const refused = await call(app, 'housePlay', { session, requestId: id, bet: 100, choice });
    expect(refused).toMatchObject({ code: 200, errcode: HouseErrcode.InsufficientBalance, balance: 50 });
    expect(await balanceOf(poor)).toBe(50);
    const small = await call(app, 'housePlay', { session, requestId: id, bet: 50, choice });
    expect(small).toMatchObject({ errcode: 0, round: { bet: 50 } });
    // The refused bet left no round to show.
    expect((await call(app, 'houseRounds', { session })).list).toEqual([small.round]);
    await booksAreClean();
  });

  it('deals video poker, keeps the draw pile secret, and pays the draw', async () => {
    const session = await launch(HouseGame.JacksOrBetter);
    const before = await balanceOf();
    const deal = await play(session, 200, { kind: 'poker' });
    expect(deal.round).toMatchObject({ status: 'open', payout: 0, settledAt: null, outcome: { bet: 200, dealt: expect.any(Array) } });
    expect(Object.keys(deal.round.outcome).sort()).toEqual(['bet', 'dealt']);
    expect(deal.balance).toBe(before - 200);
    expect((await call(app, 'houseInit', { session })).openRound).toEqual(deal.round);
    expect(await call(app, 'housePlay', { session, requestId: requestId(), bet: 200, choice: { kind: 'poker' } }))
      .toMatchObject({ errcode: HouseErrcode.RoundAlreadyOpen });
    expect(await call(app, 'houseAct', { session, requestId: requestId(), roundId: deal.round.roundId, action: { kind: 'cashout' } }))
      .toMatchObject({ errcode: HouseErrcode.ChoiceInvalid, msg: expect.stringMatching(/^action\.kind: /) });

    const held = [true, true, false, false, true];
    const drawn = await act(session, deal.round.roundId, { kind: 'draw', held });
    expect(drawn.round).toMatchObject({ status: 'closed', actions: [{ kind: 'draw', held }], outcome: { dealt: deal.round.outcome.dealt, held, final: expect.any(Array), rank: expect.any(String) } });
    expect(drawn.balance).toBe(before - 200 + drawn.round.payout);
    expect(await call(app, 'houseAct', { session, requestId: requestId(), roundId: deal.round.roundId, action: { kind: 'draw', held } }))
      .toMatchObject({ errcode: HouseErrcode.RoundNotOpen });
    expect((await call(app, 'houseInit', { session })).openRound).toBeNull();
    await booksAreClean();
  });

  it('resumes an open round in a new session after the old one was closed', async () => {
    const who = await registerPlayer(app);
    const first = await launch(HouseGame.JacksOrBetter, who);
    const deal = await play(first, 500, { kind: 'poker' });
    expect((await call(app, 'exitGame', {}, who.token)).errcode).toBe(0);
    expect(await call(app, 'houseAct', { session: first, requestId: requestId(), roundId: deal.round.roundId, action: { kind: 'draw', held: [true, true, true, true, true] } }))
      .toMatchObject({ errcode: HouseErrcode.SessionInvalid });

    const second = await launch(HouseGame.JacksOrBetter, who);
    expect((await call(app, 'houseInit', { session: second })).openRound).toEqual(deal.round);
    const drawn = await act(second, deal.round.roundId, { kind: 'draw', held: [true, true, true, true, true] });
    expect(drawn.round.outcome).toMatchObject({ final: deal.round.outcome.dealt });
    expect(drawn.balance).toBe(SIGN_UP_COINS - 500 + drawn.round.payout);
    await booksAreClean();
  });

  it('plays mines boards to a cash-out and to a mine', async () => {
    const session = await launch(HouseGame.Mines);
    // Where the mines are is known only once a board is over, so boards of 12 mines are played
    // (tile 0 first) until both endings have been seen.
    const seen = { cashedOut: false, lost: false };
    for (let board = 0; board < 40 && !(seen.cashedOut && seen.lost); board++) {
      const before = await balanceOf();
      const start = await play(session, 100, { kind: 'mines', mineCount: 12 });
      expect(start.round.outcome).toEqual({ bet: 100, mineCount: 12, revealed: [], status: 'playing', payout: 0 });
      expect(await call(app, 'houseAct', { session, requestId: requestId(), roundId: start.round.roundId, action: { kind: 'cashout' } }))
        .toMatchObject({ errcode: HouseErrcode.ChoiceInvalid, msg: 'action: reveal at least one tile before cashing out' });
      const { round } = await act(session, start.round.roundId, { kind: 'reveal', tile: 0 });
      if (round.status === 'closed') {
        expect(round).toMatchObject({ payout: 0, outcome: { status: 'lost', revealed: [0], payout: 0 } });
        expect(round.outcome.mines).toHaveLength(12);
        expect(round.outcome.mines).toContain(0);
        expect(await balanceOf()).toBe(before - 100);
        seen.lost = true;
        continue;
      }
      expect(round.outcome).toEqual({ bet: 100, mineCount: 12, revealed: [0], status: 'playing', payout: 0 });
      expect(await call(app, 'houseAct', { session, requestId: requestId(), roundId: round.roundId, action: { kind: 'reveal', tile: 0 } }))
        .toMatchObject({ errcode: HouseErrcode.ChoiceInvalid, msg: 'action.tile: tile 0 is already revealed' });
      const cashed = await act(session, round.roundId, { kind: 'cashout' });
      expect(cashed.round).toMatchObject({ status: 'closed', actions: [{ kind: 'reveal', tile: 0 }, { kind: 'cashout' }], outcome: { status: 'cashed-out' } });
      expect(cashed.round.outcome.mines).not.toContain(0);
      expect(cashed.round.payout).toBe(190); // 0.99 x 25/13 of 100, rounded down
      expect(cashed.balance).toBe(before - 100 + 190);
      seen.cashedOut = true;
    }
    expect(seen).toEqual({ cashedOut: true, lost: true });
    await booksAreClean();
  });

  it('settles crash, dice and fish shots in one step each', async () => {
    const games: Array<[number, HouseChoice, string[]]> = [
      [HouseGame.Crash, { kind: 'crash', cashOutAt: 150 }, ['crashPoint', 'cashOutAt', 'cashedOut', 'payout']],
      [HouseGame.Dice, { kind: 'dice', target: 4950, direction: 'over' }, ['roll', 'target', 'direction', 'winningRolls', 'won', 'payout']],
      [HouseGame.OceanHunter, { kind: 'shot', fish: 'clownfish' }, ['fish', 'multiplier', 'killChance', 'killed', 'payout']],
      [HouseGame.FortuneGems, { kind: 'spin' }, ['stops', 'window', 'multiplierStop', 'multiplier', 'payout']],
      [HouseGame.DragonWays, { kind: 'spin' }, ['stops', 'window', 'wins', 'units', 'payout']],
      [HouseGame.GoldenFreeSpins, { kind: 'spin' }, ['base', 'freeSpins', 'units', 'payout']],
    ];
    for (const [gameId, choice, keys] of games) {
      const session = await launch(gameId);
      for (let shot = 0; shot < 3; shot++) {
        const before = await balanceOf();
        const { round, balance } = await play(session, 1_000, choice);
        expect(round).toMatchObject({ gameId, status: 'closed', choice });
        for (const key of keys) expect(round.outcome, `${round.gameCode} ${key}`).toHaveProperty(key);
        expect(round.outcome.payout).toBe(round.payout);
        expect(balance).toBe(before - 1_000 + round.payout);
      }
      const listed = await call(app, 'houseRounds', { session, limit: 2 });
      expect(listed.list).toHaveLength(2);
      expect(listed.list!.every((r) => r.gameId === gameId)).toBe(true);
    }
    await booksAreClean();
  });

  it('plays a requestId sent several times at once exactly once', async () => {
    const session = await launch(HouseGame.LuckyTiger);
    const before = await balanceOf();
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(app, 'housePlay', { session, requestId: id, bet: 200, choice: { kind: 'spin' } })));
    for (const answer of answers) expect(answer).toMatchObject({ errcode: 0, round: answers[0]!.round });
    expect(await balanceOf()).toBe(before - 200 + answers[0]!.round!.payout);
    await booksAreClean();
  });

  it('plays rapid fish shots each as its own round with its own nonce', async () => {
    const session = await launch(HouseGame.OceanHunter);
    const before = await balanceOf();
    const shots = await Promise.all(Array.from({ length: 10 }, () => call(app, 'housePlay', { session, requestId: requestId(), bet: 100, choice: { kind: 'shot', fish: 'pufferfish' } })));
    expect(shots.every((shot) => shot.errcode === 0)).toBe(true);
    expect(new Set(shots.map((shot) => shot.round!.nonce)).size).toBe(10);
    const paid = shots.reduce((sum, shot) => sum + shot.round!.payout, 0);
    expect(await balanceOf()).toBe(before - 1_000 + paid);
    await booksAreClean();
  });

  it('reveals the seeds on rotation, and every earlier round recomputes from them', async () => {
    const session = await launch(HouseGame.Dice);
    const before = await call(app, 'houseSeeds', { session });
    const played = await play(session, 100, { kind: 'dice', target: 5000, direction: 'under' });
    expect(played.round).toMatchObject({ serverSeedHash: before.active!.serverSeedHash, clientSeed: before.active!.clientSeed, serverSeed: null });
    expect((await call(app, 'getHouseRound', { roundId: played.round.roundId }, player.token)).round?.serverSeed).toBeNull();

    const rotated = await call(app, 'houseRotateSeeds', { session, clientSeed: 'my own seed 42' });
    expect(rotated).toMatchObject({ errcode: 0, revealed: { serverSeedHash: before.active!.serverSeedHash, clientSeed: before.active!.clientSeed }, active: { clientSeed: 'my own seed 42', nextNonce: 0 } });
    const revealed = rotated.revealed!;
    expect(verifyServerSeed(revealed.serverSeed, revealed.serverSeedHash)).toBe(true);
    expect(rotated.active!.serverSeedHash).not.toBe(revealed.serverSeedHash);
    expect((await call(app, 'houseSeeds', { session })).revealed![0]).toEqual(revealed);

    // Every round of every game played under the revealed pair.
    let checked = 0;
    for (const gameId of Object.values(HouseGame)) {
      const rounds = await call(app, 'houseRounds', { session: await launch(gameId), limit: 50 });
      for (const round of rounds.list!.filter((r) => r.serverSeedHash === revealed.serverSeedHash)) {
        expect(round.serverSeed).toBe(revealed.serverSeed);
        expect(round.nonce).toBeLessThan(revealed.roundsPlayed);
        expect(recompute(round), `${round.gameCode} nonce ${round.nonce}`).toEqual(round.outcome);
        expect(round.payout).toBe(round.outcome.payout);
        const alone = await call(app, 'getHouseRound', { roundId: round.roundId }, player.token);
        expect(alone.round).toEqual(round);
        checked++;
      }
    }
    // The tests above played twenty-odd rounds across all nine games.
    expect(checked).toBeGreaterThanOrEqual(20);
    expect(checked).toBe(revealed.roundsPlayed);

    const next = await play(session, 100, { kind: 'dice', target: 5000, direction: 'under' });
    expect(next.round).toMatchObject({ nonce: 0, clientSeed: 'my own seed 42', serverSeed: null, serverSeedHash: rotated.active!.serverSeedHash });
  });

  it('refuses rotation while a round is open', async () => {
    const session = await launch(HouseGame.JacksOrBetter);
    const deal = await play(session, 100, { kind: 'poker' });
    expect(await call(app, 'houseRotateSeeds', { session })).toMatchObject({ errcode: HouseErrcode.RoundAlreadyOpen, msg: expect.stringContaining('Jacks or Better') });
    await act(session, deal.round.roundId, { kind: 'draw', held: [false, false, false, false, false] });
    expect(await call(app, 'houseRotateSeeds', { session })).toMatchObject({ errcode: 0 });
  });

  it('shows a player only their own rounds', async () => {
    const session = await launch(HouseGame.Crash);
    const { round } = await play(session, 100, { kind: 'crash', cashOutAt: 200 });
    const other = await registerPlayer(app);
    expect(await call(app, 'getHouseRound', { roundId: round.roundId }, other.token)).toMatchObject({ code: 200, errcode: HouseErrcode.RoundNotFound });
    expect(await call(app, 'getHouseRound', { roundId: 'no-such-round' }, player.token)).toMatchObject({ errcode: HouseErrcode.RoundNotFound });
    expect(await call(app, 'getHouseRound', { roundId: round.roundId })).toMatchObject({ code: 401 });
    const theirs = await launch(HouseGame.Crash, other);
    expect(await call(app, 'houseAct', { session: theirs, requestId: requestId(), roundId: round.roundId, action: { kind: 'cashout' } }))
      .toMatchObject({ errcode: HouseErrcode.RoundNotOpen });
    expect((await call(app, 'houseRounds', { session: theirs })).list).toEqual([]);
  });

  it('answers malformed bodies with 400 naming the field', async () => {
    // Validated before the session is looked at.
    const session = randomBytes(32).toString('base64url');
    const cases: Array<[Parameters<typeof call>[1], Record<string, unknown>, string]> = [
      ['houseInit', { session: 'short' }, 'session'],
      ['housePlay', { session, requestId: 'bad id!', bet: 100, choice: { kind: 'spin' } }, 'requestId'],
      ['housePlay', { session, requestId: requestId(), bet: 1.5, choice: { kind: 'spin' } }, 'bet'],
      ['housePlay', { session, requestId: requestId(), bet: 100, choice: { kind: 'mines', mineCount: 25 } }, 'choice.mineCount'],
      ['housePlay', { session, requestId: requestId(), bet: 100, choice: { kind: 'roulette' } }, 'choice.kind'],
      ['houseAct', { session, requestId: requestId(), roundId: 'r', action: { kind: 'reveal', tile: 25 } }, 'action.tile'],
      ['houseAct', { session, requestId: requestId(), roundId: 'r', action: { kind: 'draw', held: [true] } }, 'action.held'],
      ['houseRounds', { session, limit: 500 }, 'limit'],
      ['houseRotateSeeds', { session, clientSeed: 'tab\there' }, 'clientSeed'],
      ['houseSeeds', { session: { $gt: '' } }, 'session'],
    ];
    for (const [name, body, field] of cases) {
      const res = await call(app, name, body);
      expect(res, `${name} ${JSON.stringify(body)}`).toMatchObject({ code: 400, errcode: 400 });
      expect(res.msg?.startsWith(`${field}`), `${name}: ${res.msg}`).toBe(true);
    }
  });

  it('refuses unknown, closed and expired sessions with 1120', async () => {
    const unknown = randomBytes(32).toString('base64url');
    expect(await call(app, 'houseInit', { session: unknown })).toMatchObject({ code: 200, errcode: HouseErrcode.SessionInvalid });
    expect(await call(app, 'housePlay', { session: unknown, requestId: requestId(), bet: 100, choice: { kind: 'spin' } }))
      .toMatchObject({ errcode: HouseErrcode.SessionInvalid });

    const who = await registerPlayer(app);
    const closed = await launch(HouseGame.LuckyTiger, who);
    expect((await call(app, 'exitGame', {}, who.token)).errcode).toBe(0);
    expect(await call(app, 'houseInit', { session: closed })).toMatchObject({ errcode: HouseErrcode.SessionInvalid });

    const expiring = await launch(HouseGame.LuckyTiger, who);
    // Past the game session's lifetime (GAME_SESSION_MINUTES, 4 hours by default), well within the login's.
    app.clock.advance(5 * 3_600_000);
    expect(await call(app, 'houseSeeds', { session: expiring })).toMatchObject({ errcode: HouseErrcode.SessionInvalid });
    expect(await balanceOf(who)).toBe(SIGN_UP_COINS);
  });
});
