import { queryOptions, useQuery } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useFallbackPoll } from '../../../shared/push/live.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyBalances } from '../../wallet/index.ts';
import { vipKeys } from './keys.ts';

export type VipInfo = Omit<CallResponse<'getVipInfo'>, 'code' | 'errcode' | 'msg' | 'retryAfter'>;

/** getVipInfo: the player's level and experience, the next threshold, the levels and the periodic rewards. */
export async function getVipInfo(signal?: AbortSignal): Promise<VipInfo> {
  const { level, vipExp, experience, bet, nextLevel, nextBetAmount, levels, rewards } = await call('getVipInfo', {}, { signal });
  // The same figures as the balances (vip, vipExp, userLevel, bet): the header and the level-up notice follow.
  applyBalances({ vip: level, userLevel: level, vipExp, bet });
  return { level, vipExp, experience, bet, nextLevel, nextBetAmount, levels, rewards };
}

export function vipInfoQuery(playerId: number) {
  return queryOptions({ queryKey: vipKeys.info(playerId), queryFn: ({ signal }) => getVipInfo(signal), staleTime: 0 });
}

/**
 * While the screen is open its figures follow the bets: the server counts them every couple of
 * seconds and the push stream says when (a slow poll stands in while the stream is down).
 */
export function useVipInfo() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({ ...vipInfoQuery(playerId), enabled: playerId > 0, refetchInterval: useFallbackPoll(), refetchOnWindowFocus: true });
}
