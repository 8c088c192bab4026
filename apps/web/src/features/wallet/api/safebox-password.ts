import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { ensureAppConfig } from '../../../shared/app-config/load.ts';
import { encryptPassword } from '../../../shared/crypto/encrypt-password.ts';
import { useUserStore } from '../../auth/index.ts';
import { walletKeys } from './keys.ts';

export interface SafeboxPasswordChange {
  /** The current password; absent when setting the first one. */
  currentPassword?: string;
  newPassword: string;
}

/** safeboxPasswordInit (first password) or modifySafePassword (proven by the current one). */
export async function saveSafeboxPassword({ currentPassword, newPassword }: SafeboxPasswordChange): Promise<void> {
  const { passwordPublicKey } = await ensureAppConfig();
  const password = await encryptPassword(newPassword, passwordPublicKey);
  if (currentPassword === undefined) {
    await call('safeboxPasswordInit', { password });
    return;
  }
  const oldPassword = await encryptPassword(currentPassword, passwordPublicKey);
  await call('modifySafePassword', { oldPassword, password });
}

export function useSaveSafeboxPassword() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: saveSafeboxPassword,
    onSuccess: () => {
      useUserStore.getState().updateUser({ hasSafeboxPassword: true });
      client.setQueryData(walletKeys.overview(playerId), (old) => (old ? { ...old, hasSafeboxPassword: true } : old));
    },
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.overview(playerId) }),
  });
}
