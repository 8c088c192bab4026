import { useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

export type CashPoolAnswer = CallResponse<'rechargeBonusCollection6'>;
export type CashInstantAnswer = CallResponse<'appRechargeBonusCollection10'>;

/** Two queries of one type share the type's key, told apart by a last part. */
const keyOf = (playerId: number, part: 'pool' | 'instant' | 'history') => [...promotionKeys.state(playerId, ActivityType.RedPacket), part] as const;

/** rechargeBonusCollection6: the pools (read again on focus: bets elsewhere release parts). */
export function useCashPools() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: keyOf(playerId, 'pool'),
    queryFn: ({ signal }) => call('rechargeBonusCollection6', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** appRechargeBonusCollection10: the instant bonuses waiting. */
export function useCashInstants() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: keyOf(playerId, 'instant'),
    queryFn: ({ signal }) => call('appRechargeBonusCollection10', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** rechargeBonusCollection8: the player's recharge bonuses, newest first. */
export function useRechargeBonusHistory() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: keyOf(playerId, 'history'),
    queryFn: ({ signal }) => call('rechargeBonusCollection8', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, retry: false,
  });
}

/** receiverRechargeBonusCollection6: claims a pool's released parts; the answer replaces the pools. */
export function useClaimPool() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (orderId: string) => call('receiverRechargeBonusCollection6', { orderId }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<CashPoolAnswer>(keyOf(playerId, 'pool'), (old) => (old ? { ...old, ...answer.pool } : old));
      await client.invalidateQueries({ queryKey: keyOf(playerId, 'history') });
    },
  });
}

/** appRechargeBonusCollection10Receive: claims an instant bonus; the answer replaces the waiting list. */
export function useClaimInstant() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (orderId: string) => call('appRechargeBonusCollection10Receive', { orderId }),
    onSuccess: async (answer) => {
      applyBalances(answer, client);
      client.setQueryData<CashInstantAnswer>(keyOf(playerId, 'instant'), (old) => (old ? { ...old, ...answer.instant } : old));
      await client.invalidateQueries({ queryKey: keyOf(playerId, 'history') });
    },
  });
}
