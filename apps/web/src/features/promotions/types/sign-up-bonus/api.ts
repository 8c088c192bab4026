import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { refreshRedDots } from '../../../rewards/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { promotionKeys } from '../../api/keys.ts';

export type LoginPayAnswer = CallResponse<'getLoginPayUser3'>;

/** getLoginPayUser3: the player's days (read again on focus: the Philippine day may have turned). */
export function useLoginPayUser() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.SignUpBonus),
    queryFn: ({ signal }) => call('getLoginPayUser3', {}, { signal }),
    enabled: playerId > 0,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** receiveLoginPay3 (a sign-up day, or with propId a sign-in card's day): the answer replaces the days and carries the balances; the red dot and the list are read again. */
export function useReceiveDay() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: ({ day, propId }: { day: number; propId?: number }) => call('receiveLoginPay3', propId === undefined ? { day } : { day, propId }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<LoginPayAnswer>(promotionKeys.state(playerId, ActivityType.SignUpBonus), (old) => (old ? { ...old, ...answer.user } : old));
      await Promise.all([refreshRedDots(client), refreshActivityIds(client)]);
    },
  });
}
