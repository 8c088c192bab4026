import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type BindRewardAnswer = CallResponse<'bindRewardState'>;

/** bindRewardState: read again on focus (the player may come back from binding a number). */
export function useBindReward() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.Bind),
    queryFn: ({ signal }) => call('bindRewardState', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** receiveBindReward: the answer carries the balances and the new state; the reward then leaves the list. */
export function useClaimBindReward() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: () => call('receiveBindReward', {}),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<BindRewardAnswer>(promotionKeys.state(playerId, ActivityType.Bind), (old) => (old ? { ...old, ...answer.state } : old));
      await refreshActivityIds(client);
    },
  });
}
