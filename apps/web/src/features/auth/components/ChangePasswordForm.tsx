import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Errcode } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import { useSiteConfig } from '../../../shared/app-config/store.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { CheckBox } from '../../../shared/ui/CheckBox.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { LockIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { describeAuthFailure } from '../auth-errors.ts';
import { problemText } from '../problem-text.ts';
import { checkConfirmation, checkPassword } from '../validation.ts';
import { registerAuthTexts } from '../texts.ts';
import '../pages/account.css';

registerAuthTexts();

/** The login password change: the current one, the new one twice, and whether to end the other sessions. */
export default function ChangePasswordForm() {
  registerAuthTexts();
  const { t } = useTranslation();
  const site = useSiteConfig();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [endOthers, setEndOthers] = useState(true);
  const change = useChangePassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!current) {
      void toast.fail(t('account.required'));
      return;
    }
    const problem = checkPassword(next, site) ?? checkConfirmation(next, confirmation);
    if (problem) {
      void toast.fail(problemText(t, problem));
      return;
    }
    try {
      const ended = await change.mutateAsync({ currentPassword: current, newPassword: next, endOtherSessions: endOthers });
      void toast.success(endOthers ? t('account.passwordChanged', { count: ended }) : t('account.passwordChangedOnly'));
      setCurrent('');
      setNext('');
      setConfirmation('');
    } catch (error) {
      void toast.fail(isCallError(error) && error.errcode === Errcode.CurrentPasswordWrong
        ? t('account.currentPasswordWrong')
        : describeAuthFailure(error, t, 'password'));
    }
  };

  return (
    <form className="account-card account-form" onSubmit={submit} noValidate data-testid="change-password-form">
      <h2 className="account-form__title">{t('account.changePassword')}</h2>
      <PasswordField value={current} onValueChange={setCurrent} icon={<LockIcon />} testId="change-password-current"
        placeholder={t('account.currentPassword')} autoComplete="current-password" />
      <PasswordField value={next} onValueChange={setNext} icon={<LockIcon />} testId="change-password-new"
        placeholder={t('account.newPassword', { min: site.passwordLengthMin, max: site.passwordLengthMax })}
        autoComplete="new-password" maxLength={site.passwordLengthMax} />
      <PasswordField value={confirmation} onValueChange={setConfirmation} icon={<LockIcon />} testId="change-password-confirm"
        placeholder={t('account.confirmPassword')} autoComplete="new-password" maxLength={site.passwordLengthMax} />
      <CheckBox checked={endOthers} onToggle={() => setEndOthers((v) => !v)} testId="change-password-end-others"
        label={t('account.endOtherSessions')}>
        {t('account.endOtherSessions')}
      </CheckBox>
      <PrimaryButton type="submit" data-testid="change-password-submit" loading={change.isPending}>{t('account.save')}</PrimaryButton>
    </form>
  );
}
