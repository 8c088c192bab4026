import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { refreshRedDots } from '../../rewards/index.ts';
import { taskKeys } from './keys.ts';

/** taskVisit: records that the player opened a follow or share task's address through the app, which completes it. */
export function useTaskVisit() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (taskId: number) => call('taskVisit', { taskId }),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: taskKeys.all(playerId) }), refreshRedDots(client)]);
    },
  });
}
