import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import type { WithdrawalOrder } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyBalances } from '../../wallet/index.ts';
import { paymentKeys } from './keys.ts';

/** cancelExchange: takes back a withdrawal still under review; the held coins return. Answers the order and the balance after. */
export async function cancelWithdrawal(orderId: string): Promise<{ order: WithdrawalOrder; coin: number }> {
  const { order, coin } = await call('cancelExchange', { orderId });
  return { order, coin };
}

export function useCancelWithdrawal() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: cancelWithdrawal,
    // The header's balance at once; the records, today's limits and the withdrawable amount are read again.
    onSuccess: ({ coin }) => applyBalances({ coin }, client),
    // Whatever the outcome: a refusal means an operator acted meanwhile, so the list is out of date too.
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.all(playerId) }),
  });
}
