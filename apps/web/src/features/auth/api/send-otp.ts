import { useMutation } from '../../../shared/query/index.ts';
import type { CallResponse, OtpPurpose as OtpPurposes } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { ensureAppConfig } from '../../../shared/app-config/load.ts';
import { countryCodeOf } from './phone-info.ts';

export type OtpPurpose = (typeof OtpPurposes)[keyof typeof OtpPurposes];

export interface SendOtpInput {
  mobile: string;
  purpose: OtpPurpose;
}

export async function sendOtp({ mobile, purpose }: SendOtpInput): Promise<CallResponse<'smsSend'>> {
  const config = await ensureAppConfig();
  return call('smsSend', { mobile: mobile.trim(), countryCode: countryCodeOf(config.site.countryCode), type: purpose });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
