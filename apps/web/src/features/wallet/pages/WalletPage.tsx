import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { formatPoints } from '../../../shared/format/money.ts';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { Skeleton } from '../../../shared/ui/StateViews.tsx';
import { ChevronRightIcon, ClockIcon } from '../../../shared/ui/icons.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { useWalletOverview } from '../api/get-wallet.ts';
import { useBalances } from '../balances.ts';
import { BalanceCard } from '../components/BalanceCard.tsx';
import { SafeboxCard } from '../components/SafeboxCard.tsx';
import { TurnoverCard } from '../components/TurnoverCard.tsx';
import { walletPaths } from '../paths.ts';
import { registerWalletTexts } from '../texts.ts';
import '../wallet.css';

registerWalletTexts();

/**
 * The wallet tab (/lobby/wallets/:id): main balance, safebox, points and reward turnover.
 * The balances are the ones every screen reads (useBalances), which the wallet query, the refresh
 * control and every money action keep in step (applyBalances), so the header always shows the same.
 */
export default function WalletPage() {
  registerWalletTexts();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const balances = useBalances();
  const overview = useWalletOverview({ live: true });
  const paths = walletPaths();
  if (!user || !balances) return null;
  // Until the first read, a stored "no password" may be stale: wait rather than offer to set one.
  const safeboxKnown = !overview.isPending || user.hasSafeboxPassword;

  return (
    <div className="wallet-page" data-testid="wallet-page">
      <header className="wallet-titlebar">
        <h1>{t('wallet.title')}</h1>
        <Link to={paths.history} className="wallet-link" data-testid="wallet-history-link"><ClockIcon /> {t('wallet.history.link')}</Link>
      </header>

      <div className="wallet-page__grid">
        {overview.isError && (
          <Notice tone="danger" testId="wallet-error"
            action={{ onClick: () => void overview.refetch(), label: t('common.retry'), testId: 'wallet-error-retry' }}>
            {overview.data ? t('wallet.updateFailed') : t('wallet.loadFailed')}
          </Notice>
        )}
        <BalanceCard coin={balances.coin} />
        <TurnoverCard turnover={overview.data?.turnover} />
        {safeboxKnown ? (
          <SafeboxCard coin={balances.coin} safebox={balances.safebox} hasPassword={user.hasSafeboxPassword} />
        ) : (
          <section className="wallet-card" data-testid="wallet-safebox-loading"><Skeleton lines={4} /></section>
        )}
        <Link to={paths.points} className="wallet-card wallet-points" data-testid="wallet-points-link">
          <span>
            <span className="wallet-card__label">{t('wallet.points.balance')}</span>
            <span className="wallet-points__amount" data-testid="wallet-points-balance">{formatPoints(balances.lottery)}</span>
          </span>
          <span className="wallet-points__go">{t('wallet.points.link')} <ChevronRightIcon /></span>
        </Link>
      </div>
    </div>
  );
}
