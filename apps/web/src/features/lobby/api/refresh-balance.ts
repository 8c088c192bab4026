import { useMutation } from '@tanstack/react-query';
import type { Balances } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';

/** refreshData: the latest coin, points, VIP and bet figures, written into the user. */
export async function refreshBalance(): Promise<Balances> {
  const { coin, lottery, vip, vipExp, userLevel, bet } = await call('refreshData', {});
  const balances = { coin, lottery, vip, vipExp, userLevel, bet };
  useUserStore.getState().updateUser(balances);
  return balances;
}

export function useRefreshBalance() {
  return useMutation({ mutationFn: refreshBalance });
}
