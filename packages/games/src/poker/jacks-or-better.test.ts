import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { volatilityOf } from '../definition.ts';
import { FairRandom } from '../fair/fair-random.ts';
import { expectRtpInInterval } from '../test-support.ts';
import { parseHand, type Card } from './cards.ts';
import { rankOfHand } from './hand-rank.ts';
import { holdValues, optimalHold, optimalReturn } from './hold-values.ts';
import {
  JACKS_OR_BETTER_GAME,
  JACKS_OR_BETTER_OPTIMAL_RTP,
  JACKS_OR_BETTER_PAYS,
  dealJacksOrBetter,
  drawJacksOrBetter,
  heldOfMask,
  holdMaskOf,
  playJacksOrBetter,
  type VideoPokerDeal,
} from './jacks-or-better.ts';

const deal = (hand: string, drawPile: string): VideoPokerDeal => ({ bet: 500, hand: parseHand(hand), drawPile: parseHand(drawPile) });
const maskOf = (hand: readonly Card[], held: string): number => holdMaskOf(hand.map((card) => parseHand(held).includes(card)));

/** Expected pay of a hold by drawing every possible replacement. */
function bruteForceValue(hand: readonly Card[], mask: number): number {
  const kept = hand.filter((_, position) => mask & (1 << position));
  const deck = Array.from({ length: 52 }, (_, card) => card).filter((card) => !hand.includes(card));
  const need = 5 - kept.length;
  let total = 0;
  let count = 0;
  const drawn: Card[] = [];
  const visit = (from: number): void => {
    if (drawn.length === need) {
      total += JACKS_OR_BETTER_PAYS[rankOfHand([...kept, ...drawn])]!;
      count++;
      return;
    }
    for (let i = from; i < deck.length; i++) {
      drawn.push(deck[i]!);
      visit(i + 1);
      drawn.pop();
    }
  };
  visit(0);
  return total / count;
}

describe('Jacks or Better: the round', () => {
  it('deals five cards and keeps five more as the draw pile, all different', () => {
    const rng = new FairRandom({ serverSeed: 'poker', clientSeed: 'player' }, 0);
    for (let nonce = 0; nonce < 200; nonce++) {
      rng.startRound(nonce);
      const dealt = dealJacksOrBetter(100, rng);
      expect(new Set([...dealt.hand, ...dealt.drawPile]).size).toBe(10);
    }
  });

  it('refills discarded positions left to right from the draw pile', () => {
    const round = deal('Ah 7c Kh 2d Qh', 'Jh 3s 4s 5s 6s');
    expect(drawJacksOrBetter(round, [true, false, true, false, true])).toMatchObject({ final: ['Ah', 'Jh', 'Kh', '3s', 'Qh'], rank: 'nothing', payout: 0 });
    expect(drawJacksOrBetter(round, [true, true, true, true, true]).final).toEqual(['Ah', '7c', 'Kh', '2d', 'Qh']);
    expect(drawJacksOrBetter(round, [false, false, false, false, false]).final).toEqual(['Jh', '3s', '4s', '5s', '6s']);
  });

  it('pays the 9/6 table times the bet', () => {
    expect(drawJacksOrBetter(deal('Ah Kh Qh Jh Th', '2c 3c 4c 5c 6c'), heldOfMask(31))).toMatchObject({ rank: 'royal-flush', pay: 800, payout: 400_000 });
    expect(drawJacksOrBetter(deal('Qc Qd Qh 5s 5c', '2c 3c 4c 6d 7c'), heldOfMask(31))).toMatchObject({ rank: 'full-house', payout: 4_500 });
    expect(drawJacksOrBetter(deal('2d 9d Jd Kd 4d', '2c 3c 4c 6d 7c'), heldOfMask(31))).toMatchObject({ rank: 'flush', payout: 3_000 });
    expect(drawJacksOrBetter(deal('Jc Jd 2h 5s 9c', '2c 3c 4c 6d 7c'), heldOfMask(31))).toMatchObject({ rank: 'jacks-or-better', payout: 500 });
    expect(JACKS_OR_BETTER_PAYS).toEqual([0, 1, 2, 3, 4, 6, 9, 25, 50, 800]);
  });

  it('refuses malformed holds', () => {
    expect(() => drawJacksOrBetter(deal('Ah Kh Qh Jh Th', '2c 3c 4c 5c 6c'), [true, true])).toThrow(/one flag per card/);
    expect(() => heldOfMask(32)).toThrow(/0..31/);
    expect(() => holdValues(parseHand('Ah Ah Qh Jh Th'))).toThrow(/different/);
  });
});

describe('Jacks or Better: optimal holds', () => {
  it('values a hold exactly as drawing every replacement does', () => {
    const hand = parseHand('Ah Kh Qh Jh 2c');
    // Four to a royal: 1 royal, 8 flushes, 3 straights, 12 high pairs out of 47 draws.
    expect(holdValues(hand)[maskOf(hand, 'Ah Kh Qh Jh')]).toBeCloseTo((800 + 8 * 6 + 3 * 4 + 12) / 47, 12);
    fc.assert(
      fc.property(fc.shuffledSubarray(Array.from({ length: 52 }, (_, card) => card), { minLength: 5, maxLength: 5 }), fc.integer({ min: 0, max: 31 }), (cards, mask) => {
        // Holding at least two cards keeps the brute force to at most 16,215 draws.
        const held = mask | 0b11;
        return Math.abs(holdValues(cards)[held]! - bruteForceValue(cards, held)) < 1e-12;
      }),
      { numRuns: 25 },
    );
  });

  it('holds what the strategy charts hold', () => {
    const cases: [string, string][] = [
      ['Ah Kh Qh Jh Th', 'Ah Kh Qh Jh Th'],
      ['Ah Kh Qh Jh Js', 'Ah Kh Qh Jh'],
      ['2c 2d 7h 9s Kd', '2c 2d'],
      ['Jc Jd 8h 8s 3c', 'Jc Jd 8h 8s'],
      ['4h 5h 6h 7h Kc', '4h 5h 6h 7h'],
      ['3c 8d Th 2s 5c', ''],
      ['Kc Qd 7h 4s 2c', 'Kc Qd'],
    ];
    for (const [dealt, held] of cases) {
      const hand = parseHand(dealt);
      expect(optimalHold(hand), dealt).toBe(maskOf(hand, held));
    }
  });

  it('returns 99.54% over every deal when every hold is optimal', () => {
    expect(optimalReturn()).toBeCloseTo(JACKS_OR_BETTER_OPTIMAL_RTP, 12);
    expect(Math.abs(JACKS_OR_BETTER_OPTIMAL_RTP - JACKS_OR_BETTER_GAME.targetRtp)).toBeLessThan(0.00005);
  });

  it('lands the declared RTP inside the 99% interval of a million seeded hands played optimally', () => {
    const report = expectRtpInInterval((bet, rng) => playJacksOrBetter(bet, rng, optimalHold).payout, JACKS_OR_BETTER_GAME.targetRtp, 'jacks-or-better');
    expect(volatilityOf(report.standardDeviation)).toBe(JACKS_OR_BETTER_GAME.volatility);
  });
});
