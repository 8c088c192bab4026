import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '../../../shared/query/index.ts';
import type { DepositOrder, DepositStatus } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { takeInPaidDeposit } from './deposit-credit.ts';
import { nextPage, paymentKeys, RECORDS_PAGE_SIZE } from './keys.ts';
import type { OrderPage } from './keys.ts';

export type DepositPage = OrderPage<DepositOrder>;

/** getRechargeRecord: one page of the player's deposit orders, newest first. */
export async function getDepositPage(status: DepositStatus | undefined, page: number, signal?: AbortSignal): Promise<DepositPage> {
  const { list, total, page: at, pageSize } = await call('getRechargeRecord', { page, pageSize: RECORDS_PAGE_SIZE, ...(status ? { status } : {}) }, { signal });
  return { list, total, page: at, pageSize };
}

export function depositRecordsQuery(playerId: number, status: DepositStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: paymentKeys.deposits(playerId, status ?? 'all'),
    queryFn: ({ pageParam, signal }) => getDepositPage(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

export function useDepositRecords(status: DepositStatus | undefined) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useInfiniteQuery({ ...depositRecordsQuery(playerId, status), enabled: playerId > 0 });
}

/**
 * checkRechargeOrder: has the provider asked about unfinished orders (one, or the open ones on
 * the first page) and answers them as they now stand.
 */
export async function recheckDeposits(orderId?: string): Promise<DepositOrder[]> {
  const { list } = await call('checkRechargeOrder', orderId ? { orderId } : { page: 1, pageSize: RECORDS_PAGE_SIZE });
  return list;
}

export function useRecheckDeposits() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: recheckDeposits,
    onSuccess: async (orders) => {
      // An order shown unpaid that the provider now reports paid: take its coins in (once).
      const shown = new Map<string, DepositStatus>();
      for (const [, data] of client.getQueriesData<{ pages: DepositPage[] }>({ queryKey: paymentKeys.allDeposits(playerId) })) {
        for (const order of data?.pages.flatMap((p) => p.list) ?? []) shown.set(order.orderId, order.status);
      }
      for (const order of orders) {
        if (order.status === 'paid' && shown.get(order.orderId) !== 'paid') await takeInPaidDeposit(order.orderId, order.amount, client);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.allDeposits(playerId) }),
  });
}
