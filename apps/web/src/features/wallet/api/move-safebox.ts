import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { ensureAppConfig } from '../../../shared/app-config/load.ts';
import { encryptPassword } from '../../../shared/crypto/encrypt-password.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyBalances } from '../balances.ts';
import { walletKeys } from './keys.ts';

/** in: main balance -> safebox (no password); out: safebox -> main balance (safebox password). */
export type SafeboxDirection = 'in' | 'out';

export interface SafeboxMove {
  direction: SafeboxDirection;
  /** Integer hundredths. */
  amount: number;
  requestId: string;
  /** The plain safebox password; needed to take coins out. */
  password?: string;
}

export interface SafeboxBalances {
  coin: number;
  safebox: number;
}

/** safeboxDeposit / safeboxWithdraw; the balances after the move. */
export async function moveSafebox({ direction, amount, requestId, password }: SafeboxMove): Promise<SafeboxBalances> {
  if (direction === 'in') {
    const { coin, safebox } = await call('safeboxDeposit', { amount, requestId });
    return { coin, safebox };
  }
  const { passwordPublicKey } = await ensureAppConfig();
  const cipher = await encryptPassword(password ?? '', passwordPublicKey);
  const { coin, safebox } = await call('safeboxWithdraw', { amount, password: cipher, requestId });
  return { coin, safebox };
}

export function useMoveSafebox() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: moveSafebox,
    onSuccess: (balances) => applyBalances(balances, client),
    // Turnover, history and the figures of other screens: read again whatever the outcome.
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.all(playerId) }),
  });
}
