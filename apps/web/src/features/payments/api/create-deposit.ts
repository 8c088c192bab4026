import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import { Limits } from '@casino/contract';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { paymentKeys } from './keys.ts';

export type DepositOrderReply = Omit<CallResponse<'recharge3'>, 'code' | 'errcode' | 'msg' | 'retryAfter'> & {
  /** When the answer arrived on this device's clock (the countdown starts from it). */
  receivedAt: number;
};

export interface DepositRequest {
  /** Hundredths. */
  amount: number;
  rechargeType: number;
  /** The activity the deposit is made for (§9 activity types), 0 for none. */
  actType?: number;
}

/** recharge3 (§7, version 4): opens a deposit order and answers how to pay it. */
export async function createDeposit({ amount, rechargeType, actType = 0 }: DepositRequest): Promise<DepositOrderReply> {
  const { code: _code, errcode: _errcode, msg: _msg, retryAfter: _retryAfter, ...order } = await call('recharge3', {
    amount, rechargeType, actType, version: Limits.depositRequestVersion as 4,
  });
  return { ...order, receivedAt: Date.now() };
}

export function useCreateDeposit() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: createDeposit,
    // The new order shows in the records at once.
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.allDeposits(playerId) }),
  });
}
