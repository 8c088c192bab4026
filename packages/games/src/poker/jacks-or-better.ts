/**
 * Jacks or Better video poker, the 9/6 "full pay" table (royal flush at the five-coin rate of
 * 800 per coin): 99.54% with optimal play.
 *
 * A round shuffles one 52-card deck with Fisher–Yates from the round's random stream, far
 * enough for ten cards: the first five are dealt, the next five are the draw pile. The
 * player holds any of the five; discarded positions are refilled left to right from the draw
 * pile. The draw pile is fixed at the deal, so the whole round is verifiable afterwards.
 */
import { GameCategory, type HouseGameDefinition } from '../definition.ts';
import { assertBet, payoutOf } from '../money.ts';
import { shuffleFront, type RandomSource } from '../random.ts';
import { cardName, freshDeck, type Card } from './cards.ts';
import { HAND_RANK_NAMES, rankOfHand, type HandRank, type HandRankName } from './hand-rank.ts';

export const JACKS_OR_BETTER_GAME: HouseGameDefinition = {
  id: 5,
  code: 'jacks-or-better',
  name: 'Jacks or Better',
  category: GameCategory.Poker,
  targetRtp: 0.9954,
  volatility: 'low',
  rtpNote: 'with optimal holds (optimalHold, exact: 99.5439%); weaker holds return less',
};

/** Pay per unit bet, indexed by HandRank. */
export const JACKS_OR_BETTER_PAYS: readonly number[] = [0, 1, 2, 3, 4, 6, 9, 25, 50, 800];

/** The return of optimal play, from every deal and every hold (hold-values.ts, optimalReturn). */
export const JACKS_OR_BETTER_OPTIMAL_RTP = 0.9954390436972;

export const HAND_SIZE = 5;
const CARDS_SHUFFLED = 2 * HAND_SIZE;

/** A dealt hand awaiting the hold decision. `drawPile` is secret until the draw. */
export interface VideoPokerDeal {
  bet: number;
  hand: Card[];
  drawPile: Card[];
}

export interface VideoPokerResult {
  bet: number;
  dealt: string[];
  held: boolean[];
  final: string[];
  rank: HandRankName;
  pay: number;
  payout: number;
}

export function dealJacksOrBetter(bet: number, rng: RandomSource): VideoPokerDeal {
  assertBet(bet);
  const deck = freshDeck();
  shuffleFront(deck, CARDS_SHUFFLED, rng);
  return { bet, hand: deck.slice(0, HAND_SIZE), drawPile: deck.slice(HAND_SIZE, CARDS_SHUFFLED) };
}

export function holdMaskOf(held: readonly boolean[]): number {
  if (held.length !== HAND_SIZE) throw new RangeError(`hold one flag per card (${HAND_SIZE}), got ${held.length}`);
  return held.reduce((mask, hold, position) => (hold ? mask | (1 << position) : mask), 0);
}

export function heldOfMask(mask: number): boolean[] {
  if (!Number.isInteger(mask) || mask < 0 || mask > 31) throw new RangeError(`a hold mask is 0..31, got ${mask}`);
  return Array.from({ length: HAND_SIZE }, (_, position) => (mask & (1 << position)) !== 0);
}

export function finalHand(deal: VideoPokerDeal, held: readonly boolean[]): Card[] {
  let next = 0;
  return deal.hand.map((card, position) => (held[position] ? card : deal.drawPile[next++]!));
}

export function drawJacksOrBetter(deal: VideoPokerDeal, held: readonly boolean[]): VideoPokerResult {
  holdMaskOf(held);
  const final = finalHand(deal, held);
  const rank: HandRank = rankOfHand(final);
  const pay = JACKS_OR_BETTER_PAYS[rank]!;
  return {
    bet: deal.bet,
    dealt: deal.hand.map(cardName),
    held: [...held],
    final: final.map(cardName),
    rank: HAND_RANK_NAMES[rank],
    pay,
    payout: payoutOf(deal.bet, pay, 1),
  };
}

/** A whole round with the hold chosen by `strategy` (a hold mask for the dealt hand). */
export function playJacksOrBetter(bet: number, rng: RandomSource, strategy: (hand: readonly Card[]) => number): VideoPokerResult {
  const deal = dealJacksOrBetter(bet, rng);
  return drawJacksOrBetter(deal, heldOfMask(strategy(deal.hand)));
}
