import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { refreshRedDots } from '../../../rewards/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type FreeLoginBonusAnswer = CallResponse<'freeLoginBonusUser'>;

/** freeLoginBonusUser: today's bonus (read again on focus: the Philippine day may have turned). */
export function useFreeLoginBonus() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.FreeLoginBonus),
    queryFn: ({ signal }) => call('freeLoginBonusUser', {}, { signal }),
    enabled: playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** freeLoginBonusReceive: the answer replaces the state and carries the balances; the red dot and the list are read again. */
export function useClaimFreeLoginBonus() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: () => call('freeLoginBonusReceive', {}),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<FreeLoginBonusAnswer>(promotionKeys.state(playerId, ActivityType.FreeLoginBonus), (old) => (old ? { ...old, ...answer.user } : old));
      await Promise.all([refreshRedDots(client), refreshActivityIds(client)]);
    },
  });
}
