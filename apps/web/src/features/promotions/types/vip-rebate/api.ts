import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

export type VipRebateAnswer = CallResponse<'vipRebateState'>;

/** vipRebateState: read again on focus (a day may have been settled meanwhile); not at all unless `enabled`. */
export function useVipRebate({ enabled = true }: { enabled?: boolean } = {}) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.VIP),
    queryFn: ({ signal }) => call('vipRebateState', {}, { signal }),
    enabled: enabled && playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** receiveVipRebate: the answer carries the balances and the new state. */
export function useClaimVipRebate() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (day: string) => call('receiveVipRebate', { day }),
    onSuccess: (answer) => {
      applyBalances(answer, client);
      client.setQueryData<VipRebateAnswer>(promotionKeys.state(playerId, ActivityType.VIP), (old) => (old ? { ...old, ...answer.state } : old));
    },
  });
}
