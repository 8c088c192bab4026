import { describe, expect, it } from 'vitest';
import { volatilityOf } from '../definition.ts';
import { expectRtpInInterval, scriptedRandom } from '../test-support.ts';
import { DICE_GAME, diceExactRtp, dicePayout, diceWinningRolls, playDice } from './dice.ts';

const roll = (value: number): number => (value + 0.5) / 10_000;

describe('Dice', () => {
  it('rolls 0.00 .. 99.99 from the round float', () => {
    expect(playDice(100, scriptedRandom([0]), { target: 5000, direction: 'under' }).roll).toBe(0);
    expect(playDice(100, scriptedRandom([1 - 2 ** -32]), { target: 5000, direction: 'under' }).roll).toBe(9_999);
  });

  it('wins under on a roll below the target and over on a roll above it', () => {
    const under = { target: 5000, direction: 'under' } as const;
    expect(playDice(100, scriptedRandom([roll(4999)]), under).won).toBe(true);
    expect(playDice(100, scriptedRandom([roll(5000)]), under).won).toBe(false);
    const over = { target: 5000, direction: 'over' } as const;
    expect(playDice(100, scriptedRandom([roll(5000)]), over).won).toBe(false);
    expect(playDice(100, scriptedRandom([roll(5001)]), over).won).toBe(true);
  });

  it('pays 99 / win chance, rounded down to a hundredth', () => {
    expect(diceWinningRolls({ target: 5000, direction: 'under' })).toBe(5000);
    expect(diceWinningRolls({ target: 5050, direction: 'over' })).toBe(4949);
    expect(dicePayout(10_000, 5_000)).toBe(19_800);
    expect(dicePayout(100, 1)).toBe(990_000);
    expect(dicePayout(100, 9_800)).toBe(101);
    expect(playDice(10_000, scriptedRandom([roll(10)]), { target: 2500, direction: 'under' })).toMatchObject({ won: true, payout: 39_600 });
  });

  it('allows win chances from 0.01% to 98% and nothing else', () => {
    expect(diceWinningRolls({ target: 1, direction: 'under' })).toBe(1);
    expect(diceWinningRolls({ target: 9800, direction: 'under' })).toBe(9800);
    expect(diceWinningRolls({ target: 199, direction: 'over' })).toBe(9800);
    expect(diceWinningRolls({ target: 9998, direction: 'over' })).toBe(1);
    for (const choice of [
      { target: 0, direction: 'under' },
      { target: 9801, direction: 'under' },
      { target: 198, direction: 'over' },
      { target: 9999, direction: 'over' },
    ] as const) {
      expect(() => diceWinningRolls(choice)).toThrow(/win chance must be 0.01% to 98.00%/);
    }
    expect(() => diceWinningRolls({ target: 10_000, direction: 'under' })).toThrow(/0 to 9999/);
    expect(() => diceWinningRolls({ target: 50.5, direction: 'under' })).toThrow(/whole number/);
    expect(() => diceWinningRolls({ target: 5000, direction: 'sideways' as 'over' })).toThrow(/'under' or 'over'/);
    expect(() => playDice(0, scriptedRandom([0.5]), { target: 5000, direction: 'under' })).toThrow(/bet/);
  });

  it('returns 99% for every choice, less only rounding', () => {
    for (let winningRolls = 1; winningRolls <= 9_800; winningRolls++) {
      const rtp = diceExactRtp(10_000, { target: winningRolls, direction: 'under' });
      expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
      expect(rtp).toBeGreaterThan(0.99 - 0.0001);
    }
  });

  it('lands the declared RTP inside the 99% interval of a million seeded rounds', () => {
    const report = expectRtpInInterval((bet, rng) => playDice(bet, rng, { target: 5050, direction: 'over' }).payout, DICE_GAME.targetRtp, 'dice');
    expect(volatilityOf(report.standardDeviation)).toBe(DICE_GAME.volatility);
  });
});
