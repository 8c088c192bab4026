import { infiniteQueryOptions, useInfiniteQuery } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { historyRequest, nextHistoryPage } from '../history-filters.ts';
import type { HistoryFilters, RangeBounds } from '../history-filters.ts';
import { walletKeys } from './keys.ts';

export type TransactionPage = Pick<CallResponse<'getTransactionRecord'>, 'list' | 'total' | 'page' | 'pageSize'>;

/** getTransactionRecord: one page of the player's ledger history, newest first. */
export async function getTransactionPage(filters: HistoryFilters, bounds: RangeBounds, page: number, signal?: AbortSignal): Promise<TransactionPage> {
  const { list, total, page: at, pageSize } = await call('getTransactionRecord', historyRequest(filters, bounds, page), { signal });
  return { list, total, page: at, pageSize };
}

export function transactionsQuery(playerId: number, filters: HistoryFilters, bounds: RangeBounds) {
  return infiniteQueryOptions({
    queryKey: walletKeys.history(playerId, { kind: filters.kind, ...bounds }),
    queryFn: ({ pageParam, signal }) => getTransactionPage(filters, bounds, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextHistoryPage,
    staleTime: 0,
  });
}

/** The filtered history, a page at a time. `bounds` null (an impossible custom range) fetches nothing. */
export function useTransactions(filters: HistoryFilters, bounds: RangeBounds | null) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useInfiniteQuery({
    ...transactionsQuery(playerId, filters, bounds ?? {}),
    enabled: playerId > 0 && bounds !== null,
  });
}
