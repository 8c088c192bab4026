import type { HouseAction, HouseChoice } from '@casino/contract';
import {
  assertCrashTarget, cardName, cashOutMines, CRASH_GAME, DICE_GAME, diceWinningRolls, dealJacksOrBetter,
  DRAGON_WAYS_GAME, drawJacksOrBetter, fishByCode, FORTUNE_GEMS_GAME, GOLDEN_FREE_SPINS_GAME,
  JACKS_OR_BETTER_GAME, LUCKY_TIGER_GAME, MINES_GAME, MINES_TILES, OCEAN_HUNTER_GAME, playCrash, playDice,
  playDragonWays, playFortuneGems, playGoldenFreeSpins, playLuckyTiger, revealTile, shootFish, startMines,
} from '@casino/games';
import type { Card, HouseGameDefinition, MinesRound, RandomSource } from '@casino/games';

/**
 * What each house game does with a choice and the steps after it, on top of the pure math of
 * @casino/games: which choice fits the game, how a round starts from its random stream, and
 * what of it the player may see while it is still open.
 */

export type JsonObject = Record<string, unknown>;

/** Where a round stands after its start or a step. */
export interface RoundStep {
  /** What the next step needs; never shown to the player. */
  state: JsonObject | null;
  /** What the player sees: the public part while open, everything once finished. */
  outcome: JsonObject;
  finished: boolean;
  /** Final once finished; 0 while open. */
  payout: number;
}

/** The choice or action does not fit the game or the round; the message names the field. */
export class InvalidMoveError extends Error {
  constructor(readonly field: string, reason: string) {
    super(`${field}: ${reason}`);
    this.name = 'InvalidMoveError';
  }
}

export interface HouseGameRules {
  game: HouseGameDefinition;
  choiceKind: HouseChoice['kind'];
  /** True when the round waits for the player's steps after the start. */
  multiStep: boolean;
  /** Throws InvalidMoveError when the choice does not fit the game. */
  checkChoice(choice: HouseChoice): void;
  /** Starts a round with a checked choice. */
  start(bet: number, rng: RandomSource, choice: HouseChoice): RoundStep;
  /** The next step of an open round; throws InvalidMoveError when the action does not fit. */
  next(state: JsonObject, action: HouseAction): RoundStep;
}

/** Outcomes go through JSON (undefined fields dropped), so a fresh answer equals a stored one. */
const asJson = (value: object): JsonObject => JSON.parse(JSON.stringify(value)) as JsonObject;

const finished = (result: { payout: number }): RoundStep => ({ state: null, outcome: asJson(result), finished: true, payout: result.payout });

function refuseSteps(game: HouseGameDefinition): never {
  throw new InvalidMoveError('roundId', `${game.name} rounds are over in one step`);
}

/** A game played in one step from one kind of choice. */
function oneShot<K extends HouseChoice['kind']>(
  game: HouseGameDefinition,
  choiceKind: K,
  play: (bet: number, rng: RandomSource, choice: Extract<HouseChoice, { kind: K }>) => { payout: number },
  check: (choice: Extract<HouseChoice, { kind: K }>) => void = () => undefined,
): HouseGameRules {
  return {
    game, choiceKind, multiStep: false,
    checkChoice: (choice) => check(requireKind(game, choiceKind, choice)),
    start: (bet, rng, choice) => finished(play(bet, rng, requireKind(game, choiceKind, choice))),
    next: () => refuseSteps(game),
  };
}

function requireKind<K extends HouseChoice['kind']>(game: HouseGameDefinition, kind: K, choice: HouseChoice): Extract<HouseChoice, { kind: K }> {
  if (choice.kind !== kind) throw new InvalidMoveError('choice.kind', `${game.name} is played with '${kind}', not '${choice.kind}'`);
  return choice as Extract<HouseChoice, { kind: K }>;
}

/** Turns a RangeError of the game math into a refusal naming the field. */
function rangeCheck(field: string, check: () => unknown): void {
  try {
    check();
  } catch (err) {
    if (err instanceof RangeError) throw new InvalidMoveError(field, err.message);
    throw err;
  }
}

const spin = (game: HouseGameDefinition, play: (bet: number, rng: RandomSource) => { payout: number }) =>
  oneShot(game, 'spin', (bet, rng) => play(bet, rng));

interface PokerState extends JsonObject {
  bet: number;
  hand: Card[];
  drawPile: Card[];
}

const jacksOrBetter: HouseGameRules = {
  game: JACKS_OR_BETTER_GAME, choiceKind: 'poker', multiStep: true,
  checkChoice: (choice) => { requireKind(JACKS_OR_BETTER_GAME, 'poker', choice); },
  start(bet, rng) {
    const deal = dealJacksOrBetter(bet, rng);
    const state: PokerState = { bet, hand: deal.hand, drawPile: deal.drawPile };
    // The draw pile stays on the server until the draw.
    return { state, outcome: { bet, dealt: deal.hand.map(cardName) }, finished: false, payout: 0 };
  },
  next(state, action) {
    if (action.kind !== 'draw') throw new InvalidMoveError('action.kind', `Jacks or Better takes 'draw', not '${action.kind}'`);
    const deal = state as PokerState;
    const result = drawJacksOrBetter({ bet: deal.bet, hand: deal.hand, drawPile: deal.drawPile }, action.held);
    return { ...finished(result), state };
  },
};

/** A board as the player may see it while playing: everything but where the mines are. */
export function publicMinesBoard(round: MinesRound): JsonObject {
  if (round.status !== 'playing') return asJson(round);
  const { mines: _secret, ...visible } = round;
  return asJson(visible);
}

function minesStep(round: MinesRound): RoundStep {
  return { state: asJson(round), outcome: publicMinesBoard(round), finished: round.status !== 'playing', payout: round.payout };
}

const mines: HouseGameRules = {
  game: MINES_GAME, choiceKind: 'mines', multiStep: true,
  checkChoice: (choice) => { requireKind(MINES_GAME, 'mines', choice); },
  start: (bet, rng, choice) => minesStep(startMines(bet, requireKind(MINES_GAME, 'mines', choice).mineCount, rng)),
  next(state, action) {
    const round = state as unknown as MinesRound;
    if (action.kind === 'reveal') {
      if (action.tile >= MINES_TILES) throw new InvalidMoveError('action.tile', `a tile is 0 to ${MINES_TILES - 1}`);
      if (round.revealed.includes(action.tile)) throw new InvalidMoveError('action.tile', `tile ${action.tile} is already revealed`);
      return minesStep(revealTile(round, action.tile));
    }
    if (action.kind === 'cashout') {
      if (round.revealed.length === 0) throw new InvalidMoveError('action', 'reveal at least one tile before cashing out');
      return minesStep(cashOutMines(round));
    }
    throw new InvalidMoveError('action.kind', `Mines takes 'reveal' or 'cashout', not '${action.kind}'`);
  },
};

const RULES: readonly HouseGameRules[] = [
  spin(LUCKY_TIGER_GAME, playLuckyTiger),
  spin(FORTUNE_GEMS_GAME, playFortuneGems),
  spin(DRAGON_WAYS_GAME, playDragonWays),
  // Free spins are played inside the round that triggered them: one bet, one win.
  spin(GOLDEN_FREE_SPINS_GAME, playGoldenFreeSpins),
  jacksOrBetter,
  oneShot(CRASH_GAME, 'crash', (bet, rng, choice) => playCrash(bet, rng, { cashOutAt: choice.cashOutAt }),
    (choice) => rangeCheck('choice.cashOutAt', () => assertCrashTarget(choice.cashOutAt))),
  mines,
  oneShot(DICE_GAME, 'dice', (bet, rng, choice) => playDice(bet, rng, { target: choice.target, direction: choice.direction }),
    (choice) => rangeCheck('choice.target', () => diceWinningRolls(choice))),
  // Each shot is a round of its own.
  oneShot(OCEAN_HUNTER_GAME, 'shot', (bet, rng, choice) => shootFish(bet, rng, choice.fish),
    (choice) => rangeCheck('choice.fish', () => fishByCode(choice.fish))),
];

const BY_CODE = new Map(RULES.map((rules) => [rules.game.code, rules]));

/** The rules of a house game by its code; undefined for a code the house does not run. */
export function rulesFor(gameCode: string): HouseGameRules | undefined {
  return BY_CODE.get(gameCode);
}
