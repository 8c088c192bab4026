/** Helpers shared by the test files (not part of the package's API). */
import { expect } from 'vitest';
import type { RandomSource } from './random.ts';
import { simulate, type PlayRound, type SimulationReport } from './sim/simulate.ts';

/** Rounds every RTP test simulates. */
export const SIMULATED_ROUNDS = 1_000_000;

/** A RandomSource that replays the given floats, then throws: rounds built to order. */
export function scriptedRandom(floats: readonly number[]): RandomSource {
  let next = 0;
  return {
    nextFloat: () => {
      if (next >= floats.length) throw new Error(`the script ran out after ${floats.length} floats`);
      return floats[next++]!;
    },
  };
}

/** The float that makes randomInt(rng, length) return `index`. */
export const floatFor = (index: number, length: number): number => (index + 0.5) / length;

/** Simulates a million seeded rounds and checks `expected` lies in the RTP's 99% confidence interval. */
export function expectRtpInInterval(playRound: PlayRound, expected: number, seed: string, bet = 10_000): SimulationReport {
  const report = simulate(playRound, { rounds: SIMULATED_ROUNDS, bet, seed });
  expect(expected, `RTP ${report.rtp} ± ${report.rtpHalfWidth99}`).toBeGreaterThanOrEqual(report.rtp - report.rtpHalfWidth99);
  expect(expected, `RTP ${report.rtp} ± ${report.rtpHalfWidth99}`).toBeLessThanOrEqual(report.rtp + report.rtpHalfWidth99);
  return report;
}
