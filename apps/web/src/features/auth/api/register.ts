import { useMutation } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { ensureAppConfig } from '../../../shared/app-config/load.ts';
import { encryptPassword } from '../../../shared/crypto/encrypt-password.ts';
import { sessionAttribution } from '../../../shared/tracking/attribution.ts';
import { usesOtpRegistration } from '../validation.ts';
import { countryCodeOf, outUrl, phoneInfo } from './phone-info.ts';

export interface RegisterInput {
  /** Username, or the phone number for phone registration. */
  account: string;
  password: string;
  /** Present for phone registration. */
  code?: string;
  phone: boolean;
  /** The inviter's code from an invite link (outValue). */
  inviteCode?: string;
  /** §6: the player ticked that they are not in a barred group (the form requires it). */
  declaration: true;
}

/** §5: phone registration with OTP uses accountRegist4, everything else accountRegist. */
export async function registerAccount(input: RegisterInput): Promise<CallResponse<'accountRegist'>> {
  const config = await ensureAppConfig();
  const body = {
    account: input.account.trim(),
    password: await encryptPassword(input.password, config.passwordPublicKey),
    countryCode: countryCodeOf(config.site.countryCode),
    type: 0 as const,
    outUrl: outUrl(),
    phoneinfoJsonModel: phoneInfo(),
    declaration: input.declaration,
    attribution: sessionAttribution(),
    ...(input.inviteCode ? { inviteCode: input.inviteCode.slice(0, 32) } : {}),
  };
  if (input.phone && usesOtpRegistration(config.site)) {
    return call('accountRegist4', { ...body, code: (input.code ?? '').trim() });
  }
  return call('accountRegist', body);
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
