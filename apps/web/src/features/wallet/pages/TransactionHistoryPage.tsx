import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { useTransactions } from '../api/get-transactions.ts';
import { HistoryFilterBar } from '../components/HistoryFilterBar.tsx';
import { TransactionRow } from '../components/TransactionRow.tsx';
import { DEFAULT_HISTORY_FILTERS, mergePages, rangeBounds } from '../history-filters.ts';
import type { HistoryFilters } from '../history-filters.ts';
import { walletPaths } from '../paths.ts';
import { registerWalletTexts } from '../texts.ts';
import '../wallet.css';

registerWalletTexts();

/** /record/transaction: every movement of the player's coins and points, newest first, filtered and paged. */
export default function TransactionHistoryPage() {
  registerWalletTexts();
  const { t } = useTranslation();
  const [filters, setFilters] = useState<HistoryFilters>(DEFAULT_HISTORY_FILTERS);
  // Bounds depend only on the calendar day, so the query stays the same between renders of one day.
  const bounds = rangeBounds(filters, new Date());
  const history = useTransactions(filters, bounds);
  const rows = mergePages(history.data?.pages ?? []);

  let list;
  if (bounds === null) list = null;
  else if (history.isPending) list = <Skeleton lines={6} testId="history-loading" />;
  else if (history.isError && rows.length === 0) {
    list = <ErrorState message={t('wallet.history.loadFailed')} onRetry={() => void history.refetch()} testId="history-error" />;
  } else if (rows.length === 0) list = <EmptyState testId="history-empty">{t('wallet.history.empty')}</EmptyState>;
  else {
    list = (
      <>
        <ul className="wallet-txs" data-testid="history-list">
          {rows.map((row) => <TransactionRow key={`${row.id}:${row.asset}:${row.account}`} row={row} />)}
        </ul>
        <MoreRows hasMore={history.hasNextPage} loading={history.isFetchingNextPage} failed={history.isFetchNextPageError}
          onMore={() => void history.fetchNextPage()} />
      </>
    );
  }

  return (
    <div className="wallet-screen" data-testid="history-page">
      <PageHeader title={t('wallet.history.title')} fallback={walletPaths().wallet} />
      <div className="wallet-screen__body">
        <HistoryFilterBar filters={filters} onChange={setFilters} rangeInvalid={bounds === null} />
        {list}
      </div>
    </div>
  );
}

/** The end of the list: loads the next page when it scrolls into view, or on a tap. */
function MoreRows({ hasMore, loading, failed, onMore }: { hasMore: boolean; loading: boolean; failed: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });
  const autoLoad = hasMore && !loading && !failed;

  useEffect(() => {
    const node = sentinel.current;
    if (!autoLoad || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    }, { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [autoLoad]);

  if (!hasMore) return <p className="wallet-txs__end" data-testid="history-end">{t('wallet.history.end')}</p>;
  return (
    <div ref={sentinel} className="wallet-txs__more">
      {failed && <p className="wallet-error" role="alert">{t('wallet.history.loadMoreFailed')}</p>}
      <button type="button" className="wallet-action" data-testid="history-load-more" disabled={loading} onClick={onMore}>
        {loading ? t('common.loading') : t('wallet.history.loadMore')}
      </button>
    </div>
  );
}
