import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WalletErrcode } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { formatMoney, parseMoney } from '../../../shared/format/money.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { LockIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useUserStore } from '../../auth/index.ts';
import { useMoveSafebox } from '../api/move-safebox.ts';
import type { SafeboxDirection } from '../api/move-safebox.ts';
import { walletPaths } from '../paths.ts';
import { createRequestIds } from '../request-id.ts';
import { checkAmount } from '../amount-check.ts';
import { describeWalletFailure } from '../wallet-errors.ts';
import { AmountInput } from './AmountInput.tsx';

interface SafeboxCardProps {
  coin: number;
  safebox: number;
  hasPassword: boolean;
}

/**
 * The safebox: its balance, and moving coins between it and the main balance. Putting coins
 * in needs no password; taking them out needs the safebox password, set at /walletsPassword.
 */
export function SafeboxCard({ coin, safebox, hasPassword }: SafeboxCardProps) {
  const { t } = useTranslation();
  const paths = walletPaths();
  const move = useMoveSafebox();
  const [requestIds] = useState(() => createRequestIds());
  const [direction, setDirection] = useState<SafeboxDirection>('in');
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const available = direction === 'in' ? coin : safebox;
  const needsPassword = direction === 'out' && !hasPassword;

  const choose = (next: SafeboxDirection) => {
    setDirection(next);
    setAmountText('');
    setError('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (move.isPending || needsPassword) return;
    const checked = checkAmount(parseMoney(amountText), amountText, available);
    if (checked.problem) {
      setError(checked.problem === 'insufficient'
        ? t(direction === 'in' ? 'wallet.errors.insufficientCoin' : 'wallet.errors.insufficientSafebox')
        : t(`wallet.amount.${checked.problem}`));
      return;
    }
    if (direction === 'out' && !password) {
      setError(t('wallet.safebox.passwordRequired'));
      return;
    }
    setError('');
    const amount = checked.amount;
    const requestId = requestIds.take(`${direction}:${amount}`);
    try {
      await move.mutateAsync({ direction, amount, requestId, password: direction === 'out' ? password : undefined });
      requestIds.settle();
      setAmountText('');
      setPassword('');
      void toast.success(t(direction === 'in' ? 'wallet.safebox.movedIn' : 'wallet.safebox.movedOut', { amount: formatMoney(amount) }));
    } catch (failure) {
      requestIds.settle(failure);
      if (isCallError(failure) && failure.errcode === WalletErrcode.SafeboxPasswordNotSet) {
        useUserStore.getState().updateUser({ hasSafeboxPassword: false });
      }
      setError(describeWalletFailure(failure, t, direction === 'in' ? 'safeboxIn' : 'safeboxOut'));
    }
  };

  return (
    <section className="wallet-card wallet-safebox" aria-labelledby="wallet-safebox-label" data-testid="wallet-safebox">
      <div className="wallet-safebox__top">
        <span id="wallet-safebox-label" className="wallet-card__label"><LockIcon /> {t('wallet.safebox.title')}</span>
        <Link to={paths.password} className="wallet-link" data-testid={hasPassword ? 'safebox-change-password' : 'safebox-set-password'}>
          {hasPassword ? t('wallet.safebox.changePassword') : t('wallet.safebox.setPassword')}
        </Link>
      </div>
      <p className="wallet-safebox__amount" data-testid="wallet-safebox-balance">{formatMoney(safebox)}</p>
      <p className="wallet-card__note">{t('wallet.safebox.intro')}</p>

      <div className="wallet-segments" role="tablist" aria-label={t('wallet.safebox.title')}>
        {(['in', 'out'] as const).map((option) => (
          <button key={option} type="button" role="tab" aria-selected={direction === option} data-testid={`safebox-tab-${option}`}
            className={direction === option ? 'wallet-segment is-active' : 'wallet-segment'} onClick={() => choose(option)}>
            {t(option === 'in' ? 'wallet.safebox.in' : 'wallet.safebox.out')}
          </button>
        ))}
      </div>

      {needsPassword ? (
        <div className="wallet-callout" data-testid="safebox-password-needed">
          <p>{t('wallet.safebox.setPasswordFirst')}</p>
          <Link to={paths.password} className="wallet-action wallet-action--primary" data-testid="safebox-set-password-cta">
            {t('wallet.safebox.setPassword')}
          </Link>
        </div>
      ) : (
        <form className="wallet-form" onSubmit={submit} noValidate data-testid="safebox-form" data-direction={direction}>
          <p className="wallet-form__hint">
            {t(direction === 'in' ? 'wallet.safebox.availableMain' : 'wallet.safebox.availableSafebox', { amount: formatMoney(available) })}
          </p>
          <AmountInput look="compact" value={amountText} onChange={(value) => { setAmountText(value); setError(''); }} all={available} max={available}
            placeholder={t('wallet.safebox.amountPlaceholder')} testId="safebox" />
          {direction === 'out' && (
            <PasswordField value={password} onValueChange={(value) => { setPassword(value); setError(''); }} icon={<LockIcon />}
              placeholder={t('wallet.safebox.passwordPlaceholder')} autoComplete="current-password" testId="safebox-password" />
          )}
          {error && <p className="wallet-error" role="alert" data-testid="safebox-error">{error}</p>}
          <PrimaryButton type="submit" loading={move.isPending} data-testid="safebox-submit">
            {t(direction === 'in' ? 'wallet.safebox.submitIn' : 'wallet.safebox.submitOut')}
          </PrimaryButton>
        </form>
      )}
    </section>
  );
}
