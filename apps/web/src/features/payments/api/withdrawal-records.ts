import { infiniteQueryOptions, useInfiniteQuery } from '../../../shared/query/index.ts';
import type { WithdrawalOrder, WithdrawalStatus } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { nextPage, paymentKeys, RECORDS_PAGE_SIZE } from './keys.ts';
import type { OrderPage } from './keys.ts';

export type WithdrawalPage = OrderPage<WithdrawalOrder>;

/** getExchangeOrder: one page of the player's withdrawals, newest first. */
export async function getWithdrawalPage(status: WithdrawalStatus | undefined, page: number, signal?: AbortSignal): Promise<WithdrawalPage> {
  const { list, total, page: at, pageSize } = await call('getExchangeOrder', { page, pageSize: RECORDS_PAGE_SIZE, ...(status ? { status } : {}) }, { signal });
  return { list, total, page: at, pageSize };
}

export function withdrawalRecordsQuery(playerId: number, status: WithdrawalStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: paymentKeys.withdrawals(playerId, status ?? 'all'),
    queryFn: ({ pageParam, signal }) => getWithdrawalPage(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

/** The withdrawals, a page at a time; re-read when the player comes back to the tab (an operator may have acted). */
export function useWithdrawalRecords(status: WithdrawalStatus | undefined) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useInfiniteQuery({ ...withdrawalRecordsQuery(playerId, status), enabled: playerId > 0, refetchOnWindowFocus: true });
}
