import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { refreshRedDots } from '../../../rewards/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type FreeSignAnswer = CallResponse<'loginBonus3User'>;

/** loginBonus3User: the calendar (read again on focus: the Philippine day may have turned). */
export function useFreeSign() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.FreeSign),
    queryFn: ({ signal }) => call('loginBonus3User', {}, { signal }),
    enabled: playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** loginBonus3UserReceive: the answer replaces the calendar and carries the balances; the red dot and the list are read again. */
export function useClaimFreeSign() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: () => call('loginBonus3UserReceive', {}),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<FreeSignAnswer>(promotionKeys.state(playerId, ActivityType.FreeSign), (old) => (old ? { ...old, ...answer.user } : old));
      await Promise.all([refreshRedDots(client), refreshActivityIds(client)]);
    },
  });
}
