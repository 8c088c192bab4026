/**
 * Exact expected pay of every hold of a Jacks or Better hand, and the optimal strategy built
 * on it.
 *
 * Precomputed once: for every set T of 0..4 cards, the total pay of all 5-card hands that
 * contain T. For a dealt hand D, holding H and discarding X = D \ H, the final hands are those
 * containing H and none of X, so by inclusion-exclusion
 *
 *   total pay = sum over S subset of X of (-1)^|S| * payOfHandsContaining(H + S)
 *
 * divided by C(47, 5 - |H|) draws. That is 32 lookups and 80 subtractions for all 32 holds,
 * a few microseconds, where drawing every outcome would take 2.6 million hand evaluations.
 * The tables take about 1.1 million integers and well under a second to build.
 */
import { DECK_SIZE, type Card } from './cards.ts';
import { rankHand } from './hand-rank.ts';
import { HAND_SIZE, JACKS_OR_BETTER_PAYS } from './jacks-or-better.ts';

const MAX_K = HAND_SIZE;
const HOLDS = 1 << HAND_SIZE;
const ALL_HELD = HOLDS - 1;
const CARDS_LEFT = DECK_SIZE - HAND_SIZE;

// binomial[n * 6 + k] = C(n, k), for n <= 52 and k <= 5.
const binomial = new Float64Array((DECK_SIZE + 1) * (MAX_K + 1));
for (let n = 0; n <= DECK_SIZE; n++) {
  binomial[n * 6] = 1;
  for (let k = 1; k <= Math.min(n, MAX_K); k++) binomial[n * 6 + k] = binomial[(n - 1) * 6 + k - 1]! + (k <= n - 1 ? binomial[(n - 1) * 6 + k]! : 0);
}
const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : binomial[n * 6 + k]!);

const popcount = (mask: number): number => {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
};
const POPCOUNT = Array.from({ length: HOLDS }, (_, mask) => popcount(mask));
const DRAWS = Array.from({ length: HAND_SIZE + 1 }, (_, held) => choose(CARDS_LEFT, HAND_SIZE - held));

/**
 * The colexicographic index of a set of ascending cards x1 < x2 < ... < xk among all sets of
 * its size is C(x1, 1) + C(x2, 2) + ... + C(xk, k). MASK_TERMS lists, for each subset of the five
 * positions, which (position, k) terms make up its index, as offsets into a per-hand table
 * terms[position * 6 + k] = C(card at position, k).
 */
const MASK_TERMS: readonly (readonly number[])[] = Array.from({ length: HOLDS }, (_, mask) => {
  const offsets: number[] = [];
  let k = 0;
  for (let i = 0; i < HAND_SIZE; i++) if (mask & (1 << i)) offsets.push(i * 6 + ++k);
  return offsets;
});

const terms = new Float64Array(HAND_SIZE * 6);

function loadTerms(sorted: readonly Card[]): void {
  for (let i = 0; i < HAND_SIZE; i++) {
    const row = sorted[i]! * 6;
    for (let k = 1; k <= i + 1; k++) terms[i * 6 + k] = binomial[row + k]!;
  }
}

function subsetIndex(mask: number): number {
  let index = 0;
  for (const offset of MASK_TERMS[mask]!) index += terms[offset]!;
  return index;
}

export interface HoldValueTables {
  pays: readonly number[];
  /** paysContaining[size][index]: total pay of the 5-card hands containing that set. */
  paysContaining: Int32Array[];
}

export function buildHoldValueTables(pays: readonly number[] = JACKS_OR_BETTER_PAYS): HoldValueTables {
  const paysContaining = Array.from({ length: HAND_SIZE }, (_, size) => new Int32Array(choose(DECK_SIZE, size)));
  const hand = [0, 0, 0, 0, 0];
  for (let e = 4; e < DECK_SIZE; e++) {
    for (let d = 3; d < e; d++) {
      for (let c = 2; c < d; c++) {
        for (let b = 1; b < c; b++) {
          for (let a = 0; a < b; a++) {
            const pay = pays[rankHand(a, b, c, d, e)]!;
            // Most hands pay nothing and add nothing.
            if (pay === 0) continue;
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            loadTerms(hand);
            for (let mask = 0; mask < ALL_HELD; mask++) paysContaining[POPCOUNT[mask]!]![subsetIndex(mask)]! += pay;
          }
        }
      }
    }
  }
  return { pays, paysContaining };
}

let defaultTables: HoldValueTables | undefined;

/** The 9/6 tables, built on first use. */
export function jacksOrBetterTables(): HoldValueTables {
  defaultTables ??= buildHoldValueTables();
  return defaultTables;
}

/** values[mask] in sorted-card space; `sorted` ascending. */
function holdValuesSorted(tables: HoldValueTables, sorted: readonly Card[], values: Float64Array): void {
  loadTerms(sorted);
  for (let mask = 0; mask < ALL_HELD; mask++) values[mask] = tables.paysContaining[POPCOUNT[mask]!]![subsetIndex(mask)]!;
  values[ALL_HELD] = tables.pays[rankHand(sorted[0]!, sorted[1]!, sorted[2]!, sorted[3]!, sorted[4]!)]!;
  // The inclusion-exclusion sums for all 32 holds at once: after folding in each position,
  // values[hold] = sum over supersets S of hold of (-1)^|S \ hold| * (pay of hands containing S).
  for (let bit = 1; bit < HOLDS; bit <<= 1) {
    for (let mask = 0; mask < HOLDS; mask++) if ((mask & bit) === 0) values[mask]! -= values[mask | bit]!;
  }
  for (let hold = 0; hold < HOLDS; hold++) values[hold]! /= DRAWS[POPCOUNT[hold]!]!;
}

function assertHand(hand: readonly Card[]): void {
  if (hand.length !== HAND_SIZE) throw new RangeError(`a hand has ${HAND_SIZE} cards, got ${hand.length}`);
  for (let i = 0; i < HAND_SIZE; i++) {
    const card = hand[i]!;
    if (!Number.isInteger(card) || card < 0 || card >= DECK_SIZE) throw new RangeError(`not a card: ${card}`);
    for (let j = 0; j < i; j++) if (hand[j] === card) throw new RangeError('a hand holds five different cards');
  }
}

// Scratch space: these run once per simulated hand, so they do not allocate.
const sortedCards = [0, 0, 0, 0, 0];
const sortedPositions = [0, 0, 0, 0, 0];
const scratchValues = new Float64Array(HOLDS);

/** Sorts the hand into sortedCards, remembering where each card came from. */
function sortHand(hand: readonly Card[]): void {
  for (let i = 0; i < HAND_SIZE; i++) {
    const card = hand[i]!;
    let j = i;
    for (; j > 0 && sortedCards[j - 1]! > card; j--) {
      sortedCards[j] = sortedCards[j - 1]!;
      sortedPositions[j] = sortedPositions[j - 1]!;
    }
    sortedCards[j] = card;
    sortedPositions[j] = i;
  }
}

function toHandMask(sortedMask: number): number {
  let mask = 0;
  for (let i = 0; i < HAND_SIZE; i++) if (sortedMask & (1 << i)) mask |= 1 << sortedPositions[i]!;
  return mask;
}

/**
 * values[mask]: the expected pay per unit bet of holding the cards whose positions are set in
 * mask (bit i = hand[i]).
 */
export function holdValues(hand: readonly Card[], tables: HoldValueTables = jacksOrBetterTables()): Float64Array {
  assertHand(hand);
  sortHand(hand);
  holdValuesSorted(tables, sortedCards, scratchValues);
  const values = new Float64Array(HOLDS);
  for (let mask = 0; mask < HOLDS; mask++) values[toHandMask(mask)] = scratchValues[mask]!;
  return values;
}

/** The hold (a mask over hand positions) with the highest expected pay; ties go to the first found. */
export function optimalHold(hand: readonly Card[], tables: HoldValueTables = jacksOrBetterTables()): number {
  assertHand(hand);
  sortHand(hand);
  holdValuesSorted(tables, sortedCards, scratchValues);
  let best = 0;
  for (let mask = 1; mask < HOLDS; mask++) if (scratchValues[mask]! > scratchValues[best]!) best = mask;
  return toHandMask(best);
}

/**
 * The exact return of optimal play: the best hold's expected pay, averaged over all
 * 2,598,960 deals.
 */
export function optimalReturn(tables: HoldValueTables = jacksOrBetterTables()): number {
  const values = new Float64Array(HOLDS);
  const hand = [0, 0, 0, 0, 0];
  let total = 0;
  for (let e = 4; e < DECK_SIZE; e++) {
    for (let d = 3; d < e; d++) {
      for (let c = 2; c < d; c++) {
        for (let b = 1; b < c; b++) {
          for (let a = 0; a < b; a++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            holdValuesSorted(tables, hand, values);
            let best = values[0]!;
            for (let mask = 1; mask < HOLDS; mask++) if (values[mask]! > best) best = values[mask]!;
            total += best;
          }
        }
      }
    }
  }
  return total / choose(DECK_SIZE, HAND_SIZE);
}
