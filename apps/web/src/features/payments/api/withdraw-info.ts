import { queryOptions, useQuery } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyBalances } from '../../wallet/index.ts';
import { paymentKeys } from './keys.ts';

export type WithdrawInfo = Omit<CallResponse<'getExchange'>, 'code' | 'errcode' | 'msg' | 'retryAfter'>;

/** getExchange: balance, limits, fee, today's use, what blocks a withdrawal, and the bound accounts. */
export async function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  const { code: _code, errcode: _errcode, msg: _msg, retryAfter: _retryAfter, ...info } = await call('getExchange', {}, { signal });
  applyBalances({ coin: info.coin });
  const { user, updateUser } = useUserStore.getState();
  const hasKyc = info.kycStatus === 'approved';
  if (user && (user.hasSafeboxPassword !== info.hasSafeboxPassword || user.hasKyc !== hasKyc)) {
    updateUser({ hasSafeboxPassword: info.hasSafeboxPassword, hasKyc });
  }
  return info;
}

export function withdrawInfoQuery(playerId: number) {
  return queryOptions({ queryKey: paymentKeys.withdrawInfo(playerId), queryFn: ({ signal }) => getWithdrawInfo(signal), staleTime: 0 });
}

export function useWithdrawInfo() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({ ...withdrawInfoQuery(playerId), enabled: playerId > 0, refetchOnWindowFocus: true });
}
