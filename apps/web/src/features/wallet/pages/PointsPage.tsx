import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { formatMoney, formatPoints, parseMoney } from '../../../shared/format/money.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { confirmDialog } from '../../../shared/ui/dialog.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useExchangePoints, usePointsTerms } from '../api/points.ts';
import type { PointsTerms } from '../api/points.ts';
import { checkAmount } from '../amount-check.ts';
import { AmountInput } from '../components/AmountInput.tsx';
import { walletPaths } from '../paths.ts';
import { coinsForPoints } from '../points-rate.ts';
import { createRequestIds } from '../request-id.ts';
import { describeWalletFailure } from '../wallet-errors.ts';
import { registerWalletTexts } from '../texts.ts';
import '../wallet.css';

registerWalletTexts();

/** /points: the points (lottery) balance and its exchange for coins at the configured rate. */
export default function PointsPage() {
  registerWalletTexts();
  const { t } = useTranslation();
  const terms = usePointsTerms();
  let body;
  if (terms.data) body = <PointsExchange terms={terms.data} />;
  else if (terms.isError) body = <ErrorState message={t('wallet.points.loadFailed')} onRetry={() => void terms.refetch()} testId="points-error" />;
  else body = <Skeleton lines={5} testId="points-loading" />;
  return (
    <div className="wallet-screen" data-testid="points-page">
      <PageHeader title={t('wallet.points.title')} fallback={walletPaths().wallet} />
      <div className="wallet-screen__body">{body}</div>
    </div>
  );
}

function PointsExchange({ terms }: { terms: PointsTerms }) {
  const { t } = useTranslation();
  const exchange = useExchangePoints();
  const [requestIds] = useState(() => createRequestIds());
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState('');
  const amount = parseMoney(amountText);
  const preview = amount === null ? 0 : coinsForPoints(amount, terms.rate);
  const minimum = formatPoints(terms.minimum);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (exchange.isPending) return;
    const checked = checkAmount(amount, amountText, terms.lottery);
    let problem = '';
    if (checked.problem === 'insufficient') problem = t('wallet.errors.insufficientPoints');
    else if (checked.problem) problem = t(`wallet.amount.${checked.problem}`);
    else if (checked.amount < terms.minimum) problem = t('wallet.errors.pointsBelowMinimumOf', { minimum });
    else if (coinsForPoints(checked.amount, terms.rate) === 0) problem = t('wallet.points.tooFew');
    if (problem || checked.amount === undefined) {
      setError(problem);
      return;
    }
    setError('');
    const points = checked.amount;
    const coins = coinsForPoints(points, terms.rate);
    const confirmed = await confirmDialog({
      title: t('wallet.points.confirmTitle'),
      content: t('wallet.points.confirm', { points: formatPoints(points), coins: formatMoney(coins) }),
      confirmText: t('wallet.points.submit'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      const result = await exchange.mutateAsync({ amount: points, requestId: requestIds.take(`exchange:${points}`) });
      requestIds.settle();
      setAmountText('');
      void toast.success(t('wallet.points.done', { points: formatPoints(result.points), coins: formatMoney(result.coins) }));
    } catch (failure) {
      requestIds.settle(failure);
      setError(describeWalletFailure(failure, t, 'points', { minimumPoints: minimum }));
    }
  };

  return (
    <>
      <section className="wallet-card wallet-points-hero">
        <span className="wallet-card__label">{t('wallet.points.balance')}</span>
        <p className="wallet-points-hero__amount" data-testid="points-balance">{formatPoints(terms.lottery)}</p>
        <dl className="wallet-figures">
          <div>
            <dt>{t('wallet.points.rateLabel')}</dt>
            <dd data-testid="points-rate">{t('wallet.points.rate', { rate: String(terms.rate) })}</dd>
          </div>
          <div>
            <dt>{t('wallet.points.minimumLabel')}</dt>
            <dd data-testid="points-minimum">{minimum}</dd>
          </div>
        </dl>
        <Link to={walletPaths().pointsRules} className="wallet-link">{t('wallet.points.rules')}</Link>
      </section>

      <form className="wallet-card wallet-form" onSubmit={submit} noValidate data-testid="points-form">
        <h2 className="wallet-form__title">{t('wallet.points.exchangeTitle')}</h2>
        <AmountInput look="compact" value={amountText} onChange={(value) => { setAmountText(value); setError(''); }} all={terms.lottery} max={terms.lottery}
          placeholder={t('wallet.points.amountPlaceholder')} testId="points" presets={[]} />
        <p className="wallet-preview" data-testid="points-preview" aria-live="polite">
          {t('wallet.points.preview', { coins: formatMoney(preview) })}
        </p>
        {error && <p className="wallet-error" role="alert" data-testid="points-failure">{error}</p>}
        <PrimaryButton type="submit" loading={exchange.isPending} disabled={terms.lottery < terms.minimum} data-testid="points-submit">
          {t('wallet.points.submit')}
        </PrimaryButton>
        {terms.lottery < terms.minimum && (
          <p className="wallet-card__note" data-testid="points-not-enough">{t('wallet.points.notEnough', { minimum })}</p>
        )}
      </form>
    </>
  );
}
