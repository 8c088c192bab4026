import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

export type AgentAnswer = CallResponse<'agentData'>;

/** agentData: read again on focus (a day may have been settled meanwhile). */
export function useAgent() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.Agent),
    queryFn: ({ signal }) => call('agentData', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** agent3Exchange: the answer carries the balances and the new state. */
export function useAgentExchange() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: () => call('agent3Exchange', {}),
    onSuccess: (answer) => {
      applyBalances(answer, client);
      client.setQueryData<AgentAnswer>(promotionKeys.state(playerId, ActivityType.Agent), (old) => (old ? { ...old, ...answer.state } : old));
    },
  });
}
