import { describe, expect, it } from 'vitest';
import { volatilityOf } from '../definition.ts';
import { expectRtpInInterval, scriptedRandom } from '../test-support.ts';
import { MINES_GAME, cashOutMines, minesExactRtp, minesMultiplier, minesPayout, playMines, revealTile, startMines, type MinesRound } from './mines.ts';

/** A round with mines on the given tiles, as if drawn from the stream. */
const roundWithMines = (bet: number, mines: number[]): MinesRound => ({ bet, mineCount: mines.length, mines, revealed: [], status: 'playing', payout: 0 });

describe('Mines', () => {
  it('places the chosen number of distinct mines from the stream', () => {
    const round = startMines(100, 3, scriptedRandom([0, 0, 0]));
    expect(round.mines).toEqual([0, 1, 2]);
    const last = startMines(100, 24, scriptedRandom(new Array<number>(24).fill(0.999)));
    expect(new Set(last.mines).size).toBe(24);
  });

  it('multiplies by 0.99 / P(all revealed tiles safe)', () => {
    expect(minesMultiplier(1, 1)).toEqual({ numerator: 99 * 25, denominator: 100 * 24 });
    expect(minesPayout(10_000, 1, 1)).toBe(10_312);
    expect(minesPayout(10_000, 3, 5)).toBe(19_973);
    expect(minesPayout(100, 24, 1)).toBe(2_475);
    expect(minesPayout(100, 1, 24)).toBe(2_475);
    // The largest multiplier: 12 or 13 mines with every safe tile open, 5.1 million x.
    expect(minesPayout(100, 12, 13)).toBe(99 * 5_200_300);
  });

  it('plays reveal by reveal: safe tiles raise the cash-out, a mine ends the round', () => {
    let round = roundWithMines(10_000, [7, 12, 20]);
    round = revealTile(round, 0);
    round = revealTile(round, 1);
    expect(round.status).toBe('playing');
    const cashed = cashOutMines(round);
    expect(cashed).toMatchObject({ status: 'cashed-out', payout: minesPayout(10_000, 3, 2) });
    const lost = revealTile(round, 12);
    expect(lost).toMatchObject({ status: 'lost', payout: 0, revealed: [0, 1, 12] });
    expect(round.revealed).toEqual([0, 1]);
  });

  it('cashes out by itself when every safe tile is open', () => {
    let round = roundWithMines(100, Array.from({ length: 24 }, (_, tile) => tile + 1));
    round = revealTile(round, 0);
    expect(round).toMatchObject({ status: 'cashed-out', payout: 2_475 });
  });

  it('refuses bad mine counts, tiles and moves', () => {
    for (const mines of [0, 25, 2.5, -1]) expect(() => startMines(100, mines, scriptedRandom([0.5]))).toThrow(/mine count/);
    expect(() => startMines(0, 3, scriptedRandom([0.5, 0.5, 0.5]))).toThrow(/bet/);
    const round = revealTile(roundWithMines(100, [5]), 0);
    for (const tile of [-1, 25, 1.5]) expect(() => revealTile(round, tile)).toThrow(/tile must be/);
    expect(() => revealTile(round, 0)).toThrow(/already revealed/);
    expect(() => cashOutMines(roundWithMines(100, [5]))).toThrow(/reveal at least one/);
    const lost = revealTile(round, 5);
    expect(() => revealTile(lost, 6)).toThrow(/round is over \(lost\)/);
    expect(() => cashOutMines(lost)).toThrow(/round is over/);
    expect(() => cashOutMines(cashOutMines(round))).toThrow(/round is over \(cashed-out\)/);
    expect(() => minesMultiplier(3, 23)).toThrow(/0 to 22/);
    expect(() => playMines(100, scriptedRandom([0.5]), { mineCount: 1, picks: [] })).toThrow(/at least one/);
  });

  it('returns 99% for every mine count and cash-out point, less only rounding', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let reveals = 1; reveals <= 25 - mines; reveals++) {
        const rtp = minesExactRtp(10_000, mines, reveals);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.99 - 0.0001);
      }
    }
  });

  it('lands the declared RTP inside the 99% interval of a million seeded rounds', () => {
    const picks = [0, 1, 2, 3, 4];
    const report = expectRtpInInterval((bet, rng) => playMines(bet, rng, { mineCount: 3, picks }).payout, MINES_GAME.targetRtp, 'mines');
    expect(volatilityOf(report.standardDeviation)).toBe(MINES_GAME.volatility);
  });
});
