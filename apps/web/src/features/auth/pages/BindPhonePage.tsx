import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Errcode, Limits, OtpPurpose } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import { useSiteConfig } from '../../../shared/app-config/store.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { PageHeader, useGoBack } from '../../../shared/ui/PageHeader.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { PhoneIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useBindPhone } from '../api/bind-phone.ts';
import { describeAuthFailure } from '../auth-errors.ts';
import { OtpField } from '../components/OtpField.tsx';
import { useOtpSender } from '../components/use-otp-sender.ts';
import { dialPrefix } from '../dial-prefix.ts';
import { problemText } from '../problem-text.ts';
import { useCurrentUser } from '../user-store.ts';
import { checkOtp, checkPhone } from '../validation.ts';
import { registerAuthTexts } from '../texts.ts';
import './account.css';

registerAuthTexts();

/** Bind a phone number to the logged-in account, proven by OTP. */
export default function BindPhonePage() {
  registerAuthTexts();
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const profilePath = isDesktop() ? '/lobby/profile' : '/profile/user';
  const goBack = useGoBack(profilePath);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const bind = useBindPhone();
  const sendOtp = useOtpSender(OtpPurpose.BindPhone);

  const submit = useDebouncedCallback(async () => {
    if (bind.isPending) return;
    const problem = checkPhone(mobile.trim(), site) ?? checkOtp(code.trim());
    if (problem) {
      void toast.fail(problemText(t, problem));
      return;
    }
    void toast.loading(t('common.loading'));
    try {
      await bind.mutateAsync({ mobile, code });
      void toast.success(t('bind.done'));
      goBack();
    } catch (error) {
      void toast.fail(isCallError(error) && error.errcode === Errcode.PhoneAlreadyBound
        ? t('bind.alreadyHasPhone')
        : describeAuthFailure(error, t, 'otp'));
    }
  }, Limits.registerDebounceMs);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <div className="account-page">
      <PageHeader title={t('bind.title')} fallback={profilePath} />
      <div className="account-page__body">
        <p className="account-page__lead"><ShieldIcon /> {t('bind.subtitle')}</p>
        {user?.mobile ? (
          <p className="account-card" data-testid="bind-done">{t('bind.alreadyBound', { mobile: user.mobile })}</p>
        ) : (
          <form className="account-card account-form" onSubmit={onSubmit} noValidate data-testid="bind-form">
            <TextField value={mobile} onValueChange={(v) => setMobile(v.replace(/\D/g, ''))} icon={<PhoneIcon />}
              prefix={dialPrefix(site.countryCode)} testId="bind-mobile" placeholder={t('register.phonePlaceholder')}
              inputMode="numeric" autoComplete="tel-national" maxLength={site.accountLengthMax} />
            <OtpField value={code} onValueChange={setCode} onSend={() => sendOtp(mobile)} testId="bind-otp" sendTestId="bind-otp-send" />
            <PrimaryButton type="submit" data-testid="bind-submit" loading={bind.isPending}>{t('bind.submit')}</PrimaryButton>
          </form>
        )}
      </div>
    </div>
  );
}
