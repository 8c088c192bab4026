import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useCountdown } from '../../../shared/hooks/use-countdown.ts';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback.ts';
import { ClockIcon } from '../../../shared/ui/icons.tsx';

interface OtpFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Sends the code; resolves with the seconds to wait before resending, or null when not sent. */
  onSend: () => Promise<number | null>;
  testId?: string;
  sendTestId?: string;
}

/** The verification-code field with its Send button and the 60 s resend countdown (§4). */
export function OtpField({ value, onValueChange, onSend, testId, sendTestId }: OtpFieldProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const send = useDebouncedCallback(() => {
    void onSend().then((wait) => {
      if (wait !== null) start(wait || Limits.otpResendSeconds);
    });
  }, Limits.otpDebounceMs);

  return (
    <TextField value={value} onValueChange={(next) => onValueChange(next.replace(/\D/g, '').slice(0, Limits.otpLength))}
      icon={<ClockIcon />} placeholder={t('register.otpPlaceholder')} inputMode="numeric" autoComplete="one-time-code"
      maxLength={Limits.otpLength} testId={testId}
      trailing={(
        <button type="button" className="auth-otp-send" data-testid={sendTestId} disabled={remaining > 0} onClick={send}>
          {remaining > 0 ? t('register.resendIn', { seconds: remaining }) : t('register.sendOtp')}
        </button>
      )} />
  );
}
