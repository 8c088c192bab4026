import { describe, expect, it } from 'vitest';
import type { HouseChoice } from '@casino/contract';
import {
  dealJacksOrBetter, drawJacksOrBetter, FairRandom, HOUSE_GAMES, playCrash, playDice, playGoldenFreeSpins, playLuckyTiger,
  shootFish, startMines,
} from '@casino/games';
import { nodeHashFunctions } from '@casino/games/node';
import { InvalidMoveError, rulesFor } from './game-rules.ts';
import type { HouseGameRules } from './game-rules.ts';

const SEEDS = { serverSeed: 'a'.repeat(64), clientSeed: 'rules-test' };
const rng = (nonce: number) => new FairRandom(SEEDS, nonce, nodeHashFunctions);

function rules(code: string): HouseGameRules {
  const found = rulesFor(code);
  if (!found) throw new Error(`no rules for ${code}`);
  return found;
}

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    if (err instanceof InvalidMoveError) return err.message;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('house game rules', () => {
  it('cover every house game, with the choice kind each takes', () => {
    const kinds = Object.fromEntries(HOUSE_GAMES.map((game) => [game.code, rules(game.code).choiceKind]));
    expect(kinds).toEqual({
      'lucky-tiger': 'spin', 'fortune-gems': 'spin', 'dragon-ways': 'spin', 'golden-free-spins': 'spin',
      'jacks-or-better': 'poker', crash: 'crash', mines: 'mines', dice: 'dice', 'ocean-hunter': 'shot',
    });
    expect(HOUSE_GAMES.filter((game) => rules(game.code).multiStep).map((game) => game.code)).toEqual(['jacks-or-better', 'mines']);
    expect(rulesFor('no-such-game')).toBeUndefined();
  });

  it('refuse a choice of another game, naming the field', () => {
    expect(refusal(() => rules('lucky-tiger').checkChoice({ kind: 'dice', target: 5000, direction: 'under' })))
      .toBe("choice.kind: Lucky Tiger is played with 'spin', not 'dice'");
    expect(refusal(() => rules('mines').checkChoice({ kind: 'spin' }))).toMatch(/^choice\.kind: /);
  });

  it('refuse dice targets outside the win-chance bounds and unknown fish', () => {
    expect(refusal(() => rules('dice').checkChoice({ kind: 'dice', target: 0, direction: 'under' }))).toMatch(/^choice\.target: win chance/);
    expect(refusal(() => rules('dice').checkChoice({ kind: 'dice', target: 9900, direction: 'under' }))).toMatch(/^choice\.target: /);
    expect(() => rules('dice').checkChoice({ kind: 'dice', target: 4950, direction: 'over' })).not.toThrow();
    expect(refusal(() => rules('ocean-hunter').checkChoice({ kind: 'shot', fish: 'goldfish' }))).toMatch(/^choice\.fish: unknown fish "goldfish"/);
  });

  it('play one-shot games exactly as the game math does from the same stream', () => {
    const cases: Array<[string, HouseChoice, (nonce: number) => { payout: number }]> = [
      ['lucky-tiger', { kind: 'spin' }, (n) => playLuckyTiger(100, rng(n))],
      ['golden-free-spins', { kind: 'spin' }, (n) => playGoldenFreeSpins(100, rng(n))],
      ['crash', { kind: 'crash', cashOutAt: 200 }, (n) => playCrash(100, rng(n), { cashOutAt: 200 })],
      ['dice', { kind: 'dice', target: 4950, direction: 'under' }, (n) => playDice(100, rng(n), { target: 4950, direction: 'under' })],
      ['ocean-hunter', { kind: 'shot', fish: 'shark' }, (n) => shootFish(100, rng(n), 'shark')],
    ];
    for (const [code, choice, expected] of cases) {
      for (let nonce = 0; nonce < 20; nonce++) {
        const step = rules(code).start(100, rng(nonce), choice);
        const direct = JSON.parse(JSON.stringify(expected(nonce))) as { payout: number };
        expect(step).toEqual({ state: null, outcome: direct, finished: true, payout: direct.payout });
      }
    }
  });

  it('keep the draw pile of a poker deal secret until the draw', () => {
    const poker = rules('jacks-or-better');
    const step = poker.start(200, rng(3), { kind: 'poker' });
    const deal = dealJacksOrBetter(200, rng(3));
    expect(step.finished).toBe(false);
    expect(step.outcome).toEqual({ bet: 200, dealt: expect.any(Array) });
    expect(JSON.stringify(step.outcome)).not.toContain('drawPile');
    const held = [true, false, true, false, false];
    const drawn = poker.next(step.state!, { kind: 'draw', held });
    const direct = drawJacksOrBetter(deal, held);
    expect(drawn).toMatchObject({ finished: true, payout: direct.payout, outcome: { ...direct } });
    expect(refusal(() => poker.next(step.state!, { kind: 'cashout' }))).toBe("action.kind: Jacks or Better takes 'draw', not 'cashout'");
  });

  it('hide the mines while the board is played and show them once it is over', () => {
    const mines = rules('mines');
    const board = startMines(100, 3, rng(7));
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !board.mines.includes(tile));
    const start = mines.start(100, rng(7), { kind: 'mines', mineCount: 3 });
    expect(start.outcome).toEqual({ bet: 100, mineCount: 3, revealed: [], status: 'playing', payout: 0 });
    expect(refusal(() => mines.next(start.state!, { kind: 'cashout' }))).toBe('action: reveal at least one tile before cashing out');

    const revealed = mines.next(start.state!, { kind: 'reveal', tile: safe[0]! });
    expect(revealed.finished).toBe(false);
    expect(revealed.outcome).not.toHaveProperty('mines');
    expect(refusal(() => mines.next(revealed.state!, { kind: 'reveal', tile: safe[0]! }))).toBe(`action.tile: tile ${safe[0]} is already revealed`);
    expect(refusal(() => mines.next(revealed.state!, { kind: 'draw', held: [true, true, true, true, true] }))).toMatch(/^action\.kind: /);

    const cashed = mines.next(revealed.state!, { kind: 'cashout' });
    expect(cashed).toMatchObject({ finished: true, outcome: { status: 'cashed-out', mines: board.mines } });
    expect(cashed.payout).toBeGreaterThan(100);

    const lost = mines.next(revealed.state!, { kind: 'reveal', tile: board.mines[0]! });
    expect(lost).toMatchObject({ finished: true, payout: 0, outcome: { status: 'lost', mines: board.mines } });
  });
});
