/** Five-card hands ranked as Jacks or Better pays them. */
import { rankOf, suitOf, type Card } from './cards.ts';

/** Ordered by value: a larger number never pays less. */
export const HandRank = {
  Nothing: 0,
  JacksOrBetter: 1,
  TwoPair: 2,
  ThreeOfAKind: 3,
  Straight: 4,
  Flush: 5,
  FullHouse: 6,
  FourOfAKind: 7,
  StraightFlush: 8,
  RoyalFlush: 9,
} as const;
export type HandRank = (typeof HandRank)[keyof typeof HandRank];

export const HAND_RANK_NAMES = [
  'nothing', 'jacks-or-better', 'two-pair', 'three-of-a-kind', 'straight', 'flush', 'full-house', 'four-of-a-kind', 'straight-flush', 'royal-flush',
] as const;
export type HandRankName = (typeof HAND_RANK_NAMES)[number];

const JACK = 9;
const ACE = 12;
const WHEEL = (1 << ACE) | 0b1111;
const BROADWAY = 0b11111 << 8;

// Reused by every call (and left zeroed after it): ranking runs millions of times when the
// hold tables are built.
const rankCounts = new Uint8Array(13);

function distinctRanks(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

export function rankHand(a: Card, b: Card, c: Card, d: Card, e: Card): HandRank {
  const ra = rankOf(a), rb = rankOf(b), rc = rankOf(c), rd = rankOf(d), re = rankOf(e);
  const mask = (1 << ra) | (1 << rb) | (1 << rc) | (1 << rd) | (1 << re);
  const distinct = distinctRanks(mask);
  if (distinct === 5) {
    const flush = suitOf(a) === suitOf(b) && suitOf(a) === suitOf(c) && suitOf(a) === suitOf(d) && suitOf(a) === suitOf(e);
    // Five adjacent bits, or the ace-low wheel.
    const straight = mask / (mask & -mask) === 0b11111 || mask === WHEEL;
    if (straight && flush) return mask === BROADWAY ? HandRank.RoyalFlush : HandRank.StraightFlush;
    if (flush) return HandRank.Flush;
    if (straight) return HandRank.Straight;
    return HandRank.Nothing;
  }
  rankCounts[ra]!++;
  rankCounts[rb]!++;
  rankCounts[rc]!++;
  rankCounts[rd]!++;
  rankCounts[re]!++;
  const most = Math.max(rankCounts[ra]!, rankCounts[rb]!, rankCounts[rc]!, rankCounts[rd]!, rankCounts[re]!);
  let rank: HandRank;
  if (distinct === 4) {
    // One pair: it pays when it is jacks or better.
    const pairRank = rankCounts[ra] === 2 ? ra : rankCounts[rb] === 2 ? rb : rankCounts[rc] === 2 ? rc : rankCounts[rd] === 2 ? rd : re;
    rank = pairRank >= JACK ? HandRank.JacksOrBetter : HandRank.Nothing;
  } else if (distinct === 3) {
    rank = most === 3 ? HandRank.ThreeOfAKind : HandRank.TwoPair;
  } else {
    rank = most === 4 ? HandRank.FourOfAKind : HandRank.FullHouse;
  }
  rankCounts[ra] = 0;
  rankCounts[rb] = 0;
  rankCounts[rc] = 0;
  rankCounts[rd] = 0;
  rankCounts[re] = 0;
  return rank;
}

export function rankOfHand(hand: readonly Card[]): HandRank {
  if (hand.length !== 5) throw new RangeError(`a hand has 5 cards, got ${hand.length}`);
  return rankHand(hand[0]!, hand[1]!, hand[2]!, hand[3]!, hand[4]!);
}
