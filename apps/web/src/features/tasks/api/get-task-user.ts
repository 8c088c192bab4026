import { useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { taskKeys } from './keys.ts';

export type TaskUser = CallResponse<'getTaskUser'>;

/**
 * Progress from play and the shop reaches the server's tasks a few seconds after it happens
 * (the transfer feed), so the open list is read again this often.
 */
export const TASKS_REFRESH_MS = 5_000;

/** getTaskUser: every task in its current period, read again while the screen is open. */
export function useTaskUser() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: taskKeys.user(playerId),
    queryFn: ({ signal }) => call('getTaskUser', {}, { signal }),
    enabled: playerId > 0,
    staleTime: 0,
    refetchInterval: TASKS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
