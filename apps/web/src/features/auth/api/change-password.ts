import { useMutation } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { ensureAppConfig } from '../../../shared/app-config/load.ts';
import { encryptPassword } from '../../../shared/crypto/encrypt-password.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  endOtherSessions: boolean;
}

/** modifyPassword; resolves with how many other sessions were ended. */
export async function changePassword({ currentPassword, newPassword, endOtherSessions }: ChangePasswordInput): Promise<number> {
  const { passwordPublicKey } = await ensureAppConfig();
  const [oldPassword, password] = await Promise.all([
    encryptPassword(currentPassword, passwordPublicKey),
    encryptPassword(newPassword, passwordPublicKey),
  ]);
  const response = await call('modifyPassword', { oldPassword, password, endOtherSessions });
  return response.endedSessions;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
