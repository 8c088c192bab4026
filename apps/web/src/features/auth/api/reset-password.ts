import { useMutation } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { ensureAppConfig } from '../../../shared/app-config/load.ts';
import { encryptPassword } from '../../../shared/crypto/encrypt-password.ts';
import { countryCodeOf } from './phone-info.ts';

export interface ResetPasswordInput {
  mobile: string;
  code: string;
  password: string;
}

/** forgetPassword: a new password for the account bound to the phone, proven by OTP. */
export async function resetPassword({ mobile, code, password }: ResetPasswordInput): Promise<void> {
  const config = await ensureAppConfig();
  await call('forgetPassword', {
    mobile: mobile.trim(),
    code: code.trim(),
    countryCode: countryCodeOf(config.site.countryCode),
    password: await encryptPassword(password, config.passwordPublicKey),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
