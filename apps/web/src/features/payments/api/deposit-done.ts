import { queryOptions, useQuery } from '../../../shared/query/index.ts';
import type { CallResponse, DepositStatus } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { paymentKeys } from './keys.ts';

export type DepositCheck = Pick<CallResponse<'isRechargeDone'>, 'isRechargeDone' | 'orderId' | 'status' | 'amount'>;

/** How often an open deposit page asks whether its order was paid. */
export const DEPOSIT_POLL_MS = 3_000;

/** An order in one of these states will not be paid through this page any more. */
export const FINISHED_DEPOSIT: readonly DepositStatus[] = ['paid', 'failed', 'expired'];

/** isRechargeDone: the completion check (§4); the server asks the provider when no confirmation came yet. */
export async function checkDeposit(orderId: string, signal?: AbortSignal): Promise<DepositCheck> {
  const { isRechargeDone, orderId: id, status, amount } = await call('isRechargeDone', { orderId }, { signal });
  return { isRechargeDone, orderId: id, status, amount };
}

export function depositCheckQuery(playerId: number, orderId: string) {
  return queryOptions({
    queryKey: paymentKeys.depositCheck(playerId, orderId),
    queryFn: ({ signal }) => checkDeposit(orderId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The order's state, asked every few seconds while `poll` is on and the order can still be paid
 * (polling pauses while the tab is hidden). `refetch` runs the check at once.
 */
export function useDepositCheck(orderId: string | null, { poll }: { poll: boolean }) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    ...depositCheckQuery(playerId, orderId ?? ''),
    enabled: playerId > 0 && orderId !== null,
    refetchInterval: (query) => (poll && !FINISHED_DEPOSIT.includes(query.state.data?.status ?? 'pending') ? DEPOSIT_POLL_MS : false),
    refetchOnWindowFocus: true,
    retry: false,
  });
}
