import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PaymentErrcode } from '@casino/contract';
import type { UserBank } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { confirmDialog } from '../../../shared/ui/dialog.ts';
import { LockIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { AmountInput, createRequestIds } from '../../wallet/index.ts';
import { useRequestWithdrawal } from '../api/request-withdrawal.ts';
import { boundAccounts } from '../api/user-banks.ts';
import { useWithdrawInfo } from '../api/withdraw-info.ts';
import type { WithdrawInfo } from '../api/withdraw-info.ts';
import { describePaymentFailure } from '../lib/payment-errors.ts';
import type { PaymentProblem, PaymentRemedy } from '../lib/payment-errors.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { checkWithdrawAmount, processingDays } from '../lib/withdraw-math.ts';
import type { WithdrawAmountProblem } from '../lib/withdraw-math.ts';
import { accountForName } from '../lib/withdraw-target.ts';
import { paymentPaths } from '../paths.ts';
import { BankIcon } from './BankIcon.tsx';

/** Quick amounts offered where they fit the limits, in hundredths. */
const WITHDRAW_PRESETS = [100_00, 500_00, 1_000_00, 5_000_00, 10_000_00];

/** Where each remedy is fixed. */
export function remedyLink(remedy: PaymentRemedy): string {
  const paths = paymentPaths();
  switch (remedy) {
    case 'kyc': return paths.kyc;
    case 'bind': return `${paths.bindBankCard}?back=1`;
    case 'password': return paths.password;
    case 'turnover': return paths.wallet;
  }
}

/**
 * The withdraw form (§7 getExchange / exchange): what can be withdrawn and what blocks it, the
 * account, the amount with its fee, and the wallet password. The server's checks stay the
 * final word; every refusal it gives is explained with the way to fix it.
 */
export function WithdrawForm({ preselect }: { preselect?: string }) {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  if (info.isPending) return <Skeleton lines={7} testId="withdraw-loading" />;
  if (info.isError) return <ErrorState message={t('payments.loadFailed')} onRetry={() => void info.refetch()} testId="withdraw-error" />;
  return <Form info={info.data} preselect={preselect} />;
}

function Form({ info, preselect }: { info: WithdrawInfo; preselect?: string }) {
  const { t } = useTranslation();
  const paths = paymentPaths();
  const request = useRequestWithdrawal();
  const [ids] = useState(createRequestIds);
  const accounts = useMemo(() => boundAccounts(info.appUserBankList), [info.appUserBankList]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = accounts.find((a) => a.bankId === chosenId) ?? accountForName(accounts, preselect) ?? accounts[0] ?? null;
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [forced, setForced] = useState<WithdrawAmountProblem | null>(null);
  const settledText = useDebouncedValue(text, 300);
  const [requested, setRequested] = useState<string | null>(null);

  const limits = { minAmount: info.minAmount, maxAmount: info.maxAmount, withdrawable: info.withdrawable, feePercent: info.feePercent };
  const live = checkWithdrawAmount(settledText, limits);
  const amountProblem = forced ?? (settledText.trim() === '' ? null : live.problem ?? null);
  const presets = WITHDRAW_PRESETS.filter((a) => a >= info.minAmount && a <= info.maxAmount);

  const kycBlocked = info.kycStatus !== 'approved';
  const blocked = kycBlocked || accounts.length === 0 || !info.hasSafeboxPassword || info.turnoverOwed > 0
    || info.todayCount >= info.dailyMaxCount || info.coin < info.minAmount;

  function amountMessage(which: WithdrawAmountProblem): string {
    switch (which) {
      case 'required': return t('wallet.amount.required');
      case 'invalid': return t('wallet.amount.invalid');
      case 'zero': return t('wallet.amount.zero');
      case 'belowMinimum': return t('payments.withdraw.belowMinimum', { min: formatMoney(info.minAmount) });
      case 'aboveMaximum': return t('payments.withdraw.aboveMaximum', { max: formatMoney(info.maxAmount) });
      case 'aboveWithdrawable': return t('payments.withdraw.aboveWithdrawable', { max: formatMoney(info.withdrawable) });
      case 'noFeeRoom': return t('payments.withdraw.noFeeRoom');
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    setProblem(null);
    if (!chosen) {
      setProblem({ message: t('payments.withdraw.chooseAccount'), remedy: accounts.length === 0 ? 'bind' : undefined });
      return;
    }
    const checked = checkWithdrawAmount(text, limits);
    if (checked.problem) {
      setForced(checked.problem);
      return;
    }
    if (password === '') {
      setProblem({ message: t('payments.withdraw.passwordRequired') });
      return;
    }
    const account = `${chosen.bankName} ${chosen.cardNum}`;
    const money = { amount: formatMoney(checked.amount), fee: formatMoney(checked.fee), payout: formatMoney(checked.payout) };
    const ok = await confirmDialog({
      title: t('payments.withdraw.confirmTitle'),
      content: t('payments.withdraw.confirm', { ...money, account }),
      confirmText: t('common.ok'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    const requestId = ids.take(`${chosen.bankId}:${checked.amount}`);
    try {
      await request.mutateAsync({ amount: checked.amount, bankId: chosen.bankId, password, requestId });
      ids.settle();
      const days = processingDays(info.processingPeriods, checked.amount);
      const done = days ? t('payments.withdraw.done', { amount: money.amount, days }) : t('payments.withdraw.doneShort', { amount: money.amount });
      void toast.success(t('payments.withdraw.doneShort', { amount: money.amount }));
      setRequested(done);
      setText('');
      setPassword('');
    } catch (error) {
      // The same request is still being worked on: keep its id so a retry cannot withdraw twice.
      if (!(isCallError(error) && error.errcode === PaymentErrcode.RequestInProgress)) ids.settle(error);
      setProblem(describePaymentFailure(error, t, 'withdraw', { min: info.minAmount, max: info.maxAmount }));
    }
  };

  return (
    <form className="pay-card pay-form" onSubmit={(event) => void submit(event)} noValidate data-testid="withdraw-form">
      <Blockers info={info} hasAccounts={accounts.length > 0} />
      <dl className="pay-figures">
        <div><dt>{t('payments.withdraw.withdrawable')}</dt><dd data-testid="withdraw-withdrawable">{formatMoney(info.withdrawable)}</dd></div>
        <div><dt>{t('payments.withdraw.limits')}</dt><dd>{t('payments.withdraw.limitsValue', { min: formatMoney(info.minAmount), max: formatMoney(info.maxAmount) })}</dd></div>
        <div>
          <dt>{t('payments.withdraw.today')}</dt>
          <dd>{t('payments.withdraw.todayValue', { amount: formatMoney(Math.max(0, info.dailyMaxAmount - info.todayAmount)), count: info.todayCount, max: info.dailyMaxCount })}</dd>
        </div>
        <div><dt>{t('payments.withdraw.fee')}</dt><dd>{t('payments.withdraw.feeValue', { percent: info.feePercent })}</dd></div>
      </dl>

      <fieldset className="pay-accounts">
        <legend className="pay-label">{t('payments.withdraw.account')}</legend>
        {accounts.map((account) => (
          <AccountChoice key={account.bankId} account={account} checked={chosen?.bankId === account.bankId} onChoose={() => setChosenId(account.bankId)} />
        ))}
        <Link to={`${paths.bindBankCard}?back=1`} className="pay-link-button" data-testid="withdraw-add-account">+ {t('payments.withdraw.addAccount')}</Link>
      </fieldset>

      <AmountInput look="form" value={text} onChange={(value) => { setText(value); setForced(null); setProblem(null); }} label={t('payments.deposit.amountLabel')}
        placeholder={t('payments.withdraw.amountPlaceholder')} presets={presets} max={info.withdrawable} all={info.withdrawable} testId="withdraw"
        error={amountProblem ? amountMessage(amountProblem) : ''}
        hint={live.problem ? '' : t('payments.withdraw.preview', { fee: formatMoney(live.fee), payout: formatMoney(live.payout) })} />

      <PasswordField value={password} onValueChange={(value) => { setPassword(value); setProblem(null); }} icon={<LockIcon />}
        placeholder={t('payments.withdraw.password')} autoComplete="current-password" testId="withdraw-password" />

      {problem && (
        <Notice tone="danger" testId="withdraw-failure"
          action={problem.remedy ? { to: remedyLink(problem.remedy), label: remedyLabel(problem.remedy, t), testId: 'withdraw-failure-link' } : undefined}>
          {problem.message}
        </Notice>
      )}
      {requested && <Notice tone="ok" testId="withdraw-requested">{requested}</Notice>}
      <PrimaryButton type="submit" loading={request.isPending} disabled={blocked} data-testid="withdraw-submit">{t('payments.withdraw.submit')}</PrimaryButton>
      <ProcessingTimes periods={info.processingPeriods} />
    </form>
  );
}

function remedyLabel(remedy: PaymentRemedy, t: TFunction): string {
  switch (remedy) {
    case 'kyc': return t('payments.withdraw.blocked.verify');
    case 'bind': return t('payments.withdraw.blocked.bind');
    case 'password': return t('payments.withdraw.blocked.setPassword');
    case 'turnover': return t('payments.withdraw.blocked.viewTurnover');
  }
}

/** What stops a withdrawal now, each with the way to fix it. */
function Blockers({ info, hasAccounts }: { info: WithdrawInfo; hasAccounts: boolean }) {
  const { t } = useTranslation();
  const paths = paymentPaths();
  return (
    <div className="pay-blockers" data-testid="withdraw-blockers">
      {info.kycStatus === 'none' && (
        <Notice tone="danger" testId="withdraw-blocked-kyc" action={{ to: paths.kyc, label: t('payments.withdraw.blocked.verify'), testId: 'withdraw-kyc-link' }}>
          {t('payments.withdraw.blocked.kycNone')}
        </Notice>
      )}
      {info.kycStatus === 'rejected' && (
        <Notice tone="danger" testId="withdraw-blocked-kyc" action={{ to: paths.kyc, label: t('payments.withdraw.blocked.verify'), testId: 'withdraw-kyc-link' }}>
          {t('payments.withdraw.blocked.kycRejected')}
        </Notice>
      )}
      {info.kycStatus === 'pending' && (
        <Notice tone="warn" testId="withdraw-blocked-kyc" action={{ to: paths.kyc, label: t('payments.withdraw.blocked.viewKyc'), testId: 'withdraw-kyc-link' }}>
          {t('payments.withdraw.blocked.kycPending')}
        </Notice>
      )}
      {!hasAccounts && (
        <Notice tone="danger" testId="withdraw-blocked-account"
          action={{ to: `${paths.bindBankCard}?back=1`, label: t('payments.withdraw.blocked.bind'), testId: 'withdraw-bind-link' }}>
          {t('payments.withdraw.blocked.noAccount')}
        </Notice>
      )}
      {!info.hasSafeboxPassword && (
        <Notice tone="danger" testId="withdraw-blocked-password"
          action={{ to: paths.password, label: t('payments.withdraw.blocked.setPassword'), testId: 'withdraw-password-link' }}>
          {t('payments.withdraw.blocked.noPassword')}
        </Notice>
      )}
      {info.turnoverOwed > 0 && (
        <Notice tone="warn" testId="withdraw-blocked-turnover"
          action={{ to: paths.wallet, label: t('payments.withdraw.blocked.viewTurnover'), testId: 'withdraw-turnover-link' }}>
          {t('payments.withdraw.blocked.turnover', { amount: formatMoney(info.turnoverOwed) })}
        </Notice>
      )}
      {info.todayCount >= info.dailyMaxCount && (
        <Notice tone="warn" testId="withdraw-blocked-daily">{t('payments.withdraw.blocked.dailyCount', { max: info.dailyMaxCount })}</Notice>
      )}
      {info.coin < info.minAmount && (
        <Notice tone="info" testId="withdraw-blocked-balance"
          action={{ to: paths.deposit, label: t('payments.withdraw.blocked.deposit'), testId: 'withdraw-deposit-link' }}>
          {t('payments.withdraw.blocked.belowMinimum', { min: formatMoney(info.minAmount) })}
        </Notice>
      )}
    </div>
  );
}

function AccountChoice({ account, checked, onChoose }: { account: UserBank; checked: boolean; onChoose: () => void }) {
  return (
    <label className={checked ? 'pay-account is-checked' : 'pay-account'} data-testid={`withdraw-account-${account.bankId}`}>
      <input type="radio" name="withdraw-account" className="visually-hidden" checked={checked} onChange={onChoose} />
      <BankIcon shortBankName={account.shortBankName} size="0.9rem" />
      <span className="pay-account__text">
        <span className="pay-account__name">{account.bankName} <span className="pay-account__num">{account.cardNum}</span></span>
        <span className="pay-account__holder">{account.accountName}</span>
      </span>
      <span className="pay-channel__radio" aria-hidden="true" />
    </label>
  );
}

/** §9: how long a payout takes by amount (whole coins). */
function ProcessingTimes({ periods }: { periods: WithdrawInfo['processingPeriods'] }) {
  const { t } = useTranslation();
  if (periods.length === 0) return null;
  const coins = (n: number) => n.toLocaleString('en-US');
  return (
    <section className="pay-processing" aria-labelledby="pay-processing-title">
      <h3 id="pay-processing-title">{t('payments.processingTitle')}</h3>
      <ul>
        {periods.map((p) => (
          <li key={p.from}>
            {t('payments.processingRow', {
              range: p.to === null ? t('payments.processingFrom', { from: coins(p.from) }) : `${coins(p.from)} - ${coins(p.to)}`,
              days: p.businessDays,
            })}
          </li>
        ))}
      </ul>
      <p>{t('payments.processingNote')}</p>
    </section>
  );
}
