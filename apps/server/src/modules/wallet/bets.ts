import type { Clock } from '../../platform/clock.ts';
import { refusalsAsWalletErrors } from './errors.ts';
import { playerMain, systemAccount } from './ledger.ts';
import type { Ledger, LedgerDb, TransferResult } from './ledger.ts';
import { inTransaction } from './transaction.ts';
import { recordBet } from './turnover.ts';

/** Game money: a bet moves coins to the house and counts toward wagering; a win pays back. */

export interface GameMove {
  /** The provider's transaction id, made unique per provider: the idempotency key. */
  key: string;
  playerId: number;
  amount: number;
  /** The game round. */
  reference: string;
}

export function createBets(deps: { db: LedgerDb; ledger: Ledger; clock: Clock }) {
  const { db, ledger, clock } = deps;
  return {
    /** Stakes a bet; a replay returns the first result and counts nothing twice. */
    placeBet(move: GameMove): Promise<TransferResult> {
      return refusalsAsWalletErrors(() => inTransaction(db, async (tx) => {
        // Counted first, only for a new key (see addTurnover); a refused bet rolls the count back.
        await recordBet(tx, move.playerId, move.amount, clock.now(), move.key);
        return ledger.within(tx).transfer({
          key: move.key, kind: 'bet', asset: 'COIN', debit: playerMain(move.playerId), credit: systemAccount('house'),
          amount: move.amount, reference: move.reference,
        });
      }));
    },
    /** Pays a win from the house. */
    payWin(move: GameMove): Promise<TransferResult> {
      return refusalsAsWalletErrors(() => ledger.transfer({
        key: move.key, kind: 'win', asset: 'COIN', debit: systemAccount('house'), credit: playerMain(move.playerId),
        amount: move.amount, reference: move.reference,
      }));
    },
  };
}
