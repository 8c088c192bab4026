import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositStatuses } from '@casino/contract';
import type { DepositOrder, DepositStatus } from '@casino/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx';
import type { BadgeTone } from '../../../shared/ui/StatusBadge.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useDepositRecords, useRecheckDeposits } from '../api/deposit-records.ts';
import { describePaymentFailure } from '../lib/payment-errors.ts';
import { CopyRow } from './CopyRow.tsx';
import { OrderRecords } from './OrderRecords.tsx';

const TONE: Record<DepositStatus, BadgeTone> = { created: 'pending', pending: 'pending', paid: 'ok', failed: 'bad', expired: 'muted' };
/** The filters offered: a created order is one the provider has not answered yet, shown with the unpaid ones. */
const FILTERS = DepositStatuses.filter((status) => status !== 'created');

/** getRechargeRecord, paged, with a status filter; unfinished orders can be checked with the provider (checkRechargeOrder). */
export function DepositRecords() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<DepositStatus | undefined>(undefined);
  const records = useDepositRecords(status);
  const recheck = useRecheckDeposits();

  const runCheck = async (orderId?: string) => {
    try {
      await recheck.mutateAsync(orderId);
      if (!orderId) void toast.success(t('payments.depositRecords.checked'));
    } catch (error) {
      void toast.fail(describePaymentFailure(error, t, 'deposit').message);
    }
  };

  return (
    <OrderRecords kind="deposit" title={t('payments.depositRecords.title')}
      action={(
        <button type="button" className="pay-link-button" disabled={recheck.isPending} data-testid="deposit-records-check"
          onClick={() => void runCheck()}>
          {t('payments.depositRecords.checkOpen')}
        </button>
      )}
      status={status} statuses={FILTERS} statusLabel={(s) => t(`payments.depositStatus.${s}`)} onStatus={setStatus}
      records={records} loadFailed={t('payments.depositRecords.loadFailed')} empty={t('payments.depositRecords.empty')}
      row={(order) => (
        <DepositRow key={order.orderId} order={order} checking={recheck.isPending && recheck.variables === order.orderId}
          onCheck={() => void runCheck(order.orderId)} />
      )} />
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
