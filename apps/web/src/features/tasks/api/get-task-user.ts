import { useQuery } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useFallbackPoll } from '../../../shared/push/live.ts';
import { useUserStore } from '../../auth/index.ts';
import { taskKeys } from './keys.ts';

export type TaskUser = CallResponse<'getTaskUser'>;

/**
 * getTaskUser: every task in its current period. Progress from play and the shop reaches the
 * server's tasks a few seconds after it happens (the transfer feed); the push stream says when,
 * and the open list is read again then (a slow poll stands in while the stream is down).
 */
export function useTaskUser() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  const fallbackPoll = useFallbackPoll();
  return useQuery({
    queryKey: taskKeys.user(playerId),
    queryFn: ({ signal }) => call('getTaskUser', {}, { signal }),
    enabled: playerId > 0,
    staleTime: 0,
    refetchInterval: fallbackPoll,
    refetchOnWindowFocus: true,
  });
}
