import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

export type FestivalAnswer = CallResponse<'festivalState'>;

/** festivalState (read again on focus: the day may have turned, a deposit may have been credited). */
export function useFestival() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.Festival),
    queryFn: ({ signal }) => call('festivalState', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

type Claim = { kind: 'checkIn' } | { kind: 'tier'; tierId: number };

/** festivalCheckIn and festivalReceive: each answer carries the balances and the new state. */
export function useFestivalClaim() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (claim: Claim) => (claim.kind === 'checkIn' ? call('festivalCheckIn', {}) : call('festivalReceive', { tierId: claim.tierId })),
    onSuccess: (answer) => {
      applyBalances(answer, client);
      client.setQueryData<FestivalAnswer>(promotionKeys.state(playerId, ActivityType.Festival), (old) => (old ? { ...old, ...answer.state } : old));
    },
  });
}
