import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SAFEBOX_PASSWORD_LENGTH } from '@casino/contract';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { PageHeader, useGoBack } from '../../../shared/ui/PageHeader.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { LockIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useWalletOverview } from '../api/get-wallet.ts';
import { useSaveSafeboxPassword } from '../api/safebox-password.ts';
import { walletPaths } from '../paths.ts';
import { checkSafeboxPassword } from '../password-rules.ts';
import { describeWalletFailure } from '../wallet-errors.ts';
import { registerWalletTexts } from '../texts.ts';
import '../wallet.css';

registerWalletTexts();

const RULE = { min: SAFEBOX_PASSWORD_LENGTH.min, max: SAFEBOX_PASSWORD_LENGTH.max };

/** /walletsPassword: set the safebox password the first time, change it afterwards. */
export default function SafeboxPasswordPage() {
  registerWalletTexts();
  const { t } = useTranslation();
  const overview = useWalletOverview();
  let body;
  if (overview.data) body = <PasswordForm mode={overview.data.hasSafeboxPassword ? 'change' : 'set'} />;
  else if (overview.isError) {
    body = <ErrorState message={t('wallet.loadFailed')} onRetry={() => void overview.refetch()} testId="safebox-password-error" />;
  } else body = <Skeleton lines={4} testId="safebox-password-loading" />;
  return (
    <div className="wallet-screen">
      <PageHeader title={t('wallet.password.title')} fallback={walletPaths().wallet} />
      <div className="wallet-screen__body">{body}</div>
    </div>
  );
}

function PasswordForm({ mode }: { mode: 'set' | 'change' }) {
  const { t } = useTranslation();
  const goBack = useGoBack(walletPaths().wallet);
  const save = useSaveSafeboxPassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState('');
  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setError('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problem = checkSafeboxPassword({ current: mode === 'change' ? current : undefined, password, confirmation });
    if (problem) {
      setError(t(`wallet.password.${problem}`, RULE));
      return;
    }
    try {
      await save.mutateAsync({ currentPassword: mode === 'change' ? current : undefined, newPassword: password });
      void toast.success(t(mode === 'set' ? 'wallet.password.setDone' : 'wallet.password.changed'));
      goBack();
    } catch (failure) {
      // Set elsewhere meanwhile: the overview is read again (onSettled) and the change form takes over.
      setError(describeWalletFailure(failure, t, 'password'));
    }
  };

  return (
    <form className="wallet-card wallet-form" onSubmit={submit} noValidate data-testid="safebox-password-form" data-mode={mode}>
      <div className="wallet-form__lead">
        <ShieldIcon />
        <div>
          <h2 className="wallet-form__title">{t(mode === 'set' ? 'wallet.password.setTitle' : 'wallet.password.changeTitle')}</h2>
          <p className="wallet-card__note">{t('wallet.password.intro', RULE)}</p>
        </div>
      </div>
      {mode === 'change' && (
        <PasswordField value={current} onValueChange={edit(setCurrent)} icon={<LockIcon />} testId="safebox-password-current"
          placeholder={t('wallet.password.current')} autoComplete="current-password" />
      )}
      <PasswordField value={password} onValueChange={edit(setPassword)} icon={<LockIcon />} testId="safebox-password-new"
        placeholder={t('wallet.password.new', RULE)} autoComplete="new-password" />
      <PasswordField value={confirmation} onValueChange={edit(setConfirmation)} icon={<LockIcon />} testId="safebox-password-confirm"
        placeholder={t('wallet.password.confirm')} autoComplete="new-password" />
      {error && <p className="wallet-error" role="alert" data-testid="safebox-password-failure">{error}</p>}
      <PrimaryButton type="submit" loading={save.isPending} data-testid="safebox-password-submit">
        {t(mode === 'set' ? 'wallet.password.submitSet' : 'wallet.password.submitChange')}
      </PrimaryButton>
    </form>
  );
}
