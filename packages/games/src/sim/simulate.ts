/**
 * Plays many rounds of a game and measures what it returns. Every round draws from the
 * provably-fair stream of a fixed seed pair, nonce = round number, so a run is repeatable
 * exactly and any single round can be recomputed on its own.
 */
import { FairRandom } from '../fair/fair-random.ts';
import type { RandomSource } from '../random.ts';
import { RunningStatistics } from './statistics.ts';

/** Plays one round and returns its payout in hundredths. */
export type PlayRound = (bet: number, rng: RandomSource) => number;

export interface SimulationOptions {
  rounds: number;
  bet: number;
  seed: string;
  /** Names the stream, so games simulated under one seed do not share their randomness. */
  stream?: string;
}

export interface SimulationReport {
  rounds: number;
  bet: number;
  seed: string;
  /** Total payout / total bet. */
  rtp: number;
  /** Half-width of the RTP's 99% confidence interval. */
  rtpHalfWidth99: number;
  /** Share of rounds that paid anything. */
  hitFrequency: number;
  /** Standard deviation of payout / bet per round. */
  standardDeviation: number;
  /** Largest payout / bet seen. */
  maxWin: number;
  elapsedMs: number;
  roundsPerSecond: number;
}

/** The seed pair a simulation seed (and stream) stands for. */
export function simulationSeeds(seed: string, stream = 'rtp'): { serverSeed: string; clientSeed: string } {
  return { serverSeed: `simulation:${seed}`, clientSeed: stream };
}

export function simulate(playRound: PlayRound, options: SimulationOptions): SimulationReport {
  const { rounds, bet, seed, stream } = options;
  if (!Number.isSafeInteger(rounds) || rounds <= 0) throw new RangeError(`rounds must be a positive whole number, got ${rounds}`);
  const rng = new FairRandom(simulationSeeds(seed, stream), 0);
  const statistics = new RunningStatistics();
  const started = performance.now();
  for (let nonce = 0; nonce < rounds; nonce++) {
    rng.startRound(nonce);
    statistics.add(playRound(bet, rng) / bet);
  }
  const elapsedMs = performance.now() - started;
  return {
    rounds,
    bet,
    seed,
    rtp: statistics.mean,
    rtpHalfWidth99: statistics.halfWidth99,
    hitFrequency: statistics.nonZero / rounds,
    standardDeviation: statistics.standardDeviation,
    maxWin: statistics.max,
    elapsedMs,
    roundsPerSecond: rounds / (elapsedMs / 1000),
  };
}

/** Whether `value` lies inside the report's 99% confidence interval of the RTP. */
export function withinInterval(report: SimulationReport, value: number): boolean {
  return Math.abs(report.rtp - value) <= report.rtpHalfWidth99;
}
