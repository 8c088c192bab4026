import { keepPreviousData, useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

export type AgentCountAnswer = CallResponse<'agent4Data'>;
export const ROWS_PAGE_SIZE = 10;

/** agent4Data: read again on focus (an invitee may have deposited meanwhile). */
export function useAgentCount() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.AgentCount),
    queryFn: ({ signal }) => call('agent4Data', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** agent4InviteRows: one page of the player's invitees. */
export function useInviteRows(page: number) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: [...promotionKeys.state(playerId, ActivityType.AgentCount), 'rows', page],
    queryFn: ({ signal }) => call('agent4InviteRows', { page, pageSize: ROWS_PAGE_SIZE }, { signal }),
    enabled: playerId > 0, retry: false, placeholderData: keepPreviousData,
  });
}

export type DrawAnswer = CallResponse<'agent4Scratch'>;

/** agent4Scratch or agent4Lottery: one draw; the answer carries the balances, the draw and the new state. */
export function useDraw(kind: 'scratch' | 'lottery') {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (): Promise<DrawAnswer> => (kind === 'scratch' ? call('agent4Scratch', {}) : call('agent4Lottery', {})),
    onSuccess: (answer) => {
      applyBalances(answer, client);
      client.setQueryData<AgentCountAnswer>(promotionKeys.state(playerId, ActivityType.AgentCount), (old) => (old ? { ...old, ...answer.state } : old));
    },
  });
}

/** agent4Award: claims an award tier. */
export function useAward() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (id: number) => call('agent4Award', { id }),
    onSuccess: (answer) => {
      applyBalances(answer, client);
      client.setQueryData<AgentCountAnswer>(promotionKeys.state(playerId, ActivityType.AgentCount), (old) => (old ? { ...old, ...answer.state } : old));
    },
  });
}
