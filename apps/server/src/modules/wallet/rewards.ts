import { ItemId } from '@casino/contract';
import type { RewardItem, TransferKind } from '@casino/contract';
import { systemClock } from '../../platform/clock.ts';
import type { Clock } from '../../platform/clock.ts';
import { InvalidTransfer, ledgerWriter, playerMain, systemAccount } from './ledger.ts';
import type { LedgerDb, LedgerOptions, TransferResult } from './ledger.ts';
import { inTransaction } from './transaction.ts';
import type { SqlRunner } from './transaction.ts';
import { addTurnover, turnoverFor } from './turnover.ts';

/** Coin and points credited to players by the operator: rewards and the sign-up bonus. */

export interface GrantOptions {
  /** Idempotency key: granting the same reward again with the same key moves nothing. */
  key: string;
  kind?: Extract<TransferKind, 'reward' | 'signUpBonus' | 'adjustment'>;
  reference?: string;
  clock?: Clock;
  systemShards?: number;
  onApplied?: LedgerOptions['onApplied'];
}

/**
 * Credits a reward item: coin (2001) from bonus expense, with betRate adding turnover owed;
 * points (2002) from points issuance. Other items are not money and belong to their modules.
 * Returns null for a zero count. The credit and the turnover are all or none, and a replay adds
 * no turnover. Given an open transaction, a refusal leaves it unchanged.
 */
export async function grantReward(q: SqlRunner | LedgerDb, playerId: number, item: RewardItem, options: GrantOptions): Promise<TransferResult | null> {
  if (item.count === 0) return null;
  const clock = options.clock ?? systemClock;
  const common = { key: options.key, kind: options.kind ?? 'reward', credit: playerMain(playerId), amount: item.count, reference: options.reference ?? '' };
  if (item.id === ItemId.Points) {
    return ledgerWriter(q, options).transfer({ ...common, asset: 'POINTS', debit: systemAccount('points_issuance'), meta: { itemId: item.id } });
  }
  if (item.id !== ItemId.Coin) throw new InvalidTransfer(`item ${item.id} is not coin or points`);
  const owed = turnoverFor(item.count, item.betRate ?? 0);
  return inTransaction(q, async (tx) => {
    // Turnover first, and only for a key not used yet (see addTurnover).
    await addTurnover(tx, playerId, owed, clock.now(), options.key);
    return ledgerWriter(tx, options).transfer({
      ...common, asset: 'COIN', debit: systemAccount('bonus_expense'), meta: { itemId: item.id, betRate: item.betRate ?? 0 },
    });
  });
}

/**
 * The registration credit (userRegisterCoin), from bonus expense to the new player's coin
 * balance; idempotent on `signup:<playerId>`. Meant to run inside the registration transaction.
 */
export function creditSignUpBonus(
  q: SqlRunner | LedgerDb, playerId: number, amount: number,
  options: { betRate?: number; clock?: Clock; systemShards?: number; onApplied?: LedgerOptions['onApplied'] } = {},
): Promise<TransferResult | null> {
  return grantReward(q, playerId, { id: ItemId.Coin, count: amount, betRate: options.betRate ?? 0 }, {
    ...options, key: `signup:${playerId}`, kind: 'signUpBonus', reference: 'registration',
  });
}
