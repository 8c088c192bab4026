/**
 * Query keys of the payment screens, per player, so one player's orders and accounts never
 * show for the next one who logs in on the same device.
 */
export const paymentKeys = {
  all: (playerId: number) => ['payments', playerId] as const,
  rechargeConfig: (playerId: number) => ['payments', playerId, 'rechargeConfig'] as const,
  userBanks: (playerId: number) => ['payments', playerId, 'userBanks'] as const,
  allDeposits: (playerId: number) => ['payments', playerId, 'deposits'] as const,
  deposits: (playerId: number, status: string) => ['payments', playerId, 'deposits', status] as const,
  depositCheck: (playerId: number, orderId: string) => ['payments', playerId, 'depositCheck', orderId] as const,
  kyc: (playerId: number) => ['payments', playerId, 'kyc'] as const,
  withdrawInfo: (playerId: number) => ['payments', playerId, 'withdrawInfo'] as const,
  withdrawals: (playerId: number, status: string) => ['payments', playerId, 'withdrawals', status] as const,
};

/** One page of a paged order list (deposits, withdrawals), as the records calls answer it. */
export interface OrderPage<Order> {
  list: Order[];
  total: number;
  page: number;
  pageSize: number;
}

/** Records come 20 to a page. */
export const RECORDS_PAGE_SIZE = 20;

/** The next page of a paged list, or undefined at the end. */
export function nextPage(last: { page: number; pageSize: number; total: number; list: readonly unknown[] }): number | undefined {
  return last.list.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
