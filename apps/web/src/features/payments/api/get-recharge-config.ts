import { queryOptions, useQuery } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { sortChannels } from '../lib/channels.ts';
import { paymentKeys } from './keys.ts';

export type RechargeConfig = Pick<CallResponse<'getRechargeConfig'>, 'channels' | 'orderValiditySeconds' | 'firstRecharge' | 'totalRecharge'>;

/**
 * getRechargeConfig: the deposit channels (§3 appRechargeTypeList with names, kinds and limits),
 * sorted for display; the player's first-recharge state is kept in step with the header.
 */
export async function getRechargeConfig(signal?: AbortSignal): Promise<RechargeConfig> {
  const { channels, orderValiditySeconds, firstRecharge, totalRecharge } = await call('getRechargeConfig', {}, { signal });
  const { user, updateUser } = useUserStore.getState();
  if (user && (user.firstRecharge !== firstRecharge || user.totalRecharge !== totalRecharge)) updateUser({ firstRecharge, totalRecharge });
  return { channels: sortChannels(channels), orderValiditySeconds, firstRecharge, totalRecharge };
}

export function rechargeConfigQuery(playerId: number) {
  return queryOptions({ queryKey: paymentKeys.rechargeConfig(playerId), queryFn: ({ signal }) => getRechargeConfig(signal), staleTime: 30_000 });
}

export function useRechargeConfig() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({ ...rechargeConfigQuery(playerId), enabled: playerId > 0 });
}
