import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { refreshRedDots } from '../../rewards/index.ts';
import { applyBalances } from '../../wallet/index.ts';
import { taskKeys } from './keys.ts';

export type ReceivedAward = CallResponse<'receiveTaskAward'>;

/**
 * receiveTaskAward: the balances it answers land with the wallet; then the list and the red
 * dots are read again, whether it was granted or refused (a refusal means the list was stale).
 */
export function useReceiveTaskAward() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: (taskId: number) => call('receiveTaskAward', { taskId }),
    onSuccess: (answer) => applyBalances(answer, client),
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: taskKeys.all(playerId) }), refreshRedDots(client)]);
    },
  });
}
