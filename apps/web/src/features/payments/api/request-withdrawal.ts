import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import type { WithdrawalOrder } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { ensureAppConfig } from '../../../shared/app-config/load.ts';
import { encryptPassword } from '../../../shared/crypto/encrypt-password.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyBalances } from '../../wallet/index.ts';
import { paymentKeys } from './keys.ts';

export interface WithdrawalRequest {
  /** Hundredths. */
  amount: number;
  bankId: number;
  /** The plain wallet (safebox) password; encrypted before it leaves. */
  password: string;
  requestId: string;
}

/** exchange: requests a withdrawal; the coins are held at once. Answers the order and the balance after. */
export async function requestWithdrawal({ amount, bankId, password, requestId }: WithdrawalRequest): Promise<{ order: WithdrawalOrder; coin: number }> {
  const { passwordPublicKey } = await ensureAppConfig();
  const cipher = await encryptPassword(password, passwordPublicKey);
  const { order, coin } = await call('exchange', { amount, bankId, password: cipher, requestId });
  return { order, coin };
}

export function useRequestWithdrawal() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: ({ coin }) => applyBalances({ coin }, client),
    // Limits used today, the withdrawable amount and the records: read again whatever the outcome.
    onSettled: () => client.invalidateQueries({ queryKey: paymentKeys.all(playerId) }),
  });
}
