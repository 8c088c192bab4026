import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithdrawalStatuses } from '@casino/contract';
import type { WithdrawalOrder, WithdrawalStatus } from '@casino/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { confirmDialog } from '../../../shared/ui/dialog.ts';
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx';
import type { BadgeTone } from '../../../shared/ui/StatusBadge.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';
import { useWithdrawalRecords } from '../api/withdrawal-records.ts';
import { describePaymentFailure } from '../lib/payment-errors.ts';
import { OrderRecords } from './OrderRecords.tsx';

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
  return (
    <OrderRecords kind="withdraw" title={t('payments.withdrawRecords.title')}
      status={status} statuses={WithdrawalStatuses} statusLabel={(s) => t(`payments.withdrawStatus.${s}`)} onStatus={setStatus}
      records={records} loadFailed={t('payments.withdrawRecords.loadFailed')} empty={t('payments.withdrawRecords.empty')}
      row={(order) => <WithdrawalRow key={order.orderId} order={order} />} />
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
