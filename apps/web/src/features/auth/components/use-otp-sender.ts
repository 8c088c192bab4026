import { useTranslation } from 'react-i18next';
import { Code } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import { useSiteConfig } from '../../../shared/app-config/store.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSendOtp } from '../api/send-otp.ts';
import type { OtpPurpose } from '../api/send-otp.ts';
import { problemText } from '../problem-text.ts';
import { checkOtpSend } from '../validation.ts';

/**
 * Sends an OTP for `purpose` to the number in the form, with the §5 checks and messages.
 * Resolves with the seconds until a resend is allowed, or null when nothing was sent.
 */
export function useOtpSender(purpose: OtpPurpose): (mobile: string) => Promise<number | null> {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const sendOtp = useSendOtp();
  return async (mobile) => {
    const problem = checkOtpSend(mobile, site);
    if (problem) {
      void toast.fail(problemText(t, problem));
      return null;
    }
    try {
      const response = await sendOtp.mutateAsync({ mobile: mobile.trim(), purpose });
      void toast.success(t('login.loginSendSucc'));
      return response.resendAfter;
    } catch (error) {
      if (isCallError(error) && error.code === Code.TooMany) {
        void toast.fail(t('common.tooManyAttempts', { seconds: error.retryAfter ?? 60 }));
        return error.retryAfter ?? null;
      }
      void toast.fail(isCallError(error) ? t('login.loginSendFail') : t('common.networkError'));
      return null;
    }
  };
}
