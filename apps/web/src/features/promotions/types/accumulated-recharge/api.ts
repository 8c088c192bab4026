import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type AccumulatedAnswer = CallResponse<'accumulatedRecharge'>;

/** accumulatedRecharge: the period's total and the thresholds (read again on focus: a deposit may have been credited meanwhile). */
export function useAccumulatedRecharge() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.AccumulatedRecharge),
    queryFn: ({ signal }) => call('accumulatedRecharge', {}, { signal }),
    enabled: playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** accumulatedRechargeReceive: the answer carries the balances and the new state; with every threshold claimed the list is read again. */
export function useReceiveAccumulatedPrize() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (tierId: number) => call('accumulatedRechargeReceive', { tierId }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<AccumulatedAnswer>(promotionKeys.state(playerId, ActivityType.AccumulatedRecharge), (old) => (old ? { ...old, state: answer.state } : old));
      if (answer.state.tiers.every((tier) => tier.status === 'claimed')) await refreshActivityIds(client);
    },
  });
}
