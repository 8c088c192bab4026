import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyBalances } from '../balances.ts';
import { walletKeys } from './keys.ts';

export type WalletOverview = Omit<CallResponse<'getWallet'>, 'code' | 'errcode' | 'msg' | 'retryAfter'>;

/** How often the wallet screen re-reads the balances and turnover while it is visible. */
export const WALLET_POLL_MS = 5_000;

/** getWallet: balances, safebox password state and turnover; the header's balances are kept in step. */
export async function getWallet(signal?: AbortSignal): Promise<WalletOverview> {
  const { coin, safebox, lottery, bet, hasSafeboxPassword, turnover } = await call('getWallet', {}, { signal });
  // Polled every few seconds: what did not change is left untouched, so nothing re-renders.
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
 * The wallet overview. `live` re-reads it every few seconds while the page is visible (the
 * query pauses while the tab is hidden) and when the player comes back to the tab.
 */
export function useWalletOverview({ live = false }: { live?: boolean } = {}) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    ...walletOverviewQuery(playerId),
    enabled: playerId > 0,
    refetchInterval: live ? WALLET_POLL_MS : false,
    refetchOnWindowFocus: live,
  });
}
