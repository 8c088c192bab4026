import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

export type WeekendStateAnswer = CallResponse<'weekendLotteryState'>;

const historyKey = (playerId: number) => [...promotionKeys.state(playerId, ActivityType.WeekendLottery), 'history'] as const;

/** weekendLotteryInfo (no login): the prizes, the rules and the draw's times, for guests and players alike. */
export function useWeekendInfo() {
  return useQuery({
    queryKey: promotionKeys.detail('weekendLotteryInfo'),
    queryFn: ({ signal }) => call('weekendLotteryInfo', {}, { signal }),
    staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** weekendLotteryState: the player's week (only with a login). */
export function useWeekendState() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.WeekendLottery),
    queryFn: ({ signal }) => call('weekendLotteryState', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** weekendLotteryHistory: the player's draws, newest first. */
export function useWeekendHistory() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: historyKey(playerId),
    queryFn: ({ signal }) => call('weekendLotteryHistory', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, retry: false,
  });
}

/** weekendLotteryDraw: the answer carries the balances, the draw and the new week; the history is read again. */
export function useDrawTicket() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (ticket: number) => call('weekendLotteryDraw', { ticket }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<WeekendStateAnswer>(promotionKeys.state(playerId, ActivityType.WeekendLottery), (old) => (old ? { ...old, ...answer.state } : old));
      await client.invalidateQueries({ queryKey: historyKey(playerId) });
    },
  });
}
