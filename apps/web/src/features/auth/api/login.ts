import { useMutation } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { ensureAppConfig } from '../../../shared/app-config/load.ts';
import { encryptPassword } from '../../../shared/crypto/encrypt-password.ts';
import { countryCodeOf, outUrl, phoneInfo } from './phone-info.ts';

export interface LoginInput {
  account: string;
  password: string;
}

export async function loginWithPassword({ account, password }: LoginInput): Promise<CallResponse<'accountLogin'>> {
  const config = await ensureAppConfig();
  return call('accountLogin', {
    account: account.trim(),
    password: await encryptPassword(password, config.passwordPublicKey),
    countryCode: countryCodeOf(config.site.countryCode),
    outUrl: outUrl(),
    phoneinfoJsonModel: phoneInfo(),
  });
}

export function useLogin() {
  return useMutation({ mutationFn: loginWithPassword });
}
