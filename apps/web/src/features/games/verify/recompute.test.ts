import { describe, expect, it } from 'vitest';
import type { HouseAction, HouseChoice } from '@casino/contract';
import { recomputeRound, verifyRound } from './recompute.ts';
import type { RoundToVerify } from './recompute.ts';

/** The seed pair of packages/games/src/round-vectors.test.ts: the same seeds must give the same rounds here. */
const SEEDS = { serverSeed: '9f1c2a7e5b3d48f0a6e1c4b2d7f08a3e5c6b1d2e3f4a5b6c7d8e9f0a1b2c3d4e', clientSeed: 'lucky-player-42' };
const SERVER_SEED_HASH = 'fcf4281cc4f512997f7fa545fdfa54905d696bd9be74f5349d62899ab02a1b7a';
const spin: HouseChoice = { kind: 'spin' };

const round = (gameCode: string, choice: HouseChoice, overrides: Partial<RoundToVerify> = {}): RoundToVerify => ({
  gameCode, bet: 500, ...SEEDS, nonce: 0, choice, actions: [], ...overrides,
});

describe('recomputing a round in the browser reproduces the known vectors', () => {
  it('Lucky Tiger: stops, window, the winning line and the payout', () => {
    const { outcome, payout, finished } = recomputeRound(round('lucky-tiger', spin));
    expect(outcome.stops).toEqual([7, 3, 4]);
    expect(outcome.window).toEqual([
      ['firecracker', 'red-envelope', 'orange'],
      ['tiger', 'orange', 'firecracker'],
      ['firecracker', 'orange', 'red-envelope'],
    ]);
    expect(outcome.wins).toEqual([{ line: 1, symbol: 'firecracker', count: 3, multiplier: 2, units: 10 }]);
    expect([payout, finished]).toEqual([1_000, true]);
  });

  it('Fortune Gems, Dragon Ways and Golden Free Spins', () => {
    expect(recomputeRound(round('fortune-gems', spin)).outcome).toMatchObject({ stops: [6, 2, 3], multiplierStop: 12, multiplier: 2, payout: 0 });
    expect(recomputeRound(round('dragon-ways', spin)).outcome).toMatchObject({ stops: [9, 3, 3, 27, 27], payout: 50 });
    const golden = recomputeRound(round('golden-free-spins', spin, { bet: 2_000 }));
    expect((golden.outcome.base as { stops: number[] }).stops).toEqual([9, 4, 5, 29, 31]);
    expect(golden.payout).toBe(0);
  });

  it('Jacks or Better: the deal, then the draw from the fixed draw pile', () => {
    const dealt = recomputeRound(round('jacks-or-better', { kind: 'poker' }));
    expect(dealt.finished).toBe(false);
    const draw: HouseAction = { kind: 'draw', held: [false, false, false, false, true] };
    const drawn = recomputeRound(round('jacks-or-better', { kind: 'poker' }, { actions: [draw] }));
    expect(drawn.outcome).toMatchObject({ dealt: ['5c', '3h', '4c', 'Th', 'Js'], final: ['4h', '3s', '2d', 'Kd', 'Js'], rank: 'nothing', payout: 0 });
    expect(drawn.finished).toBe(true);
  });

  it('Crash, Mines, Dice and Ocean Hunter', () => {
    expect(recomputeRound(round('crash', { kind: 'crash', cashOutAt: 129 })).outcome).toEqual({ crashPoint: 129, cashOutAt: 129, cashedOut: true, payout: 645 });
    expect(recomputeRound(round('crash', { kind: 'crash', cashOutAt: 200 }, { nonce: 1 })).outcome).toMatchObject({ crashPoint: 124, cashedOut: false });
    const mines = recomputeRound(round('mines', { kind: 'mines', mineCount: 3 }, { actions: [{ kind: 'reveal', tile: 0 }, { kind: 'cashout' }] }));
    expect(mines.outcome).toMatchObject({ mines: [5, 3, 4], revealed: [0], status: 'cashed-out' });
    expect(recomputeRound(round('mines', { kind: 'mines', mineCount: 3 }, { actions: [{ kind: 'reveal', tile: 3 }] })).outcome)
      .toMatchObject({ status: 'lost', payout: 0 });
    expect(recomputeRound(round('dice', { kind: 'dice', target: 5000, direction: 'under' })).outcome).toMatchObject({ roll: 2380, won: true, payout: 990 });
    expect(recomputeRound(round('ocean-hunter', { kind: 'shot', fish: 'clownfish' })).outcome).toMatchObject({ killed: true, payout: 1_000 });
    expect(recomputeRound(round('ocean-hunter', { kind: 'shot', fish: 'shark' })).outcome).toMatchObject({ killed: false, payout: 0 });
  });

  it('refuses input that cannot be a round of the game', () => {
    expect(() => recomputeRound(round('lucky-tiger', { kind: 'dice', target: 5000, direction: 'under' }))).toThrow(RangeError);
    expect(() => recomputeRound(round('no-such-game', spin))).toThrow(/no verifier/);
    expect(() => recomputeRound(round('mines', { kind: 'mines', mineCount: 3 }, { actions: [{ kind: 'cashout' }] }))).toThrow();
  });
});

describe('checking a round against what the house reported', () => {
  const reportedTiger = () => {
    const { outcome, payout } = recomputeRound(round('lucky-tiger', spin));
    return { serverSeedHash: SERVER_SEED_HASH, outcome: structuredClone(outcome), payout };
  };

  it('verifies a round whose hash, figures and payout all agree', () => {
    const result = verifyRound(round('lucky-tiger', spin), reportedTiger());
    expect(result.hashMatches).toBe(true);
    expect(result.checks.map((check) => [check.name, check.matches])).toEqual([['stops', true], ['window', true], ['payout', true]]);
    expect(result.verified).toBe(true);
    expect(result.floats).toHaveLength(8);
    expect(result.floats[0]).toBe(0.23806836223229766);
  });

  it('accepts the hash in capitals and cards sent as numbers', () => {
    const draw: HouseAction = { kind: 'draw', held: [true, true, true, true, true] };
    const input = round('jacks-or-better', { kind: 'poker' }, { actions: [draw] });
    const { outcome, payout } = recomputeRound(input);
    // 5c 3h 4c Th Js as card numbers (rank * 4 + suit).
    const reported = { ...outcome, dealt: [12, 6, 8, 34, 39], final: [12, 6, 8, 34, 39] };
    expect(verifyRound(input, { serverSeedHash: SERVER_SEED_HASH.toUpperCase(), outcome: reported, payout }).verified).toBe(true);
  });

  it('fails on a wrong payout, a wrong figure or a seed that does not match the hash shown', () => {
    const reported = reportedTiger();
    expect(verifyRound(round('lucky-tiger', spin), { ...reported, payout: 1_001 }).verified).toBe(false);
    const tampered = { ...reported, outcome: { ...reported.outcome, stops: [7, 3, 5] } };
    const check = verifyRound(round('lucky-tiger', spin), tampered);
    expect(check.verified).toBe(false);
    expect(check.checks.find((c) => c.name === 'stops')?.matches).toBe(false);
    const otherSeed = verifyRound(round('lucky-tiger', spin), { ...reported, serverSeedHash: 'ab'.repeat(32) });
    expect([otherSeed.hashMatches, otherSeed.verified]).toEqual([false, false]);
  });

  it('does not call an unfinished round verified', () => {
    const result = verifyRound(round('jacks-or-better', { kind: 'poker' }), { serverSeedHash: SERVER_SEED_HASH, outcome: { hand: [12, 6, 8, 34, 39] }, payout: 0 });
    expect(result.recomputed.finished).toBe(false);
    expect(result.checks).toEqual([{ name: 'dealt', recomputed: ['5c', '3h', '4c', 'Th', 'Js'], reported: ['5c', '3h', '4c', 'Th', 'Js'], matches: true }]);
    expect(result.verified).toBe(false);
  });
});
