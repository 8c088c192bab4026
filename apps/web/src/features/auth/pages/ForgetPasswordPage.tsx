import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits, OtpPurpose } from '@casino/contract';
import { Link, useNavigate } from '../../../shared/router/index.ts';
import { useSiteConfig } from '../../../shared/app-config/store.ts';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { LockIcon, PhoneIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { describeAuthFailure } from '../auth-errors.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { OtpField } from '../components/OtpField.tsx';
import { useOtpSender } from '../components/use-otp-sender.ts';
import { dialPrefix } from '../dial-prefix.ts';
import { problemText } from '../problem-text.ts';
import { checkConfirmation, checkOtp, checkPassword, checkPhone } from '../validation.ts';
import { registerAuthTexts } from '../texts.ts';

registerAuthTexts();

/** Reset a forgotten password with the bound phone and an OTP, then log in again. */
export default function ForgetPasswordPage() {
  registerAuthTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useSiteConfig();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useResetPassword();
  const sendOtp = useOtpSender(OtpPurpose.ResetPassword);

  const submit = useDebouncedCallback(async () => {
    if (reset.isPending) return;
    const problem = checkPhone(mobile.trim(), site) ?? checkOtp(code.trim())
      ?? checkPassword(password, site) ?? checkConfirmation(password, confirmation);
    if (problem) {
      void toast.fail(problemText(t, problem));
      return;
    }
    void toast.loading(t('common.loading'));
    try {
      await reset.mutateAsync({ mobile, code, password });
      void toast.success(t('forget.done'));
      void navigate('/login', { replace: true });
    } catch (error) {
      void toast.fail(describeAuthFailure(error, t, 'otp'));
    }
  }, Limits.registerDebounceMs);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <AuthLayout title={t('forget.title')} subtitle={t('forget.subtitle')} fallback="/login">
      <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="forget-form">
        <TextField value={mobile} onValueChange={(v) => setMobile(v.replace(/\D/g, ''))} icon={<PhoneIcon />}
          prefix={dialPrefix(site.countryCode)} testId="forget-mobile" placeholder={t('register.phonePlaceholder')}
          inputMode="numeric" autoComplete="tel-national" maxLength={site.accountLengthMax} />
        <OtpField value={code} onValueChange={setCode} onSend={() => sendOtp(mobile)} testId="forget-otp" sendTestId="forget-otp-send" />
        <PasswordField value={password} onValueChange={setPassword} icon={<LockIcon />} testId="forget-password"
          placeholder={t('forget.newPasswordPlaceholder', { min: site.passwordLengthMin, max: site.passwordLengthMax })}
          autoComplete="new-password" maxLength={site.passwordLengthMax} />
        <PasswordField value={confirmation} onValueChange={setConfirmation} icon={<LockIcon />} testId="forget-confirm"
          placeholder={t('register.confirmPlaceholder')} autoComplete="new-password" maxLength={site.passwordLengthMax} />
        <PrimaryButton type="submit" data-testid="forget-submit" loading={reset.isPending}>{t('forget.submit')}</PrimaryButton>
      </form>
      <p className="auth-form__switch">
        <Link to="/login">{t('register.toLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
