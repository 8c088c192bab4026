/** What the lobby and the simulator know about a house game. */

/** §9 game categories (the house has no sports or live games). */
export const GameCategory = { Slots: 1, Fish: 2, Poker: 3, Games: 6 } as const;
export type GameCategory = (typeof GameCategory)[keyof typeof GameCategory];

export type Volatility = 'low' | 'medium' | 'high';

export interface HouseGameDefinition {
  /** The game's id in the lobby catalog. */
  id: number;
  /** Stable key the launch and the provider gateway use. */
  code: string;
  name: string;
  category: GameCategory;
  /** Return to player as a fraction (0.96 = 96%). */
  targetRtp: number;
  /** Where the player's choices move it, the class at the game's default choices. */
  volatility: Volatility;
  /** Where the return depends on the player's choices, how. */
  rtpNote?: string;
}

/**
 * The volatility class of a standard deviation of payout / bet per round: below 5 low (video
 * poker sits near 4.4), below 10 medium, from 10 up high.
 */
export function volatilityOf(standardDeviation: number): Volatility {
  if (standardDeviation < 5) return 'low';
  if (standardDeviation < 10) return 'medium';
  return 'high';
}
