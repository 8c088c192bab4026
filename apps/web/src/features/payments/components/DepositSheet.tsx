import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '../../../shared/query/index.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { BackIcon, CheckIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import type { DepositOrderReply } from '../api/create-deposit.ts';
import { takeInPaidDeposit } from '../api/deposit-credit.ts';
import { useDepositCheck } from '../api/deposit-done.ts';
import type { DepositCheck } from '../api/deposit-done.ts';
import { emitDepositFinished } from '../lib/deposit-events.ts';
import { isReturnLocation, paymentPageUrl } from '../lib/pay-url.ts';
import { BankTransferPanel, PayPagePanel, QrPanel } from './DepositPanels.tsx';
import '../../../shared/ui/ui.css';

interface DepositSheetProps {
  orderId: string;
  /** How to pay, when this page created the order; without it (back from the provider) only the outcome shows. */
  order: DepositOrderReply | null;
  /** §4: on close, run the completion check; otherwise the finish event fires. */
  check: boolean;
  onClose: () => void;
}

/** paying: the instructions show and the order is polled; checking: the player asked (or came back); checked: the answer is in. */
type Phase = 'paying' | 'checking' | 'checked';

/**
 * The Deposit page (§2): full screen, titled Deposit, with a back arrow; it shows the provider's
 * payment page, a QR code or the operator's bank account. While it is open the order is polled,
 * so a payment made on another device shows at once; the balance is read again exactly once
 * when the order is paid (docs/decisions/040).
 */
export function DepositSheet({ orderId, order, check, onClose }: DepositSheetProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>('paying');
  const [closing, setClosing] = useState(false);
  const backRef = useRef<HTMLButtonElement>(null);
  const status = useDepositCheck(orderId, { poll: phase === 'paying' });
  const { refetch } = status;

  const takeIn = useCallback(async (result: DepositCheck | undefined) => {
    if (!result?.isRechargeDone) return false;
    if (await takeInPaidDeposit(result.orderId, result.amount, client)) void toast.success(t('payments.deposit.paidToast', { amount: formatMoney(result.amount) }));
    return true;
  }, [client, t]);

  useEffect(() => {
    void takeIn(status.data);
  }, [status.data, takeIn]);

  const checkNow = useCallback(async () => {
    setPhase('checking');
    await refetch();
    setPhase('checked');
  }, [refetch]);

  const close = useCallback(async () => {
    if (closing) return;
    const settled = status.data && status.data.status !== 'pending' && status.data.status !== 'created';
    if (!check) {
      emitDepositFinished({ orderId });
      onClose();
      return;
    }
    if (settled || !order || phase === 'checked') {
      onClose();
      return;
    }
    setClosing(true);
    try {
      const result = await refetch();
      if (!(await takeIn(result.data))) void toast.info(t('payments.deposit.notYet'));
    } finally {
      onClose();
    }
  }, [check, closing, onClose, order, orderId, phase, refetch, status.data, takeIn, t]);

  // Escape closes like the back arrow; the latest close is read when the key comes.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    backRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void closeRef.current();
    };
    // The page behind does not scroll while this one covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, []);

  const outcome = status.data?.status;
  let body: ReactNode;
  if (outcome === 'paid' || outcome === 'failed' || outcome === 'expired') {
    body = <Outcome status={outcome} amount={status.data?.amount ?? order?.amount ?? 0} onDone={onClose} />;
  } else if (!order) {
    // Back from the provider's page (the order came in the URL): its first check, then the answer, still polled.
    body = status.isPending ? <Checking /> : <Outcome status={status.isError ? 'unknown' : 'pending'} amount={status.data?.amount ?? 0} onDone={onClose} />;
  } else if (phase === 'checking' || closing) {
    body = <Checking />;
  } else if (phase === 'checked') {
    body = (
      <Outcome status={status.isError ? 'unknown' : 'pending'} amount={status.data?.amount ?? order?.amount ?? 0}
        onDone={onClose} onWait={() => setPhase('paying')} />
    );
  } else {
    body = <Instructions order={order} onPaid={() => void checkNow()} onReturned={() => void checkNow()} onNewDeposit={onClose} />;
  }

  return createPortal(
    <div className="pay-sheet" role="dialog" aria-modal="true" aria-labelledby="pay-sheet-title" data-testid="deposit-sheet">
      <div className="pay-sheet__panel">
        <header className="ui-header pay-sheet__header">
          <button ref={backRef} type="button" className="ui-header__back" aria-label={t('common.back')} data-testid="deposit-sheet-back"
            onClick={() => void close()}>
            <BackIcon />
          </button>
          <h1 id="pay-sheet-title" className="ui-header__title">{t('payments.deposit.sheetTitle')}</h1>
          <span className="ui-header__right" />
        </header>
        <div className="pay-sheet__body">{body}</div>
      </div>
    </div>,
    document.body,
  );
}

function Instructions({ order, onPaid, onReturned, onNewDeposit }: {
  order: DepositOrderReply;
  onPaid: () => void;
  onReturned: () => void;
  onNewDeposit: () => void;
}) {
  if (order.payUrl) {
    const url = paymentPageUrl(order.payUrl);
    if (url) return <PayPagePanel order={order} url={url} isReturn={isReturnLocation} onReturned={onReturned} onNewDeposit={onNewDeposit} />;
  }
  if (order.qrCodeText) return <QrPanel order={order} qrText={order.qrCodeText} onPaid={onPaid} onNewDeposit={onNewDeposit} />;
  if (order.appRechargeBankOwn) return <BankTransferPanel order={order} bank={order.appRechargeBankOwn} onPaid={onPaid} onNewDeposit={onNewDeposit} />;
  return <Outcome status="unknown" amount={order.amount} onDone={onNewDeposit} />;
}

function Checking() {
  const { t } = useTranslation();
  return (
    <div className="pay-outcome" role="status" aria-busy="true" data-testid="deposit-checking">
      <span className="pay-spinner" aria-hidden="true" />
      <p>{t('payments.deposit.checking')}</p>
    </div>
  );
}

type OutcomeStatus = 'paid' | 'failed' | 'expired' | 'pending' | 'unknown';

function Outcome({ status, amount, onDone, onWait }: { status: OutcomeStatus; amount: number; onDone: () => void; onWait?: () => void }) {
  const { t } = useTranslation();
  const text: Record<OutcomeStatus, string> = {
    paid: t('payments.deposit.paidBody', { amount: formatMoney(amount) }),
    failed: t('payments.deposit.failedBody'),
    expired: t('payments.deposit.expiredBody'),
    pending: t('payments.deposit.notYet'),
    unknown: t('payments.deposit.checkFailed'),
  };
  return (
    <div className={`pay-outcome pay-outcome--${status}`} role="status" data-testid="deposit-outcome" data-status={status}>
      <span className="pay-outcome__mark" aria-hidden="true">{status === 'paid' ? <CheckIcon /> : status === 'pending' ? '…' : '!'}</span>
      {status === 'paid' && <h2>{t('payments.deposit.paidTitle')}</h2>}
      <p>{text[status]}</p>
      <div className="pay-outcome__actions">
        {onWait && status === 'pending' && (
          <button type="button" className="pay-button pay-button--ghost" data-testid="deposit-keep-waiting" onClick={onWait}>{t('common.back')}</button>
        )}
        <button type="button" className="pay-button" data-testid="deposit-done" onClick={onDone}>{t('payments.deposit.done')}</button>
      </div>
    </div>
  );
}
