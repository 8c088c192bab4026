import { useMutation } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { ensureAppConfig } from '../../../shared/app-config/load.ts';
import { useUserStore } from '../user-store.ts';
import { countryCodeOf } from './phone-info.ts';

export interface BindPhoneInput {
  mobile: string;
  code: string;
}

/** bindAccount; the stored user takes the bound number. */
export async function bindPhone({ mobile, code }: BindPhoneInput): Promise<string> {
  const config = await ensureAppConfig();
  const response = await call('bindAccount', {
    mobile: mobile.trim(), code: code.trim(), countryCode: countryCodeOf(config.site.countryCode),
  });
  useUserStore.getState().updateUser({ mobile: response.mobile });
  return response.mobile;
}

export function useBindPhone() {
  return useMutation({ mutationFn: bindPhone });
}
