import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

export type LadderAnswer = CallResponse<'ladderRecharge'>;

/** ladderRecharge: the tiers and the recent deposits' bonuses (read again on focus: a deposit may have been credited meanwhile). */
export function useLadderRecharge(enabled = true) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.LadderRecharge),
    queryFn: ({ signal }) => call('ladderRecharge', {}, { signal }),
    enabled: enabled && playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** ladderRechargeReceive: the answer carries the balances and the new state. */
export function useReceiveLadderBonus() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (orderId: string) => call('ladderRechargeReceive', { orderId }),
    onSuccess: (answer) => {
      applyBalances(answer, client);
      client.setQueryData<LadderAnswer>(promotionKeys.state(playerId, ActivityType.LadderRecharge), (old) => (old ? { ...old, state: answer.state } : old));
    },
  });
}
