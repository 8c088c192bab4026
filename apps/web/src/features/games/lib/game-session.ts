import { createContext, useContext } from 'react';
import type { HouseRound } from '@casino/contract';
import type { HouseInit, RoundResult } from '../api/house.ts';

export type GamePanel = 'rules' | 'history' | 'fairness';

/** One open house game: its session, what houseInit said, and the balance the screen shows. */
export interface GameSession {
  gameId: number;
  session: string;
  init: HouseInit;
  /** The player's coin balance as the house last reported it. */
  balance: number;
  /**
   * What a round being shown has at stake: the balance shows without it until the round's
   * animation ends and commitRound shows the house's figure.
   */
  stake: number;
  setStake(amount: number): void;
  /** The round the screen last finished (or resumed), for its id and the verify link. */
  lastRound: HouseRound | null;
  /** A round's answer reached the screen: show its balance (nothing at stake) and remember the round. */
  commitRound(result: RoundResult): void;
  setBalance(balance: number): void;
  /** Reads houseInit again (an open round to resume, a fresh balance). */
  reload(): Promise<void>;
  /** Starts the game again with a new session (after the old one expired). */
  restart(): void;
}

export const GameSessionContext = createContext<GameSession | null>(null);

export function useGameSession(): GameSession {
  const session = useContext(GameSessionContext);
  if (!session) throw new Error('useGameSession needs a GameSessionContext provider');
  return session;
}
