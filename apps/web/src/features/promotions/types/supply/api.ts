import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type SupplyAnswer = CallResponse<'bankruptBonusState'>;

/** bankruptBonusState: whether the player may claim now (read again on focus: a deposit may have settled meanwhile). */
export function useSupply() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.Supply),
    queryFn: ({ signal }) => call('bankruptBonusState', {}, { signal }),
    enabled: playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** bankruptBonus: the answer carries the balances and the new state; Supply then leaves the list for this period. */
export function useClaimSupply() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: () => call('bankruptBonus', {}),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<SupplyAnswer>(promotionKeys.state(playerId, ActivityType.Supply), (old) => (old ? { ...old, ...answer.state } : old));
      await refreshActivityIds(client);
    },
  });
}
