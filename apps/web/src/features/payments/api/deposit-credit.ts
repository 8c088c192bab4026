import type { QueryClient } from '../../../shared/query/index.ts';
import { useUserStore } from '../../auth/index.ts';
import { refreshBalances } from '../../wallet/index.ts';
import { paymentKeys } from './keys.ts';

/** Orders whose payment this app has already taken in: each refreshes the balance once. */
let credited = new Set<string>();

/** For tests: forget which orders were taken in. */
export function resetCreditedDeposits(): void {
  credited = new Set();
}

/**
 * A deposit order turned out paid: the header's balance is read again exactly once per order,
 * however many checks (polling, the player's "I have paid", closing the page) report it, and
 * the first-recharge hint goes away at once (§2: it shows until the first recharge). Answers
 * false when the order was already taken in.
 */
export async function takeInPaidDeposit(orderId: string, amount: number, client: QueryClient): Promise<boolean> {
  if (credited.has(orderId)) return false;
  credited.add(orderId);
  const { user, updateUser } = useUserStore.getState();
  if (user && !user.firstRecharge) updateUser({ firstRecharge: true, totalRecharge: user.totalRecharge + amount });
  try {
    await refreshBalances();
  } catch {
    // The balance still arrives with the next refresh; the deposit itself is not in doubt.
  }
  if (user) void client.invalidateQueries({ queryKey: paymentKeys.all(user.id) });
  return true;
}
