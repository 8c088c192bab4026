import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_REQUIRED_VARIANTS, Limits, OtpPurpose } from '@casino/contract';
import type { SiteConfig } from '@casino/contract';
import { Link, useNavigate, useSearchParams } from '../../../shared/router/index.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { useRequiredAppConfig } from '../../../shared/app-config/use-required-app-config.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback.ts';
import { useTimeout } from '../../../shared/hooks/use-timeout.ts';
import { SessionKey } from '../../../shared/storage/keys.ts';
import { writeText } from '../../../shared/storage/storage.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { CheckBox } from '../../../shared/ui/CheckBox.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { LockIcon, PhoneIcon, ShieldIcon, UserIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { AgeBadge } from '../../compliance/index.ts';
import { prepareLineLogin } from '../api/line-login.ts';
import { useRegister } from '../api/register.ts';
import { describeAuthFailure } from '../auth-errors.ts';
import { Agreement } from '../components/Agreement.tsx';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { OtpField } from '../components/OtpField.tsx';
import { useAgreement } from '../components/use-agreement.ts';
import { useOtpSender } from '../components/use-otp-sender.ts';
import { dialPrefix } from '../dial-prefix.ts';
import { describeLineFailure } from '../line-errors.ts';
import { inviteCodeOf } from '../invite-code.ts';
import { problemText } from '../problem-text.ts';
import { afterLoginPath } from '../redirect.ts';
import { startSession } from '../session.ts';
import { registerAuthRegisterTexts, registerAuthTexts } from '../texts.ts';
import { checkPhoneRegistration, checkUsernameRegistration, otpRequired } from '../validation.ts';

const ageImageVariants: readonly string[] = AGREEMENT_REQUIRED_VARIANTS;

registerAuthTexts();
registerAuthRegisterTexts();

export default function RegisterPage() {
  registerAuthTexts();
  registerAuthRegisterTexts();
  const { t } = useTranslation();
  const { config, failed, retry } = useRequiredAppConfig();
  const bonus = config && config.userRegisterCoin > 0 ? formatMoney(config.userRegisterCoin) : null;
  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')} fallback="/login">
      {bonus && <span className="auth-form__bonus">{t('register.bonus', { amount: bonus })}</span>}
      {config && <RegisterForm site={config.site} />}
      {!config && !failed && <p className="auth-form__note">{t('common.loading')}</p>}
      {failed && (
        <p className="auth-form__note" role="alert">
          {t('common.networkError')}{' '}
          <button type="button" className="auth-agreement__link" onClick={retry}>{t('common.retry')}</button>
        </p>
      )}
      <p className="auth-form__switch">
        {t('register.haveAccount')}
        <Link to="/login">{t('register.toLogin')}</Link>
      </p>
    </AuthLayout>
  );
}

/** The username form or the phone form, as site.registerType says (§2). */
function RegisterForm({ site }: { site: SiteConfig }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const phone = site.registerType !== 'account';
  const withOtp = phone && otpRequired(site);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const agreement = useAgreement(site);
  const register = useRegister();
  const sendOtp = useOtpSender(OtpPurpose.Register);
  const later = useTimeout();
  // §6 "Terms bar from the platform": the player declares they are in none of the barred groups; never ticked for them.
  const [declared, setDeclared] = useState(false);
  const [declarationMissing, setDeclarationMissing] = useState(false);
  const lineLogin = useAppConfig()?.lineLogin ?? null;
  const [openingLine, setOpeningLine] = useState(false);

  const submit = useDebouncedCallback(async () => {
    if (register.isPending) return;
    const problem = phone
      ? checkPhoneRegistration({ mobile: account, password, confirmation, code }, site)
      : checkUsernameRegistration({ username: account, password, confirmation }, site);
    if (problem) {
      void toast.fail(problemText(t, problem));
      return;
    }
    if (!declared) {
      setDeclarationMissing(true);
      void toast.fail(t('register.declarationRequired'));
      return;
    }
    if (!agreement.allowSubmit()) return;
    void toast.loading(t('common.loading'));
    try {
      const result = await register.mutateAsync({
        account: account.trim(), password, phone, code: withOtp ? code.trim() : undefined,
        inviteCode: inviteCodeOf(params), declaration: declared,
      });
      startSession(result);
      // The lobby offers a deposit limit once to the player just registered (safer play).
      writeText(SessionKey.limitsOffer, String(result.id), 'session');
      void toast.success(t('common.success'));
      later(() => void navigate(afterLoginPath(params.get('redirect')), { replace: true }), Limits.postLoginRedirectMs);
    } catch (error) {
      void toast.fail(describeAuthFailure(error, t, phone ? 'phoneRegister' : 'register'));
    }
  }, Limits.registerDebounceMs);

  // LINE sign-up (§2, decision 060): the declaration goes along when ticked, for the account the login creates.
  const startLineLogin = async () => {
    if (!lineLogin || openingLine || !agreement.allowSubmit()) return;
    setOpeningLine(true);
    try {
      window.location.assign(await prepareLineLogin(lineLogin, {
        inviteCode: inviteCodeOf(params), redirect: params.get('redirect') ?? undefined, ...(declared ? { declaration: true } : {}),
      }));
    } catch (error) {
      setOpeningLine(false);
      void toast.fail(describeLineFailure(error, t));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="register-form" data-register-type={site.registerType}>
      {phone ? (
        <TextField value={account} onValueChange={(v) => setAccount(v.replace(/\D/g, ''))} icon={<PhoneIcon />}
          prefix={dialPrefix(site.countryCode)} testId="register-account" placeholder={t('register.phonePlaceholder')}
          inputMode="numeric" autoComplete="tel-national" maxLength={site.accountLengthMax} name="mobile" />
      ) : (
        <TextField value={account} onValueChange={setAccount} icon={<UserIcon />} testId="register-account"
          placeholder={t('register.usernamePlaceholder', { min: site.usernameLengthMin, max: site.usernameLengthMax })}
          maxLength={Math.min(site.usernameLengthMax, Limits.usernameFieldMax)} autoComplete="username"
          autoCapitalize="off" autoCorrect="off" spellCheck={false} name="username" />
      )}
      {phone && site.registerType === 'phone' && (
        <p className="auth-form__note"><ShieldIcon /> {t('register.phoneSecurityNote')}</p>
      )}
      <PasswordField value={password} onValueChange={setPassword} icon={<LockIcon />} testId="register-password"
        placeholder={t('register.passwordPlaceholder', { min: site.passwordLengthMin, max: site.passwordLengthMax })}
        autoComplete="new-password" maxLength={site.passwordLengthMax} />
      <PasswordField value={confirmation} onValueChange={setConfirmation} icon={<LockIcon />} testId="register-confirm"
        placeholder={t('register.confirmPlaceholder')} autoComplete="new-password" maxLength={site.passwordLengthMax} />
      {withOtp && (
        <OtpField value={code} onValueChange={setCode} onSend={() => sendOtp(account)} testId="register-otp" sendTestId="register-otp-send" />
      )}
      {site.siteVariant !== 'other' && <SiteChooser />}
      {agreement.shown && (
        <div className="auth-agreement__row">
          <Agreement agreement={agreement} />
          {ageImageVariants.includes(site.siteVariant) && <AgeBadge className="auth-age-badge" />}
        </div>
      )}
      <div className="auth-declaration">
        <CheckBox checked={declared} testId="register-declaration" label={t('register.declaration')}
          onToggle={() => {
            setDeclared((ticked) => !ticked);
            setDeclarationMissing(false);
          }}>
          {t('register.declaration')}
        </CheckBox>
        {declarationMissing && <p className="auth-declaration__problem" role="alert" data-testid="register-declaration-problem">{t('register.declarationRequired')}</p>}
      </div>
      <PrimaryButton type="submit" data-testid="register-submit" loading={register.isPending}>{t('register.submit')}</PrimaryButton>
      {/* Messaging-app (LINE) sign-up: hidden unless a provider is configured. */}
      <button type="button" className={lineLogin ? 'auth-line' : 'auth-hidden'} hidden={!lineLogin} disabled={openingLine}
        data-testid="register-line" onClick={() => void startLineLogin()}>
        {openingLine ? t('line.starting') : t('register.lineRegister')}
      </button>
    </form>
  );
}

/** Read-only: the only site offered is the one the player is on. */
function SiteChooser() {
  const { t } = useTranslation();
  const host = window.location.host;
  return (
    <label className="auth-site">
      {t('register.site')}
      <select value={host} disabled aria-readonly="true" onChange={() => undefined}>
        <option value={host}>{host}</option>
      </select>
    </label>
  );
}
