import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositStatuses } from '@casino/contract';
import type { DepositOrder, DepositStatus } from '@casino/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useDepositRecords, useRecheckDeposits } from '../api/deposit-records.ts';
import { describePaymentFailure } from '../lib/payment-errors.ts';
import { CopyRow } from './CopyRow.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import type { BadgeTone } from './StatusBadge.tsx';

const TONE: Record<DepositStatus, BadgeTone> = { created: 'pending', pending: 'pending', paid: 'ok', failed: 'bad', expired: 'muted' };
/** The filters offered: a created order is one the provider has not answered yet, shown with the unpaid ones. */
const FILTERS = DepositStatuses.filter((status) => status !== 'created');

/** getRechargeRecord, paged, with a status filter; unfinished orders can be checked with the provider (checkRechargeOrder). */
export function DepositRecords() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<DepositStatus | undefined>(undefined);
  const records = useDepositRecords(status);
  const recheck = useRecheckDeposits();
  const orders = records.data?.pages.flatMap((page) => page.list) ?? [];

  const runCheck = async (orderId?: string) => {
    try {
      await recheck.mutateAsync(orderId);
      if (!orderId) void toast.success(t('payments.depositRecords.checked'));
    } catch (error) {
      void toast.fail(describePaymentFailure(error, t, 'deposit').message);
    }
  };

  let body;
  if (records.isPending) body = <Skeleton lines={6} testId="deposit-records-loading" />;
  else if (records.isError && orders.length === 0) {
    body = <ErrorState message={t('payments.depositRecords.loadFailed')} onRetry={() => void records.refetch()} testId="deposit-records-error" />;
  } else if (orders.length === 0) body = <EmptyState testId="deposit-records-empty">{t('payments.depositRecords.empty')}</EmptyState>;
  else {
    body = (
      <>
        <ul className="pay-records" data-testid="deposit-records">
          {orders.map((order) => (
            <DepositRow key={order.orderId} order={order} checking={recheck.isPending && recheck.variables === order.orderId}
              onCheck={() => void runCheck(order.orderId)} />
          ))}
        </ul>
        <RecordsFooter hasMore={records.hasNextPage} loading={records.isFetchingNextPage} failed={records.isFetchNextPageError}
          onMore={() => void records.fetchNextPage()} />
      </>
    );
  }

  return (
    <section className="pay-card pay-records-card" aria-labelledby="deposit-records-title">
      <header className="pay-records__head">
        <h2 id="deposit-records-title">{t('payments.depositRecords.title')}</h2>
        <button type="button" className="pay-link-button" disabled={recheck.isPending} data-testid="deposit-records-check"
          onClick={() => void runCheck()}>
          {t('payments.depositRecords.checkOpen')}
        </button>
      </header>
      <StatusFilter value={status} options={FILTERS} label={(s) => t(`payments.depositStatus.${s}`)} onChange={setStatus} testId="deposit-filter" />
      {body}
    </section>
  );
}

function DepositRow({ order, checking, onCheck }: { order: DepositOrder; checking: boolean; onCheck: () => void }) {
  const { t } = useTranslation();
  const open = order.status === 'pending' || order.status === 'created';
  return (
    <li className="pay-record" data-testid="deposit-record" data-status={order.status}>
      <div className="pay-record__top">
        <span className="pay-record__title">{order.channelName}</span>
        {/* Only a paid order put coins in the balance. */}
        <span className={order.status === 'paid' ? 'pay-record__amount is-credit' : 'pay-record__amount'}>
          {order.status === 'paid' ? '+' : ''}{formatMoney(order.amount)}
        </span>
      </div>
      <div className="pay-record__meta">
        <StatusBadge tone={TONE[order.status]} testId="deposit-record-status">{t(`payments.depositStatus.${order.status}`)}</StatusBadge>
        <span>{order.paidTime ? t('payments.depositRecords.paidAt', { time: formatDateTime(order.paidTime) }) : formatDateTime(order.createTime)}</span>
        {open && (
          <button type="button" className="pay-link-button" disabled={checking} data-testid="deposit-record-check" onClick={onCheck}>
            {t('payments.depositRecords.check')}
          </button>
        )}
      </div>
      <dl className="pay-record__ref">
        <CopyRow label={t('payments.deposit.reference')} value={order.orderId} testId="deposit-record-id" />
      </dl>
    </li>
  );
}

/** "All" and one chip per status. */
export function StatusFilter<S extends string>({ value, options, label, onChange, testId }: {
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
export function RecordsFooter({ hasMore, loading, failed, onMore }: { hasMore: boolean; loading: boolean; failed: boolean; onMore: () => void }) {
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
