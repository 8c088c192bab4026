import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import type { Balances } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useUserStore } from '../../auth/index.ts';
import { createGate } from '../../../shared/lib/throttle.ts';
import { applyBalances } from '../balances.ts';
import { walletKeys } from './keys.ts';

/** refreshData (§4): coin, lottery, vip, vipExp, userLevel and bet, applied as the player's balances. */
export async function refreshBalances(): Promise<Balances> {
  const { coin, lottery, vip, vipExp, userLevel, bet } = await call('refreshData', {});
  const balances = { coin, lottery, vip, vipExp, userLevel, bet };
  applyBalances(balances);
  return balances;
}

/** One gate for every refresh control (header, side menu, desktop bar, wallet): §4 ignores a tap within 5 s of the last. */
let gate = createGate(Limits.balanceRefreshThrottleMs);

/** For tests: forget the last refresh. */
export function resetBalancesRefreshGate(): void {
  gate = createGate(Limits.balanceRefreshThrottleMs);
}

/**
 * The balance refresh control (§4, §8): a tap within 5 s of the last is ignored; success shows
 * common.refreshSucc, failure common.refreshFail with the errcode. The wallet figures are read
 * again with it.
 */
export function useBalancesRefresh(): { refresh: () => Promise<void>; pending: boolean } {
  const { t } = useTranslation();
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  const mutation = useMutation({
    mutationFn: refreshBalances,
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.all(playerId) }),
  });

  const refresh = async (): Promise<void> => {
    if (!gate()) return;
    try {
      await mutation.mutateAsync();
      void toast.success(t('common.refreshSucc'));
    } catch (error) {
      void toast.fail(isCallError(error) ? t('common.refreshFail', { code: error.errcode }) : t('common.networkError'));
    }
  };
  return { refresh, pending: mutation.isPending };
}
