import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { Skeleton } from '../../../shared/ui/StateViews.tsx';
import type { WalletOverview } from '../api/get-wallet.ts';

/**
 * Reward turnover: what the player still has to bet before a withdrawal, against what the
 * current rewards require. Re-read with the wallet every few seconds, so bets show at once.
 */
export function TurnoverCard({ turnover }: { turnover: WalletOverview['turnover'] | undefined }) {
  const { t } = useTranslation();
  if (!turnover) {
    return (
      <section className="wallet-card" data-testid="wallet-turnover">
        <span className="wallet-card__label">{t('wallet.turnover.title')}</span>
        <Skeleton lines={2} />
      </section>
    );
  }
  const { owed, required, progress } = turnover;
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 1000) / 10;
  const cleared = owed === 0;
  return (
    <section className="wallet-card wallet-turnover" data-testid="wallet-turnover" data-owed={owed} data-required={required}>
      <div className="wallet-turnover__top">
        <span className="wallet-card__label">{t('wallet.turnover.title')}</span>
        <span className={cleared ? 'wallet-badge is-ok' : 'wallet-badge'}>
          {cleared ? t('wallet.turnover.clear') : t('wallet.turnover.percent', { percent })}
        </span>
      </div>
      <div className="wallet-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
        aria-label={t('wallet.turnover.title')} data-testid="wallet-turnover-bar">
        <span className="wallet-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <dl className="wallet-figures">
        <div>
          <dt>{t('wallet.turnover.owed')}</dt>
          <dd data-testid="wallet-turnover-owed">{formatMoney(owed)}</dd>
        </div>
        <div>
          <dt>{t('wallet.turnover.required')}</dt>
          <dd data-testid="wallet-turnover-required">{formatMoney(required)}</dd>
        </div>
      </dl>
      <p className="wallet-card__note">
        {cleared ? t('wallet.turnover.none') : t('wallet.turnover.betMore', { amount: formatMoney(owed) })}
      </p>
    </section>
  );
}
