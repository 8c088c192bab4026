import { useMutation } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { ensureAppConfig } from '../../../shared/app-config/load.ts';
import { encryptPassword } from '../../../shared/crypto/encrypt-password.ts';
import { clearSession } from '../../auth/index.ts';

export interface CloseAccountInput {
  password: string;
  reason: string;
}

/** closeAccount; on success the session on this device ends too (the server ended every one). */
export async function closeAccount({ password, reason }: CloseAccountInput): Promise<void> {
  const { passwordPublicKey } = await ensureAppConfig();
  const trimmed = reason.trim();
  await call('closeAccount', { password: await encryptPassword(password, passwordPublicKey), ...(trimmed ? { reason: trimmed } : {}) });
  clearSession('logout');
}

export function useCloseAccount() {
  return useMutation({ mutationFn: closeAccount });
}
