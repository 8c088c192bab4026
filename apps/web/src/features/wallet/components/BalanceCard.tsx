import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useBalancesRefresh } from '../api/refresh-balances.ts';
import { walletPaths } from '../paths.ts';

/** The main coin balance with its refresh control, and the ways in and out: deposit and withdraw. */
export function BalanceCard({ coin }: { coin: number }) {
  const { t } = useTranslation();
  const { refresh, pending } = useBalancesRefresh();
  const paths = walletPaths();
  return (
    <section className="wallet-card wallet-balance" aria-labelledby="wallet-balance-label">
      <div className="wallet-balance__top">
        <span id="wallet-balance-label" className="wallet-card__label">{t('wallet.mainBalance')}</span>
        <button type="button" className="wallet-refresh" data-testid="wallet-refresh" aria-label={t('wallet.refresh')}
          aria-busy={pending} onClick={() => void refresh()}>
          <span className={pending ? 'wallet-refresh__icon is-spinning' : 'wallet-refresh__icon'} aria-hidden="true">↻</span>
        </button>
      </div>
      <p className="wallet-balance__amount">
        <span className="wallet-coin" aria-hidden="true" />
        <span data-testid="wallet-balance">{formatMoney(coin)}</span>
      </p>
      <div className="wallet-balance__actions">
        <Link to={paths.deposit} className="wallet-action wallet-action--primary" data-testid="wallet-deposit">{t('wallet.deposit')}</Link>
        <Link to={paths.withdraw} className="wallet-action" data-testid="wallet-withdraw">{t('wallet.withdraw')}</Link>
      </div>
    </section>
  );
}
