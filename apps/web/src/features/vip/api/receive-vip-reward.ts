import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import type { CallResponse, VipPeriod } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyBalances } from '../../wallet/index.ts';
import { vipKeys } from './keys.ts';

export type VipRewardReceipt = Omit<CallResponse<'receiveVipReward'>, 'code' | 'errcode' | 'msg' | 'retryAfter'>;

/** receiveVipReward: the period's reward of the player's level; the answer carries the balances after it. */
export async function receiveVipReward(period: VipPeriod): Promise<VipRewardReceipt> {
  const { code: _code, errcode: _errcode, msg: _msg, retryAfter: _retry, ...receipt } = await call('receiveVipReward', { period });
  return receipt;
}

export function useReceiveVipReward() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: receiveVipReward,
    onSuccess: (receipt) => applyBalances(receipt, client),
    // Read again whatever the outcome: a refusal means the page's idea of the period was stale.
    onSettled: () => client.invalidateQueries({ queryKey: vipKeys.all(playerId) }),
  });
}
