import { queryOptions, useQuery } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useFallbackPoll } from '../../../shared/push/live.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyBalances } from '../balances.ts';
import { walletKeys } from './keys.ts';

export type WalletOverview = Omit<CallResponse<'getWallet'>, 'code' | 'errcode' | 'msg' | 'retryAfter'>;

/** getWallet: balances, safebox password state and turnover; the header's balances are kept in step. */
export async function getWallet(signal?: AbortSignal): Promise<WalletOverview> {
  const { coin, safebox, lottery, bet, hasSafeboxPassword, turnover } = await call('getWallet', {}, { signal });
  // Read again on every balance signal: what did not change is left untouched, so nothing re-renders.
  applyBalances({ coin, safebox, lottery, bet });
  const { user, updateUser } = useUserStore.getState();
  if (user && user.hasSafeboxPassword !== hasSafeboxPassword) updateUser({ hasSafeboxPassword });
  return { coin, safebox, lottery, bet, hasSafeboxPassword, turnover };
}

export function walletOverviewQuery(playerId: number) {
  return queryOptions({
    queryKey: walletKeys.overview(playerId),
    queryFn: ({ signal }) => getWallet(signal),
    staleTime: 0,
  });
}

/**
 * The wallet overview. `live` keeps it fresh while the page is visible: read again when the push
 * stream says the balance moved, slowly polled only while the stream is down, and read again
 * when the player comes back to the tab.
 */
export function useWalletOverview({ live = false }: { live?: boolean } = {}) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  const fallbackPoll = useFallbackPoll();
  return useQuery({
    ...walletOverviewQuery(playerId),
    enabled: playerId > 0,
    refetchInterval: live ? fallbackPoll : false,
    refetchOnWindowFocus: live,
  });
}
