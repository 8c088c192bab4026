import { afterCommit } from '../../platform/after-commit.ts';
import type { TransferRequest } from './ledger.ts';

/** Told which players' balances moved, once the transaction that moved them has committed. */
export type BalancesMovedListener = (playerIds: readonly number[]) => void;

export interface BalanceMoves {
  /** Adds a listener (the push module tells the player's app). */
  onBalancesMoved(listener: BalancesMovedListener): void;
  /**
   * Tells the listeners that these players' balances moved, once q's transaction commits (at
   * once when q is the database). The ledger calls it for every transfer it applies; a caller
   * that applies a prepared transfer in a statement of its own (the gateway's bet and win) calls it too.
   */
  balancesMoved(q: object, playerIds: readonly number[]): void;
}

export function createBalanceMoves(): BalanceMoves {
  const listeners: BalancesMovedListener[] = [];
  return {
    onBalancesMoved: (listener) => void listeners.push(listener),
    balancesMoved(q, playerIds) {
      if (listeners.length === 0 || playerIds.length === 0) return;
      afterCommit(q, () => {
        for (const listener of listeners) listener(playerIds);
      });
    },
  };
}

/** The players on either side of a transfer. */
export function playersOf(request: Pick<TransferRequest, 'debit' | 'credit'>): number[] {
  const ids: number[] = [];
  for (const ref of [request.debit, request.credit]) if ('playerId' in ref && !ids.includes(ref.playerId)) ids.push(ref.playerId);
  return ids;
}
