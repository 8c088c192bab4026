import { describe, expect, it } from 'vitest';
import { cardName, parseCard, parseHand } from './cards.ts';
import { HAND_RANK_NAMES, HandRank, rankHand, rankOfHand } from './hand-rank.ts';

const rankName = (hand: string): string => HAND_RANK_NAMES[rankOfHand(parseHand(hand))];

describe('cards', () => {
  it('names and parses every card', () => {
    for (let card = 0; card < 52; card++) expect(parseCard(cardName(card))).toBe(card);
    expect(cardName(parseCard('Ah'))).toBe('Ah');
    for (const bad of ['', 'A', 'Ahh', '1h', 'Ax']) expect(() => parseCard(bad)).toThrow(/not a card/);
  });
});

describe('rankHand', () => {
  it('ranks an example of every hand', () => {
    expect(rankName('Ah Kh Qh Jh Th')).toBe('royal-flush');
    expect(rankName('9s Ks Qs Js Ts')).toBe('straight-flush');
    expect(rankName('As 2s 3s 4s 5s')).toBe('straight-flush');
    expect(rankName('7c 7d 7h 7s 2c')).toBe('four-of-a-kind');
    expect(rankName('Qc Qd Qh 5s 5c')).toBe('full-house');
    expect(rankName('2d 9d Jd Kd 4d')).toBe('flush');
    expect(rankName('Tc Jd Qh Ks Ac')).toBe('straight');
    expect(rankName('Ac 2d 3h 4s 5c')).toBe('straight');
    expect(rankName('8c 8d 8h Ks 2c')).toBe('three-of-a-kind');
    expect(rankName('3c 3d 9h 9s Ac')).toBe('two-pair');
    expect(rankName('Jc Jd 2h 5s 9c')).toBe('jacks-or-better');
    expect(rankName('Ac 7d As 5s 9c')).toBe('jacks-or-better');
  });

  it('pays nothing for low pairs, near straights and near flushes', () => {
    expect(rankName('Tc Td 2h 5s 9c')).toBe('nothing');
    expect(rankName('Kc Qd Jh Ts 8c')).toBe('nothing');
    expect(rankName('Qc Kd Ah 2s 3c')).toBe('nothing');
    expect(rankName('2d 9d Jd Kd 4c')).toBe('nothing');
    expect(() => rankOfHand(parseHand('Ah Kh Qh Jh'))).toThrow(/5 cards/);
  });

  it('counts every one of the 2,598,960 hands into the textbook totals', () => {
    const counts = new Array<number>(10).fill(0);
    for (let e = 4; e < 52; e++) for (let d = 3; d < e; d++) for (let c = 2; c < d; c++) for (let b = 1; b < c; b++) for (let a = 0; a < b; a++) counts[rankHand(a, b, c, d, e)]!++;
    expect(counts[HandRank.RoyalFlush]).toBe(4);
    expect(counts[HandRank.StraightFlush]).toBe(36);
    expect(counts[HandRank.FourOfAKind]).toBe(624);
    expect(counts[HandRank.FullHouse]).toBe(3_744);
    expect(counts[HandRank.Flush]).toBe(5_108);
    expect(counts[HandRank.Straight]).toBe(10_200);
    expect(counts[HandRank.ThreeOfAKind]).toBe(54_912);
    expect(counts[HandRank.TwoPair]).toBe(123_552);
    // Pairs of jacks, queens, kings or aces: 4 of the 13 ranks' 84,480 one-pair hands each.
    expect(counts[HandRank.JacksOrBetter]).toBe(4 * 84_480);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2_598_960);
  });
});
