import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HouseErrcode } from '@casino/contract';
import type { HouseAction, HouseChoice } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import { refreshBalances } from '../../wallet/index.ts';
import { actOnRound, playRound } from '../api/house.ts';
import type { RoundResult } from '../api/house.ts';
import { describeHouseFailure } from './game-errors.ts';
import type { HouseFailure } from './game-errors.ts';
import { useGameSession } from './game-session.ts';
import { createActionIds } from './request-id.ts';

export interface HouseActions {
  /** housePlay; resolves null when refused or unanswered (the failure is then set). */
  play(bet: number, choice: HouseChoice): Promise<RoundResult | null>;
  /** houseAct on an open round; null as for play. */
  act(roundId: string, action: HouseAction): Promise<RoundResult | null>;
  pending: boolean;
  failure: HouseFailure | null;
  dismissFailure(): void;
}

/**
 * The game's moves with their requestIds. Repeating a move whose answer never came (same bet
 * and choice, or same round and action) sends the same requestId, so the house plays it once.
 * A refusal that means a round is still open reloads the session so the client resumes it;
 * one for an insufficient balance reads the balance again.
 */
export function useHouseActions(): HouseActions {
  const { t } = useTranslation();
  const { session, reload, setBalance } = useGameSession();
  const ids = useRef(createActionIds());
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<HouseFailure | null>(null);

  const run = useCallback(async (key: string, send: (requestId: string) => Promise<RoundResult>): Promise<RoundResult | null> => {
    const requestId = ids.current.take(key);
    setPending(true);
    setFailure(null);
    try {
      const result = await send(requestId);
      ids.current.settle();
      return result;
    } catch (error) {
      ids.current.settle(error);
      const described = describeHouseFailure(error, t);
      setFailure(described);
      if (described.kind === 'round-open') await reload().catch(() => undefined);
      // The refusal means the shown balance is out of date: show the real one.
      if (isCallError(error) && error.errcode === HouseErrcode.InsufficientBalance) {
        await refreshBalances().then(({ coin }) => setBalance(coin), () => undefined);
      }
      return null;
    } finally {
      setPending(false);
    }
  }, [t, reload, setBalance]);

  const play = useCallback((bet: number, choice: HouseChoice) =>
    run(`play:${bet}:${JSON.stringify(choice)}`, (requestId) => playRound({ session, requestId, bet, choice })), [run, session]);

  const act = useCallback((roundId: string, action: HouseAction) =>
    run(`act:${roundId}:${JSON.stringify(action)}`, (requestId) => actOnRound({ session, requestId, roundId, action })), [run, session]);

  const dismissFailure = useCallback(() => setFailure(null), []);
  return { play, act, pending, failure, dismissFailure };
}
