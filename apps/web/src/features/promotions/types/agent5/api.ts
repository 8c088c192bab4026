import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '../../../../shared/query/index.ts';
import { ActivityType, DEFAULT_INVITE_PATH } from '@casino/contract';
import type { Agent5State, Agent5Tasks, CallResponse } from '@casino/contract';
import { call } from '../../../../shared/api/client.ts';
import { useUserStore } from '../../../auth/index.ts';
import { applyBalances } from '../../../wallet/index.ts';
import { promotionKeys } from '../../api/keys.ts';

export type Agent5Answer = CallResponse<'appAgent5User'>;

/** The log's page size. */
export const LOG_PAGE_SIZE = 20;

const usePlayerId = () => useUserStore((state) => state.user?.id ?? 0);
const logKey = (playerId: number) => [...promotionKeys.state(playerId, ActivityType.Agent5), 'log'] as const;

/** appAgent5User: read again on focus (an invitee may have deposited meanwhile). */
export function useAgent5() {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: promotionKeys.state(playerId, ActivityType.Agent5),
    queryFn: ({ signal }) => call('appAgent5User', {}, { signal }),
    enabled: playerId > 0, staleTime: 0, refetchOnWindowFocus: true, retry: false,
  });
}

/** appAgent5UserLog: the earnings and claims, newest first, a page at a time. */
export function useAgent5Log() {
  const playerId = usePlayerId();
  return useInfiniteQuery({
    queryKey: logKey(playerId),
    queryFn: ({ pageParam, signal }) => call('appAgent5UserLog', { page: pageParam, pageSize: LOG_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: playerId > 0, staleTime: 0, retry: false,
  });
}

/** After a claim or a share: the new state (or tasks) in place, the log read again. */
function useAfterAnswer() {
  const client = useQueryClient();
  const playerId = usePlayerId();
  return {
    state(state: Agent5State) {
      client.setQueryData<Agent5Answer>(promotionKeys.state(playerId, ActivityType.Agent5), (old) => (old ? { ...old, ...state } : old));
      void client.invalidateQueries({ queryKey: logKey(playerId) });
    },
    tasks(tasks: Agent5Tasks) {
      client.setQueryData<Agent5Answer>(promotionKeys.state(playerId, ActivityType.Agent5), (old) => (old ? { ...old, tasks } : old));
      void client.invalidateQueries({ queryKey: logKey(playerId) });
    },
    client,
  };
}

/** appAgent5UserReceive: everything earned from valid invitees. */
export function useReceiveCommission() {
  const after = useAfterAnswer();
  return useMutation({
    mutationFn: () => call('appAgent5UserReceive', {}),
    onSuccess: (answer) => {
      applyBalances(answer, after.client);
      after.state(answer.state);
    },
  });
}

/** appAgent5UserInviteValidReceive: a reached tier, once. */
export function useReceiveTier() {
  const after = useAfterAnswer();
  return useMutation({
    mutationFn: (tierId: number) => call('appAgent5UserInviteValidReceive', { tierId }),
    onSuccess: (answer) => {
      applyBalances(answer, after.client);
      after.state(answer.state);
    },
  });
}

/** appProxyUser4TaskUserShare: today's share of the invite link. */
export function useRecordShare() {
  const after = useAfterAnswer();
  return useMutation({
    mutationFn: (via: 'share' | 'copy') => call('appProxyUser4TaskUserShare', { via }),
    onSuccess: (tasks) => after.tasks(tasks),
  });
}

/** appProxyUser4TaskUserReceive: today's reward of a task. */
export function useReceiveTask() {
  const after = useAfterAnswer();
  return useMutation({
    mutationFn: (taskId: number) => call('appProxyUser4TaskUserReceive', { taskId }),
    onSuccess: (answer) => {
      applyBalances(answer, after.client);
      after.tasks(answer.tasks);
    },
  });
}

/**
 * shortUrl: the player's invite link to registration (§9 parameters through the server's short
 * link), absolute on this site; the server gives the same link every time, so it is kept for the
 * session. Asked for only with a bound mobile (§5: sharing needs one).
 */
export function useAgent5InviteLink(enabled: boolean) {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: [...promotionKeys.state(playerId, ActivityType.Agent5), 'inviteLink'],
    queryFn: async ({ signal }) => new URL((await call('shortUrl', { path: DEFAULT_INVITE_PATH }, { signal })).shortUrl, window.location.origin).toString(),
    enabled: enabled && playerId > 0,
    staleTime: Infinity,
  });
}
