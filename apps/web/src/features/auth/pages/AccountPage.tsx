import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountType, Errcode } from '@casino/contract';
import type { UserInfo } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import { useSiteConfig } from '../../../shared/app-config/store.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { copyText } from '../../../shared/lib/clipboard.ts';
import { Avatar } from '../../../shared/ui/Avatar.tsx';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { CheckBox } from '../../../shared/ui/CheckBox.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { CopyIcon, LockIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { describeAuthFailure } from '../auth-errors.ts';
import { problemText } from '../problem-text.ts';
import { useLogout } from '../use-logout.ts';
import { useCurrentUser } from '../user-store.ts';
import { checkConfirmation, checkPassword } from '../validation.ts';
import './account.css';

/** Who the player is, a password change, and logging out. */
export default function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  return (
    <div className="account-page">
      <PageHeader title={t('account.title')} />
      <div className="account-page__body">
        {user && <Identity user={user} />}
        <ChangePasswordForm />
        <button type="button" className="account-logout" data-testid="logout-button" onClick={() => void logout()}>
          {t('common.logout')}
        </button>
      </div>
    </div>
  );
}

function Identity({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const bindPath = isDesktop() ? '/lobby/bind' : '/bind';
  const accountTypes: Record<UserInfo['accountType'], string> = {
    [AccountType.Phone]: t('account.accountTypePhone'),
    [AccountType.Account]: t('account.accountTypeUsername'),
    [AccountType.PhoneWithoutOtp]: t('account.accountTypePhoneNoOtp'),
  };
  const copyId = async () => {
    const copied = await copyText(String(user.id));
    void (copied ? toast.success(t('common.copySuccess')) : toast.fail(t('common.copyFail')));
  };
  return (
    <section className="account-card">
      <div className="account-hero">
        <Avatar avatar={user.avatar} size="1.5rem" />
        <div>
          <p className="account-hero__name" data-testid="account-nickname">{user.nickname}</p>
          <span className="account-hero__vip">{t('account.vipLevel', { level: user.vip })}</span>
        </div>
      </div>
      <dl className="account-rows">
        <div className="account-row">
          <dt>{t('account.playerId')}</dt>
          <dd>
            <span data-testid="player-id">{user.id}</span>
            <button type="button" className="account-copy" data-testid="player-id-copy" onClick={() => void copyId()}>
              <CopyIcon /> {t('common.copy')}
            </button>
          </dd>
        </div>
        <div className="account-row"><dt>{t('account.account')}</dt><dd data-testid="account-name">{user.account}</dd></div>
        <div className="account-row"><dt>{t('account.accountType')}</dt><dd>{accountTypes[user.accountType]}</dd></div>
        <div className="account-row">
          <dt>{t('account.mobile')}</dt>
          <dd data-testid="account-mobile">
            {user.mobile || <Link className="account-bind" to={bindPath} data-testid="account-bind">{t('account.bind')}</Link>}
          </dd>
        </div>
        <div className="account-row"><dt>{t('account.vip')}</dt><dd>{t('account.vipLevel', { level: user.vip })}</dd></div>
        <div className="account-row"><dt>{t('account.registered')}</dt><dd>{t('account.days', { count: user.regPeriod })}</dd></div>
      </dl>
    </section>
  );
}

function ChangePasswordForm() {
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
