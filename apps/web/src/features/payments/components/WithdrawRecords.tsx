import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithdrawalStatuses } from '@casino/contract';
import type { WithdrawalOrder, WithdrawalStatus } from '@casino/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { useWithdrawalRecords } from '../api/withdrawal-records.ts';
import { RecordsFooter, StatusFilter } from './DepositRecords.tsx';
import { EmptyState, ErrorState, Skeleton } from './StateViews.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import type { BadgeTone } from './StatusBadge.tsx';

const TONE: Record<WithdrawalStatus, BadgeTone> = { pending: 'pending', processing: 'pending', paid: 'ok', rejected: 'bad', failed: 'bad' };

/** getExchangeOrder, paged, with a status filter; a rejected or failed withdrawal says its coins came back. */
export function WithdrawRecords() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<WithdrawalStatus | undefined>(undefined);
  const records = useWithdrawalRecords(status);
  const orders = records.data?.pages.flatMap((page) => page.list) ?? [];

  let body;
  if (records.isPending) body = <Skeleton lines={6} testId="withdraw-records-loading" />;
  else if (records.isError && orders.length === 0) {
    body = <ErrorState message={t('payments.withdrawRecords.loadFailed')} onRetry={() => void records.refetch()} testId="withdraw-records-error" />;
  } else if (orders.length === 0) body = <EmptyState testId="withdraw-records-empty">{t('payments.withdrawRecords.empty')}</EmptyState>;
  else {
    body = (
      <>
        <ul className="pay-records" data-testid="withdraw-records">
          {orders.map((order) => <WithdrawalRow key={order.orderId} order={order} />)}
        </ul>
        <RecordsFooter hasMore={records.hasNextPage} loading={records.isFetchingNextPage} failed={records.isFetchNextPageError}
          onMore={() => void records.fetchNextPage()} />
      </>
    );
  }

  return (
    <section className="pay-card pay-records-card" aria-labelledby="withdraw-records-title">
      <header className="pay-records__head">
        <h2 id="withdraw-records-title">{t('payments.withdrawRecords.title')}</h2>
      </header>
      <StatusFilter value={status} options={WithdrawalStatuses} label={(s) => t(`payments.withdrawStatus.${s}`)} onChange={setStatus} testId="withdraw-filter" />
      {body}
    </section>
  );
}

function WithdrawalRow({ order }: { order: WithdrawalOrder }) {
  const { t } = useTranslation();
  const returned = order.status === 'rejected' || order.status === 'failed';
  return (
    <li className="pay-record" data-testid="withdraw-record" data-status={order.status} data-order-id={order.orderId}>
      <div className="pay-record__top">
        <span className="pay-record__title">{order.bankName} {order.cardNum}</span>
        <span className={returned ? 'pay-record__amount is-muted' : 'pay-record__amount is-debit'}>-{formatMoney(order.amount)}</span>
      </div>
      <div className="pay-record__meta">
        <StatusBadge tone={TONE[order.status]} testId="withdraw-record-status">{t(`payments.withdrawStatus.${order.status}`)}</StatusBadge>
        <span>{formatDateTime(order.createTime)}</span>
        <span>{t('payments.withdrawRecords.fee', { fee: formatMoney(order.fee), payout: formatMoney(order.payoutAmount) })}</span>
      </div>
      {returned && (
        <p className="pay-record__note" data-testid="withdraw-record-returned">
          {order.reason && <>{t('payments.withdrawRecords.reason', { reason: order.reason })} </>}
          {t('payments.withdrawRecords.returned')}
        </p>
      )}
    </li>
  );
}
