/**
 * Crash, played per bet: the round's first float fixes the crash point, the player's cash-out
 * target is set before it is revealed, and the bet pays target x bet when the multiplier
 * reaches the target.
 *
 *   crash point = max(1, floor(99 / (1 - f)) / 100)
 *
 * so P(crash point >= m) = 0.99 / m for every two-decimal m >= 1.01: any target returns 99%
 * (1% house edge), and about 1 round in 100 crashes at 1.00 outright.
 *
 * Multipliers are integers in hundredths (250 = 2.50x).
 */
import { GameCategory, type HouseGameDefinition } from '../definition.ts';
import { assertBet, payoutOf } from '../money.ts';
import type { RandomSource } from '../random.ts';

export const CRASH_RTP = 0.99;
export const CRASH_GAME: HouseGameDefinition = {
  id: 6,
  code: 'crash',
  name: 'Crash',
  category: GameCategory.Games,
  targetRtp: CRASH_RTP,
  volatility: 'low',
  rtpNote: 'the same for every cash-out target; volatility is low at the default 2.00x and grows with the target',
};

/** Lowest cash-out target, in hundredths: 1.01x. */
export const CRASH_MIN_TARGET = 101;
/** Highest cash-out target, in hundredths: 1,000,000x. */
export const CRASH_MAX_TARGET = 100_000_000;

const FLOAT_STEPS = 2 ** 32;
const EDGE_NUMERATOR = 99 * FLOAT_STEPS;

/**
 * The crash point in hundredths for a round float f. Stream floats are multiples of 2^-32
 * (others are taken to the nearest one), so the division is done on integers (99 * 2^32 fits a
 * double exactly) and cannot round across a boundary.
 */
export function crashPointOf(f: number): number {
  if (!(f >= 0 && f < 1)) throw new RangeError(`a round float is in [0, 1), got ${f}`);
  const remaining = FLOAT_STEPS - Math.round(f * FLOAT_STEPS);
  let point = Math.floor(EDGE_NUMERATOR / remaining);
  if (point * remaining > EDGE_NUMERATOR) point--;
  return Math.max(100, point);
}

export function assertCrashTarget(target: number): void {
  if (!Number.isInteger(target) || target < CRASH_MIN_TARGET || target > CRASH_MAX_TARGET) {
    throw new RangeError(`cash-out target must be a whole number of hundredths from ${CRASH_MIN_TARGET} (1.01x) to ${CRASH_MAX_TARGET}, got ${target}`);
  }
}

export interface CrashChoice {
  /** The multiplier to cash out at, in hundredths. */
  cashOutAt: number;
}

export interface CrashOutcome {
  /** In hundredths: 100 = crashed at 1.00x. */
  crashPoint: number;
  cashOutAt: number;
  cashedOut: boolean;
  payout: number;
}

/** Settles a cash-out target against a known crash point. */
export function settleCrash(bet: number, crashPoint: number, cashOutAt: number): CrashOutcome {
  assertBet(bet);
  assertCrashTarget(cashOutAt);
  const cashedOut = crashPoint >= cashOutAt;
  return { crashPoint, cashOutAt, cashedOut, payout: cashedOut ? payoutOf(bet, cashOutAt, 100) : 0 };
}

export function playCrash(bet: number, rng: RandomSource, choice: CrashChoice): CrashOutcome {
  assertBet(bet);
  assertCrashTarget(choice.cashOutAt);
  return settleCrash(bet, crashPointOf(rng.nextFloat()), choice.cashOutAt);
}

/** The exact return of a target: P(reach it) * target, with the payout rounded down. */
export function crashExactRtp(bet: number, cashOutAt: number): number {
  assertCrashTarget(cashOutAt);
  return ((0.99 * 100) / cashOutAt) * (payoutOf(bet, cashOutAt, 100) / bet);
}
