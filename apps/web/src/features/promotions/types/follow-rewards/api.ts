import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type FollowRewardsAnswer = CallResponse<'followRewardsState'>;

const useStateKey = () => promotionKeys.state(useUserStore((state) => state.user?.id ?? 0), ActivityType.FollowRewards);

/** followRewardsState: the channels (read again on focus: the player comes back from a channel). */
export function useFollowRewards() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.FollowRewards),
    queryFn: ({ signal }) => call('followRewardsState', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** followRewardsVisit: sent as the channel opens in a new tab; the answer is the new state. */
export function useVisitChannel() {
  const client = useQueryClient();
  const key = useStateKey();
  return useMutation({
    mutationFn: (channelId: number) => call('followRewardsVisit', { channelId }),
    onSuccess: (answer) => client.setQueryData<FollowRewardsAnswer>(key, (old) => (old ? { ...old, ...answer } : old)),
  });
}

/** followRewardsReceive: the answer carries the balances and the new state; the list is read again (the activity leaves it once all are claimed). */
export function useClaimChannel() {
  const client = useQueryClient();
  const key = useStateKey();
  return useMutation({
    mutationFn: (channelId: number) => call('followRewardsReceive', { channelId }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<FollowRewardsAnswer>(key, (old) => (old ? { ...old, ...answer.state } : old));
      await refreshActivityIds(client);
    },
  });
}
