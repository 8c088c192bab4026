import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { refreshRedDots } from '../../../rewards/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type FundAnswer = CallResponse<'fundUser'>;

/** fundUser: the fund and its stages (read again on focus: a deposit or bets may have moved it). */
export function useFund() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.Fund),
    queryFn: ({ signal }) => call('fundUser', {}, { signal }),
    enabled: playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** fundUserReceive: the answer replaces the state and carries the balances; the red dot and the list are read again. */
export function useClaimStage() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (stageId: number) => call('fundUserReceive', { stageId }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<FundAnswer>(promotionKeys.state(playerId, ActivityType.Fund), (old) => (old ? { ...old, ...answer.user } : old));
      await Promise.all([refreshRedDots(client), refreshActivityIds(client)]);
    },
  });
}
