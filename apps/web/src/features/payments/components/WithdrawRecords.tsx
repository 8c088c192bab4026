import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithdrawalStatuses } from '@casino/contract';
import type { WithdrawalOrder, WithdrawalStatus } from '@casino/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { confirmDialog } from '../../../shared/ui/dialog.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';
import { useWithdrawalRecords } from '../api/withdrawal-records.ts';
import { describePaymentFailure } from '../lib/payment-errors.ts';
import { RecordsFooter, StatusFilter } from './DepositRecords.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import type { BadgeTone } from './StatusBadge.tsx';

const TONE: Record<WithdrawalStatus, BadgeTone> = { pending: 'pending', processing: 'pending', paid: 'ok', rejected: 'bad', failed: 'bad', cancelled: 'muted' };
/** The coins of these came back to the balance. */
const RETURNED: readonly WithdrawalStatus[] = ['rejected', 'failed', 'cancelled'];

/**
 * getExchangeOrder, paged, with a status filter; a rejected, failed or cancelled withdrawal
 * says its coins came back; one still under review can be cancelled (cancelExchange).
 */
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
  const cancel = useCancelWithdrawal();
  // Kept by the row (keyed by order id), so it outlives the button when a refusal turns out the order moved on.
  const [problem, setProblem] = useState<string | null>(null);
  const returned = RETURNED.includes(order.status);

  const onCancel = async () => {
    if (cancel.isPending) return;
    setProblem(null);
    const confirmed = await confirmDialog({
      title: t('payments.withdrawRecords.cancelTitle'),
      content: t('payments.withdrawRecords.cancelConfirm', { amount: formatMoney(order.amount), account: `${order.bankName} ${order.cardNum}` }),
      confirmText: t('payments.withdrawRecords.cancelYes'),
      cancelText: t('payments.withdrawRecords.cancelNo'),
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync(order.orderId);
      void toast.success(t('payments.withdrawRecords.cancelled', { amount: formatMoney(order.amount) }));
    } catch (error) {
      setProblem(describePaymentFailure(error, t, 'cancelWithdrawal').message);
    }
  };

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
      {order.status === 'pending' && (
        <div className="pay-record__actions">
          <button type="button" className="pay-link-button" disabled={cancel.isPending} aria-busy={cancel.isPending}
            onClick={() => void onCancel()} data-testid="withdraw-record-cancel">
            {cancel.isPending ? t('payments.withdrawRecords.cancelling') : t('payments.withdrawRecords.cancel')}
          </button>
        </div>
      )}
      {problem && <p className="pay-error" role="alert" data-testid="withdraw-record-cancel-error">{problem}</p>}
    </li>
  );
}
