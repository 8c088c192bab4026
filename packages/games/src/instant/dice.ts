/**
 * Dice: the round's first float gives a roll of 0.00 to 99.99 (10,000 equally likely values,
 * held as integers 0..9999). The player bets the roll lands under or over a target; the payout
 * is 99 / (win chance in %) times the bet, so every target returns 99%.
 */
import { GameCategory, type HouseGameDefinition } from '../definition.ts';
import { assertBet, payoutOf } from '../money.ts';
import { randomInt, type RandomSource } from '../random.ts';

export const DICE_RTP = 0.99;
export const DICE_GAME: HouseGameDefinition = {
  id: 8,
  code: 'dice',
  name: 'Dice',
  category: GameCategory.Games,
  targetRtp: DICE_RTP,
  volatility: 'low',
  rtpNote: 'the same for every target; volatility is low at the default 49.49% and grows as the win chance shrinks',
};

export const DICE_OUTCOMES = 10_000;
/** Win chance bounds, in rolls out of 10,000: 0.01% .. 98%. */
export const DICE_MIN_WINNING_ROLLS = 1;
export const DICE_MAX_WINNING_ROLLS = 9_800;

export type DiceDirection = 'under' | 'over';

export interface DiceChoice {
  /** In hundredths: 5000 = 50.00. Under wins on roll < target, over on roll > target. */
  target: number;
  direction: DiceDirection;
}

export interface DiceOutcome {
  /** 0..9999, i.e. 0.00..99.99. */
  roll: number;
  target: number;
  direction: DiceDirection;
  /** Win chance in rolls out of 10,000. */
  winningRolls: number;
  won: boolean;
  payout: number;
}

/** Validates the choice and returns its winning rolls out of 10,000. */
export function diceWinningRolls(choice: DiceChoice): number {
  const { target, direction } = choice;
  if (direction !== 'under' && direction !== 'over') throw new RangeError(`direction must be 'under' or 'over', got ${String(direction)}`);
  if (!Number.isInteger(target) || target < 0 || target >= DICE_OUTCOMES) throw new RangeError(`target must be a whole number of hundredths from 0 to 9999, got ${target}`);
  const winningRolls = direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
  if (winningRolls < DICE_MIN_WINNING_ROLLS || winningRolls > DICE_MAX_WINNING_ROLLS) {
    throw new RangeError(`win chance must be 0.01% to 98.00%; ${direction} ${(target / 100).toFixed(2)} wins ${(winningRolls / 100).toFixed(2)}%`);
  }
  return winningRolls;
}

/** The payout of a winning roll: floor(bet * 99 / chance%) = floor(bet * 9900 / winningRolls). */
export function dicePayout(bet: number, winningRolls: number): number {
  return payoutOf(bet, 9_900, winningRolls);
}

export function playDice(bet: number, rng: RandomSource, choice: DiceChoice): DiceOutcome {
  assertBet(bet);
  const winningRolls = diceWinningRolls(choice);
  const roll = randomInt(rng, DICE_OUTCOMES);
  const won = choice.direction === 'under' ? roll < choice.target : roll > choice.target;
  return { roll, target: choice.target, direction: choice.direction, winningRolls, won, payout: won ? dicePayout(bet, winningRolls) : 0 };
}

/** The exact return of a choice, the payout rounded down as in play. */
export function diceExactRtp(bet: number, choice: DiceChoice): number {
  const winningRolls = diceWinningRolls(choice);
  return ((winningRolls / DICE_OUTCOMES) * dicePayout(bet, winningRolls)) / bet;
}
