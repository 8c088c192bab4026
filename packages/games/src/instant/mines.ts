/**
 * Mines: a 5x5 grid hides 1..24 mines, placed at the start of the round by a Fisher–Yates
 * selection from the round's random stream. The player reveals tiles one at a time and may
 * cash out after any safe reveal; a mine ends the round with nothing.
 *
 * After k safe reveals with m mines the multiplier is 0.99 / P(k safe in a row)
 * = 0.99 * C(25, k) / C(25 - m, k), so cashing out at any point returns 99%.
 *
 * The functions are pure: each returns the next state of the round.
 */
import { GameCategory, type HouseGameDefinition } from '../definition.ts';
import { assertBet, payoutOf } from '../money.ts';
import { shuffleFront, type RandomSource } from '../random.ts';

export const MINES_RTP = 0.99;
export const MINES_GAME: HouseGameDefinition = {
  id: 7,
  code: 'mines',
  name: 'Mines',
  category: GameCategory.Games,
  targetRtp: MINES_RTP,
  volatility: 'low',
  rtpNote: 'the same for every mine count and cash-out point; volatility is low at the default 3 mines and 5 tiles and grows with both',
};

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export type MinesStatus = 'playing' | 'lost' | 'cashed-out';

export interface MinesRound {
  bet: number;
  mineCount: number;
  /** Mine tiles (0..24, row * 5 + column). Secret while the round is being played. */
  mines: number[];
  /** Tiles revealed, in order; the last one is the mine when the round is lost. */
  revealed: number[];
  status: MinesStatus;
  payout: number;
}

const binomial = (n: number, k: number): number => {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
};

export function assertMineCount(mineCount: number): void {
  if (!Number.isInteger(mineCount) || mineCount < MINES_MIN || mineCount > MINES_MAX) {
    throw new RangeError(`mine count must be a whole number from ${MINES_MIN} to ${MINES_MAX}, got ${mineCount}`);
  }
}

/** The multiplier after `safeReveals` safe tiles, as an exact fraction. */
export function minesMultiplier(mineCount: number, safeReveals: number): { numerator: number; denominator: number } {
  assertMineCount(mineCount);
  if (!Number.isInteger(safeReveals) || safeReveals < 0 || safeReveals > MINES_TILES - mineCount) {
    throw new RangeError(`with ${mineCount} mines, 0 to ${MINES_TILES - mineCount} tiles can be revealed, got ${safeReveals}`);
  }
  return { numerator: 99 * binomial(MINES_TILES, safeReveals), denominator: 100 * binomial(MINES_TILES - mineCount, safeReveals) };
}

export function minesPayout(bet: number, mineCount: number, safeReveals: number): number {
  const { numerator, denominator } = minesMultiplier(mineCount, safeReveals);
  return payoutOf(bet, numerator, denominator);
}

export function startMines(bet: number, mineCount: number, rng: RandomSource): MinesRound {
  assertBet(bet);
  assertMineCount(mineCount);
  const tiles = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  shuffleFront(tiles, mineCount, rng);
  return { bet, mineCount, mines: tiles.slice(0, mineCount), revealed: [], status: 'playing', payout: 0 };
}

function assertPlaying(round: MinesRound): void {
  if (round.status !== 'playing') throw new Error(`the round is over (${round.status})`);
}

export function revealTile(round: MinesRound, tile: number): MinesRound {
  assertPlaying(round);
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw new RangeError(`tile must be a whole number from 0 to ${MINES_TILES - 1}, got ${tile}`);
  if (round.revealed.includes(tile)) throw new RangeError(`tile ${tile} is already revealed`);
  const revealed = [...round.revealed, tile];
  if (round.mines.includes(tile)) return { ...round, revealed, status: 'lost', payout: 0 };
  const next: MinesRound = { ...round, revealed };
  // Nothing is left to risk once every safe tile is open: the round pays out by itself.
  return revealed.length === MINES_TILES - round.mineCount ? cashOutMines(next) : next;
}

export function cashOutMines(round: MinesRound): MinesRound {
  assertPlaying(round);
  if (round.revealed.length === 0) throw new Error('reveal at least one tile before cashing out');
  return { ...round, status: 'cashed-out', payout: minesPayout(round.bet, round.mineCount, round.revealed.length) };
}

export interface MinesChoice {
  mineCount: number;
  /** Tiles to reveal in order; the round cashes out after the last one if no mine was hit. */
  picks: readonly number[];
}

/** A whole round for a fixed plan: reveal `picks` in order, then cash out. */
export function playMines(bet: number, rng: RandomSource, choice: MinesChoice): MinesRound {
  if (choice.picks.length === 0) throw new RangeError('pick at least one tile');
  let round = startMines(bet, choice.mineCount, rng);
  for (const tile of choice.picks) {
    round = revealTile(round, tile);
    if (round.status !== 'playing') return round;
  }
  return cashOutMines(round);
}

/** The exact return of cashing out after `safeReveals`, the payout rounded down as in play. */
export function minesExactRtp(bet: number, mineCount: number, safeReveals: number): number {
  const { numerator, denominator } = minesMultiplier(mineCount, safeReveals);
  // P(k safe) = C(25 - m, k) / C(25, k) = 99 / (100 * multiplier).
  const survival = (99 * denominator) / (100 * numerator);
  return (survival * minesPayout(bet, mineCount, safeReveals)) / bet;
}
