import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_REQUIRED_VARIANTS, Limits } from '@casino/contract';
import { Link, useNavigate, useSearchParams } from '../../../shared/router/index.ts';
import { useAppConfig, useSiteConfig } from '../../../shared/app-config/store.ts';
import { useTimeout } from '../../../shared/hooks/use-timeout.ts';
import { CheckBox } from '../../../shared/ui/CheckBox.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { LockIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { AgeBadge } from '../../compliance/index.ts';
import { prepareLineLogin } from '../api/line-login.ts';
import { useLogin } from '../api/login.ts';
import { describeAuthFailure } from '../auth-errors.ts';
import { Agreement } from '../components/Agreement.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { useAgreement } from '../components/use-agreement.ts';
import { trackFirstLoginMenuEntry } from '../first-login-menu.ts';
import { inviteCodeOf } from '../invite-code.ts';
import { describeLineFailure } from '../line-errors.ts';
import { afterLoginPath } from '../redirect.ts';
import { forgetSavedCredentials, loadSavedCredentials, saveCredentials } from '../saved-credentials.ts';
import { startSession } from '../session.ts';
import { canSubmitLogin } from '../validation.ts';
import { registerAuthTexts } from '../texts.ts';

registerAuthTexts();

const ageImageVariants: readonly string[] = AGREEMENT_REQUIRED_VARIANTS;

export default function LoginPage() {
  registerAuthTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const site = useSiteConfig();
  const [saved] = useState(loadSavedCredentials);
  const [account, setAccount] = useState(saved?.account ?? '');
  const [password, setPassword] = useState(saved?.password ?? '');
  const [remember, setRemember] = useState(saved !== null);
  const agreement = useAgreement(site);
  const login = useLogin();
  const later = useTimeout();
  // The messaging-app (LINE) login, offered only when the site has a provider (docs/decisions/060).
  const lineLogin = useAppConfig()?.lineLogin ?? null;
  const [openingLine, setOpeningLine] = useState(false);
  // §4: the first entry to the login screen on this device, once.
  useEffect(() => trackFirstLoginMenuEntry(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending || !canSubmitLogin(account, password) || !agreement.allowSubmit()) return;
    void toast.loading(t('common.loading'));
    try {
      const result = await login.mutateAsync({ account, password });
      startSession(result);
      if (remember) saveCredentials({ account: account.trim(), password });
      else forgetSavedCredentials();
      void toast.success(t('common.success'));
      later(() => void navigate(afterLoginPath(params.get('redirect')), { replace: true }), Limits.postLoginRedirectMs);
    } catch (error) {
      void toast.fail(describeAuthFailure(error, t, 'login'));
    }
  };

  const startLineLogin = async () => {
    if (!lineLogin || openingLine || !agreement.allowSubmit()) return;
    setOpeningLine(true);
    try {
      const url = await prepareLineLogin(lineLogin, { inviteCode: inviteCodeOf(params), redirect: params.get('redirect') ?? undefined });
      window.location.assign(url);
    } catch (error) {
      setOpeningLine(false);
      void toast.fail(describeLineFailure(error, t));
    }
  };

  return (
    <AuthLayout title={t('login.welcome')} subtitle={t('login.subtitle')}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField value={account} onValueChange={setAccount} icon={<UserIcon />} testId="login-account"
          placeholder={t('login.accountPlaceholder')} maxLength={Limits.usernameFieldMax} autoComplete="username"
          autoCapitalize="off" autoCorrect="off" spellCheck={false} name="account" />
        <PasswordField value={password} onValueChange={setPassword} icon={<LockIcon />} testId="login-password"
          toggleTestId="login-password-toggle" placeholder={t('login.passwordPlaceholder')} autoComplete="current-password" />
        <div className="auth-form__row">
          <CheckBox checked={remember} onToggle={() => setRemember((v) => !v)} testId="login-remember" label={t('login.rememberMe')}>
            {t('login.rememberMe')}
          </CheckBox>
          <Link to="/forget">{t('login.forgot')}</Link>
        </div>
        {agreement.shown && (
          <div className="auth-agreement__row">
            <Agreement agreement={agreement} />
            {ageImageVariants.includes(site.siteVariant) && <AgeBadge className="auth-age-badge" />}
          </div>
        )}
        <PrimaryButton type="submit" data-testid="login-submit" loading={login.isPending}>{t('login.submit')}</PrimaryButton>
        {/* Messaging-app (LINE) login (§2): hidden unless a provider is configured. */}
        <button type="button" className={lineLogin ? 'auth-line' : 'auth-hidden'} hidden={!lineLogin} disabled={openingLine}
          data-testid="login-line" onClick={() => void startLineLogin()}>
          {openingLine ? t('line.starting') : t('login.lineLogin')}
        </button>
      </form>
      <p className="auth-form__switch">
        {t('login.noAccount')}
        <Link to={params.get('redirect') ? `/register?redirect=${encodeURIComponent(params.get('redirect') ?? '')}` : '/register'}>
          {t('login.toRegister')}
        </Link>
      </p>
    </AuthLayout>
  );
}
