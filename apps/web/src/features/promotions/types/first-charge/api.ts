import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType, FirstChargeStatus } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type FirstChargeAnswer = CallResponse<'appRechargeBonusCollection9'>;

/** appRechargeBonusCollection9: the offer's state and tiers (read again when the window regains focus, e.g. back from paying). */
export function useFirstCharge(instanceId?: number) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.FirstCharge),
    queryFn: ({ signal }) => call('appRechargeBonusCollection9', instanceId ? { instanceId } : {}, { signal }),
    enabled: playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/**
 * appRechargeBonusCollection9Receive: the answer replaces the state (§4) and carries the
 * balances; status 2 reads the activity list again.
 */
export function useReceiveFirstChargePrize() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (propId: number) => call('appRechargeBonusCollection9Receive', { propId }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<FirstChargeAnswer>(promotionKeys.state(playerId, ActivityType.FirstCharge),
        (old) => (old ? { ...old, appRechargeBonusCollection9: answer.appRechargeBonusCollection9 } : old));
      if (answer.appRechargeBonusCollection9.itemStatus === FirstChargeStatus.Claimed) await refreshActivityIds(client);
    },
  });
}
