import type { DepositStatus, WithdrawalStatus } from '@casino/contract';

/**
 * The order state machines (docs/decisions/030). Every status change goes through
 * canTransition and is recorded in payment_order_transitions; an UPDATE also checks the
 * status it expects, so two racing changes cannot both apply.
 */

/**
 * Deposits. paid is terminal. Money a provider confirms is always credited: a payment of an
 * order we had expired, or one the provider first reported failed, still moves it to paid.
 */
export const DEPOSIT_TRANSITIONS: Readonly<Record<DepositStatus, readonly DepositStatus[]>> = {
  created: ['pending', 'paid', 'failed', 'expired'],
  pending: ['paid', 'failed', 'expired'],
  failed: ['paid'],
  expired: ['paid'],
  paid: [],
};

/**
 * Withdrawals. The coins are held while pending or processing; rejected (operator), cancelled
 * (the player, docs/decisions/047) and failed give them back; paid sends them out. Only a
 * pending order can be cancelled: once approved its payout may already be on its way. The
 * four outcomes are terminal.
 */
export const WITHDRAWAL_TRANSITIONS: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  pending: ['processing', 'rejected', 'cancelled'],
  processing: ['paid', 'failed'],
  paid: [],
  rejected: [],
  failed: [],
  cancelled: [],
};

export function canTransition<S extends string>(table: Readonly<Record<S, readonly S[]>>, from: S, to: S): boolean {
  return table[from].includes(to);
}

export const OPEN_DEPOSIT_STATUSES: readonly DepositStatus[] = ['created', 'pending'];
export const OPEN_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['pending', 'processing'];
