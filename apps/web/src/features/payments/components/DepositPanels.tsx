import { Suspense, useMemo } from 'react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResponse } from '@casino/contract';
import { formatMoney, moneyInputText } from '../../../shared/format/money.ts';
import { ClockIcon } from '../../../shared/ui/icons.tsx';
import type { DepositOrderReply } from '../api/create-deposit.ts';
import { formatCountdown, localDeadline, useSecondsLeft } from '../lib/countdown.ts';
import { BankIcon } from './BankIcon.tsx';
import { CopyRow } from './CopyRow.tsx';
import { lazyInOwnTask } from '../../../shared/render/lazy-in-own-task.ts';

type OwnBank = NonNullable<CallResponse<'recharge3'>['appRechargeBankOwn']>;

/** The QR encoder loads only when a QR order shows, not with every deposit page. */
const QrCode = lazyInOwnTask(() => import('./QrCode.tsx').then((m) => ({ default: m.QrCode })));

/** Seconds left to pay the order, counted from the server's expiry (§9, docs/decisions/040). */
function useOrderSecondsLeft(order: DepositOrderReply): number {
  const deadline = useMemo(() => localDeadline(order, order.receivedAt), [order]);
  return useSecondsLeft(deadline);
}

function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  return (
    <p className={seconds > 0 ? 'pay-countdown' : 'pay-countdown is-over'} role="timer" aria-live="off" data-testid="deposit-countdown">
      <ClockIcon />
      {seconds > 0 ? t('payments.deposit.payWithin', { time: formatCountdown(seconds) }) : t('payments.deposit.expired')}
    </p>
  );
}

function Expired({ onNewDeposit }: { onNewDeposit: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pay-expired" role="status" data-testid="deposit-expired">
      <p>{t('payments.deposit.expired')}</p>
      <button type="button" className="pay-button" data-testid="deposit-new" onClick={onNewDeposit}>{t('payments.deposit.newOrder')}</button>
    </div>
  );
}

function Amount({ order }: { order: DepositOrderReply }) {
  return <p className="pay-sheet__amount" data-testid="deposit-sheet-amount">{formatMoney(order.amount)}</p>;
}

function PaidButton({ onPaid }: { onPaid: () => void }) {
  const { t } = useTranslation();
  return <button type="button" className="pay-button" data-testid="deposit-paid" onClick={onPaid}>{t('payments.deposit.paidButton')}</button>;
}

/**
 * The provider's payment page in a frame filling the Deposit page. When the provider sends the
 * payer back to the app's deposit page inside the frame, the frame closes and the order is
 * checked. A page the frame cannot show can still be opened in a new tab.
 */
export function PayPagePanel({ order, url, isReturn, onReturned, onNewDeposit }: {
  order: DepositOrderReply;
  url: string;
  isReturn: (location: Location) => boolean;
  onReturned: () => void;
  onNewDeposit: () => void;
}) {
  const { t } = useTranslation();
  const left = useOrderSecondsLeft(order);
  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    let location: Location | undefined;
    try {
      location = event.currentTarget.contentWindow?.location;
      // Reading a page of another origin throws: the provider's own page is still showing.
      if (!location || location.href === 'about:blank') return;
      if (!isReturn(location)) return;
    } catch {
      return;
    }
    onReturned();
  };
  return (
    <div className="pay-frame-panel">
      <div className="pay-frame-bar">
        <Amount order={order} />
        <Countdown seconds={left} />
        <a href={url} target="_blank" rel="noopener noreferrer" className="pay-frame-bar__tab" data-testid="deposit-open-tab">{t('payments.deposit.openInTab')}</a>
      </div>
      {left > 0 || order.expireTime <= order.createTime
        ? <iframe className="pay-frame" src={url} title={t('payments.deposit.payPage')} onLoad={onLoad} data-testid="deposit-frame" />
        : <Expired onNewDeposit={onNewDeposit} />}
    </div>
  );
}

/** A QR Ph code to scan (§9: 200 px, error correction H) with the time left to pay. */
export function QrPanel({ order, qrText, onPaid, onNewDeposit }: { order: DepositOrderReply; qrText: string; onPaid: () => void; onNewDeposit: () => void }) {
  const { t } = useTranslation();
  const left = useOrderSecondsLeft(order);
  return (
    <div className="pay-instructions" data-testid="deposit-qr-panel">
      <h2 className="pay-instructions__title">{t('payments.deposit.qrTitle')}</h2>
      <Amount order={order} />
      <div className={left > 0 ? 'pay-qr-box' : 'pay-qr-box is-expired'}>
        <Suspense fallback={<span className="pay-qr pay-qr--loading" aria-busy="true" />}>
          <QrCode text={qrText} label={t('payments.deposit.qrAlt', { orderId: order.orderId })} />
        </Suspense>
        {left === 0 && <Expired onNewDeposit={onNewDeposit} />}
      </div>
      <Countdown seconds={left} />
      <p className="pay-instructions__hint">{t('payments.deposit.qrHint')}</p>
      <dl className="pay-copy-list">
        <CopyRow label={t('payments.deposit.reference')} value={order.orderId} testId="deposit-order-id" />
      </dl>
      {left > 0 && <PaidButton onPaid={onPaid} />}
    </div>
  );
}

/** The operator's own bank account (§3 own-bank deposit info): every field copyable, the bank's mark from its short name. */
export function BankTransferPanel({ order, bank, onPaid, onNewDeposit }: { order: DepositOrderReply; bank: OwnBank; onPaid: () => void; onNewDeposit: () => void }) {
  const { t } = useTranslation();
  const left = useOrderSecondsLeft(order);
  return (
    <div className="pay-instructions" data-testid="deposit-bank-panel">
      <h2 className="pay-instructions__title">{t('payments.deposit.bankTitle')}</h2>
      <div className="pay-bank-head">
        <BankIcon shortBankName={bank.shortBankName} size="1.1rem" />
        <span data-testid="deposit-bank-name">{bank.bankName}</span>
      </div>
      <dl className="pay-copy-list">
        <CopyRow label={t('payments.deposit.accountName')} value={bank.accountName} testId="deposit-account-name" />
        <CopyRow label={t('payments.deposit.accountNumber')} value={bank.cardNum} testId="deposit-account-number" />
        <CopyRow label={t('payments.deposit.amount')} value={moneyInputText(bank.amount)} display={formatMoney(bank.amount)} testId="deposit-bank-amount" />
        <CopyRow label={t('payments.deposit.reference')} value={bank.reference} testId="deposit-reference" />
      </dl>
      <Countdown seconds={left} />
      <p className="pay-instructions__hint">{t('payments.deposit.bankHint')}</p>
      {left > 0 ? <PaidButton onPaid={onPaid} /> : <Expired onNewDeposit={onNewDeposit} />}
    </div>
  );
}
