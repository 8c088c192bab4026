import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import type { Balances } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { createGate } from '../../../shared/lib/throttle.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useUserStore } from '../../auth/index.ts';

/** refreshData: the latest coin, points, VIP and bet figures, written into the user. */
export async function refreshBalance(): Promise<Balances> {
  const { coin, lottery, vip, vipExp, userLevel, bet } = await call('refreshData', {});
  const balances = { coin, lottery, vip, vipExp, userLevel, bet };
  useUserStore.getState().updateUser(balances);
  return balances;
}

/** One gate for every refresh control (header, side menu, desktop bar): §4 ignores a tap within 5 s of the last. */
let gate = createGate(Limits.balanceRefreshThrottleMs);

/** For tests: forget the last refresh. */
export function resetBalanceRefreshGate(): void {
  gate = createGate(Limits.balanceRefreshThrottleMs);
}

/** The balance refresh of §4: throttled, then 'common.refreshSucc' or 'common.refreshFail' with the code. */
export function useBalanceRefresh(): { refresh: () => void; pending: boolean } {
  const { t } = useTranslation();
  const mutation = useMutation({ mutationFn: refreshBalance });
  const refresh = () => {
    if (!gate()) return;
    mutation.mutate(undefined, {
      onSuccess: () => void toast.success(t('common.refreshSucc')),
      onError: (error) => void toast.fail(isCallError(error) ? t('common.refreshFail', { code: error.errcode }) : t('common.networkError')),
    });
  };
  return { refresh, pending: mutation.isPending };
}
