import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteData, UseInfiniteQueryResult } from '../../../shared/query/index.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import type { OrderPage } from '../api/keys.ts';

interface OrderRecordsProps<Order, Status extends string> {
  /** Names the list's test ids and title: `${kind}-records`, `${kind}-records-loading`, `-error`, `-empty`, `-title`, and `${kind}-filter`. */
  kind: 'deposit' | 'withdraw';
  title: string;
  /** Beside the title (the deposits' "check open orders"). */
  action?: ReactNode;
  /** The status filter: the chosen status (undefined: all), the ones offered and their names. */
  status: Status | undefined;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  onStatus: (status: Status | undefined) => void;
  records: UseInfiniteQueryResult<InfiniteData<OrderPage<Order>>>;
  loadFailed: string;
  empty: string;
  /** One order's row (an <li>, with its key). */
  row: (order: Order) => ReactNode;
}

/**
 * A paged list of the player's orders (deposits, withdrawals): the title, a status filter, and
 * the orders a page at a time, with loading, failed, empty and end-of-list states.
 */
export function OrderRecords<Order, Status extends string>({
  kind, title, action, status, statuses, statusLabel, onStatus, records, loadFailed, empty, row,
}: OrderRecordsProps<Order, Status>) {
  const orders = records.data?.pages.flatMap((page) => page.list) ?? [];

  let body;
  if (records.isPending) body = <Skeleton lines={6} testId={`${kind}-records-loading`} />;
  else if (records.isError && orders.length === 0) {
    body = <ErrorState message={loadFailed} onRetry={() => void records.refetch()} testId={`${kind}-records-error`} />;
  } else if (orders.length === 0) body = <EmptyState testId={`${kind}-records-empty`}>{empty}</EmptyState>;
  else {
    body = (
      <>
        <ul className="pay-records" data-testid={`${kind}-records`}>
          {orders.map(row)}
        </ul>
        <RecordsFooter hasMore={records.hasNextPage} loading={records.isFetchingNextPage} failed={records.isFetchNextPageError}
          onMore={() => void records.fetchNextPage()} />
      </>
    );
  }

  return (
    <section className="pay-card pay-records-card" aria-labelledby={`${kind}-records-title`}>
      <header className="pay-records__head">
        <h2 id={`${kind}-records-title`}>{title}</h2>
        {action}
      </header>
      <StatusFilter value={status} options={statuses} label={statusLabel} onChange={onStatus} testId={`${kind}-filter`} />
      {body}
    </section>
  );
}

/** "All" and one chip per status. */
function StatusFilter<S extends string>({ value, options, label, onChange, testId }: {
  value: S | undefined;
  options: readonly S[];
  label: (status: S) => string;
  onChange: (status: S | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="pay-filter" role="group" data-testid={testId}>
      <button type="button" className="pay-preset" aria-pressed={value === undefined} onClick={() => onChange(undefined)}
        data-testid={`${testId}-all`}>{t('payments.all')}</button>
      {options.map((status) => (
        <button key={status} type="button" className="pay-preset" aria-pressed={value === status} onClick={() => onChange(status)}
          data-testid={`${testId}-${status}`}>
          {label(status)}
        </button>
      ))}
    </div>
  );
}

/** Load more, loading, a failed page, or the end of the list. */
function RecordsFooter({ hasMore, loading, failed, onMore }: { hasMore: boolean; loading: boolean; failed: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  if (!hasMore) return <p className="pay-records__end">{t('payments.end')}</p>;
  return (
    <div className="pay-records__more">
      {failed && <p className="pay-error" role="alert">{t('payments.loadMoreFailed')}</p>}
      <button type="button" className="pay-link-button" disabled={loading} onClick={onMore} data-testid="records-more">
        {loading ? t('payments.loading') : t('payments.loadMore')}
      </button>
    </div>
  );
}
