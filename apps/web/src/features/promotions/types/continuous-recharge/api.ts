import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type ContinuousAnswer = CallResponse<'continuousRecharge'>;

/** continuousRecharge: today's deposits, the runs and the days (read again on focus: a deposit may have been credited, or the day turned). */
export function useContinuousRecharge() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.ContinuousRecharge),
    queryFn: ({ signal }) => call('continuousRecharge', {}, { signal }),
    enabled: playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** continuousRechargeReceive: the answer carries the balances and the new state; with every day claimed the list is read again. */
export function useReceiveContinuousDay() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (day: number) => call('continuousRechargeReceive', { day }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<ContinuousAnswer>(promotionKeys.state(playerId, ActivityType.ContinuousRecharge), (old) => (old ? { ...old, state: answer.state } : old));
      if (answer.state.days.every((day) => day.status === 'claimed')) await refreshActivityIds(client);
    },
  });
}
