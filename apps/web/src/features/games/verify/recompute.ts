/**
 * Recomputes a house round in the browser from its revealed seeds, with the same game code the
 * house runs (@casino/games), and checks it against what the house reported. Pure.
 */
import {
  FairRandom, cashOutMines, dealJacksOrBetter, drawJacksOrBetter, hashServerSeed, playCrash, playDice, playDragonWays,
  playFortuneGems, playGoldenFreeSpins, playLuckyTiger, revealTile, roundFloats, shootFish, startMines,
} from '@casino/games';
import type { MinesRound } from '@casino/games';
import type { HouseAction, HouseChoice } from '@casino/contract';
import { booleanOf, cardsOf, numberOf, numbersOf, recordOf, recordsOf, stringOf, windowOf } from '../lib/outcomes.ts';
import type { Outcome } from '../lib/outcomes.ts';

export interface RoundToVerify {
  gameCode: string;
  /** In hundredths. */
  bet: number;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  choice: HouseChoice;
  /** Steps after the deal (video poker draw, mines reveals and cash-out), in order. */
  actions: readonly HouseAction[];
}

/** A figure of the outcome that decides the payout, named for the verify page. */
export type FactName = 'stops' | 'window' | 'multiplier' | 'freeSpins' | 'dealt' | 'final' | 'rank' | 'crashPoint'
  | 'cashedOut' | 'mines' | 'revealed' | 'status' | 'roll' | 'won' | 'killed';

type FactValue = string | number | boolean | readonly unknown[] | null;

interface FactReader {
  name: FactName;
  read: (outcome: Outcome) => FactValue | undefined;
}

const stops: FactReader = { name: 'stops', read: (o) => numbersOf(o, 'stops') };
const window: FactReader = { name: 'window', read: (o) => windowOf(o) };
const sorted = (values: number[] | undefined) => values && [...values].sort((a, b) => a - b);

/** What decides each game's payout, read the same way from the recomputed and the reported outcome. */
const FACTS: Readonly<Record<string, readonly FactReader[]>> = {
  'lucky-tiger': [stops, window],
  'fortune-gems': [stops, window, { name: 'multiplier', read: (o) => numberOf(o, 'multiplier') }],
  'dragon-ways': [stops, window],
  'golden-free-spins': [
    { name: 'stops', read: (o) => numbersOf(recordOf(o, 'base') ?? {}, 'stops') },
    { name: 'freeSpins', read: (o) => recordsOf(o, 'freeSpins')?.map((spin) => numbersOf(spin, 'stops') ?? []) },
  ],
  'jacks-or-better': [
    { name: 'dealt', read: (o) => cardsOf(o, 'dealt') ?? cardsOf(o, 'hand') },
    { name: 'final', read: (o) => cardsOf(o, 'final') },
    { name: 'rank', read: (o) => stringOf(o, 'rank') },
  ],
  crash: [{ name: 'crashPoint', read: (o) => numberOf(o, 'crashPoint') }, { name: 'cashedOut', read: (o) => booleanOf(o, 'cashedOut') }],
  mines: [
    { name: 'mines', read: (o) => sorted(numbersOf(o, 'mines')) },
    { name: 'revealed', read: (o) => numbersOf(o, 'revealed') },
    { name: 'status', read: (o) => stringOf(o, 'status') },
  ],
  dice: [{ name: 'roll', read: (o) => numberOf(o, 'roll') }, { name: 'won', read: (o) => booleanOf(o, 'won') }],
  'ocean-hunter': [{ name: 'killed', read: (o) => booleanOf(o, 'killed') }],
};

export const VERIFIABLE_GAMES: readonly string[] = Object.keys(FACTS);

/** The choice each game takes; a slot's is a plain spin. */
export function choiceKindOf(gameCode: string): HouseChoice['kind'] | undefined {
  switch (gameCode) {
    case 'lucky-tiger': case 'fortune-gems': case 'dragon-ways': case 'golden-free-spins': return 'spin';
    case 'jacks-or-better': return 'poker';
    case 'crash': return 'crash';
    case 'mines': return 'mines';
    case 'dice': return 'dice';
    case 'ocean-hunter': return 'shot';
    default: return undefined;
  }
}

export interface Recomputed {
  outcome: Outcome;
  payout: number;
  /** False while the round waits for a step (a poker hand not drawn, a mines board not cashed out). */
  finished: boolean;
}

function wrongChoice(gameCode: string, choice: HouseChoice): never {
  throw new RangeError(`a ${gameCode} round does not take a ${choice.kind} choice`);
}

function replayMines(round: MinesRound, actions: readonly HouseAction[]): MinesRound {
  let board = round;
  for (const action of actions) {
    if (board.status !== 'playing') throw new RangeError('a step came after the board was settled');
    if (action.kind === 'reveal') board = revealTile(board, action.tile);
    else if (action.kind === 'cashout') board = cashOutMines(board);
    else throw new RangeError(`mines takes reveal and cashout steps, not ${action.kind}`);
  }
  return board;
}

/** The round as the house must have played it. Throws RangeError when the input cannot be a round of this game. */
export function recomputeRound(input: RoundToVerify): Recomputed {
  const { gameCode, bet, choice, actions } = input;
  const rng = new FairRandom({ serverSeed: input.serverSeed, clientSeed: input.clientSeed }, input.nonce);
  const asOutcome = (value: object): Outcome => value as Outcome;
  switch (gameCode) {
    case 'lucky-tiger': case 'fortune-gems': case 'dragon-ways': case 'golden-free-spins': {
      if (choice.kind !== 'spin') wrongChoice(gameCode, choice);
      const play = { 'lucky-tiger': playLuckyTiger, 'fortune-gems': playFortuneGems, 'dragon-ways': playDragonWays, 'golden-free-spins': playGoldenFreeSpins }[gameCode];
      const outcome = play(bet, rng);
      return { outcome: asOutcome(outcome), payout: outcome.payout, finished: true };
    }
    case 'jacks-or-better': {
      if (choice.kind !== 'poker') wrongChoice(gameCode, choice);
      const deal = dealJacksOrBetter(bet, rng);
      const draw = actions[0];
      if (draw === undefined) return { outcome: { dealt: deal.hand }, payout: 0, finished: false };
      if (draw.kind !== 'draw' || actions.length > 1) throw new RangeError('video poker takes one draw step');
      const result = drawJacksOrBetter(deal, draw.held);
      return { outcome: asOutcome(result), payout: result.payout, finished: true };
    }
    case 'crash': {
      if (choice.kind !== 'crash') wrongChoice(gameCode, choice);
      const outcome = playCrash(bet, rng, { cashOutAt: choice.cashOutAt });
      return { outcome: asOutcome(outcome), payout: outcome.payout, finished: true };
    }
    case 'mines': {
      if (choice.kind !== 'mines') wrongChoice(gameCode, choice);
      const board = replayMines(startMines(bet, choice.mineCount, rng), actions);
      return { outcome: asOutcome(board), payout: board.payout, finished: board.status !== 'playing' };
    }
    case 'dice': {
      if (choice.kind !== 'dice') wrongChoice(gameCode, choice);
      const outcome = playDice(bet, rng, { target: choice.target, direction: choice.direction });
      return { outcome: asOutcome(outcome), payout: outcome.payout, finished: true };
    }
    case 'ocean-hunter': {
      if (choice.kind !== 'shot') wrongChoice(gameCode, choice);
      const outcome = shootFish(bet, rng, choice.fish);
      return { outcome: asOutcome(outcome), payout: outcome.payout, finished: true };
    }
    default:
      throw new RangeError(`no verifier for the game ${JSON.stringify(gameCode)}`);
  }
}

export interface FactCheck {
  name: FactName | 'payout';
  recomputed: FactValue | undefined;
  /** Undefined when the house's outcome did not report this figure. */
  reported: FactValue | undefined;
  matches: boolean;
}

export interface Verification {
  /** sha256(serverSeed) against the hash shown before play; null when no hash was given. */
  hashMatches: boolean | null;
  recomputed: Recomputed;
  checks: FactCheck[];
  /** The round's first floats (HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), four bytes each). */
  floats: number[];
  /** Everything checked agrees: the hash (when given), every figure and the payout. */
  verified: boolean;
}

export interface Reported {
  serverSeedHash?: string;
  outcome?: Outcome;
  payout?: number;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function verifyRound(input: RoundToVerify, reported: Reported = {}): Verification {
  const hashMatches = reported.serverSeedHash ? hashServerSeed(input.serverSeed) === reported.serverSeedHash.toLowerCase() : null;
  const recomputed = recomputeRound(input);
  const checks: FactCheck[] = (FACTS[input.gameCode] ?? []).flatMap((fact) => {
    const mine = fact.read(recomputed.outcome);
    if (mine === undefined) return [];
    const theirs = reported.outcome ? fact.read(reported.outcome) : undefined;
    return [{ name: fact.name, recomputed: mine, reported: theirs, matches: theirs !== undefined && same(mine, theirs) }];
  });
  if (recomputed.finished) {
    checks.push({ name: 'payout', recomputed: recomputed.payout, reported: reported.payout, matches: reported.payout === recomputed.payout });
  }
  const compared = checks.filter((check) => check.reported !== undefined);
  const verified = hashMatches !== false && recomputed.finished && reported.payout !== undefined
    && compared.length > 0 && compared.every((check) => check.matches);
  const floats = roundFloats({ serverSeed: input.serverSeed, clientSeed: input.clientSeed }, input.nonce, 8);
  return { hashMatches, recomputed, checks, floats, verified };
}
