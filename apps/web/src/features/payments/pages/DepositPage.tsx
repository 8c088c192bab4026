import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useBalances } from '../../wallet/index.ts';
import type { DepositOrderReply } from '../api/create-deposit.ts';
import { DepositForm } from '../components/DepositForm.tsx';
import { DepositRecords } from '../components/DepositRecords.tsx';
import { DepositSheet } from '../components/DepositSheet.tsx';
import { ViewSwitch, WalletTabs } from '../components/WalletTabs.tsx';
import { isFramed } from '../lib/pay-url.ts';
import { registerPaymentTexts } from '../texts.ts';
import '../../../shared/ui/form-screens.css';
import '../payments.css';

registerPaymentTexts();

type View = 'form' | 'records';

/** The order ids the server issues (contract OrderId); anything else in the URL is ignored. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** ?actType=&amount= (hundredths): a deposit made for an activity (a sign-in card, the fund); anything else is ignored. */
function activityDeposit(params: URLSearchParams): { amount: number; actType: number } | undefined {
  const actType = Number(params.get('actType'));
  const amount = Number(params.get('amount'));
  if (!Number.isInteger(actType) || actType < 1 || actType > 1000 || !Number.isInteger(amount) || amount < 1) return undefined;
  return { actType, amount };
}

/**
 * /lobby/wallets/deposit (§2): the amount and channel chooser, or the deposit records; the
 * Deposit page opens over it once an order exists. The provider sends the payer back here with
 * orderId and check=1, which runs the completion check (§4).
 */
export default function DepositPage() {
  registerPaymentTexts();
  const { t } = useTranslation();
  const balances = useBalances();
  const [params, setParams] = useSearchParams();
  const [order, setOrder] = useState<DepositOrderReply | null>(null);
  const view: View = params.get('tab') === 'records' ? 'records' : 'form';
  const returned = params.get('check') === '1' ? params.get('orderId') : null;
  const returnedOrderId = returned !== null && ORDER_ID.test(returned) ? returned : null;
  const forActivity = activityDeposit(params);
  // Desktop has room for the form and the records side by side.
  const both = isDesktop();

  // Back from the provider inside the Deposit page's frame: the page around it takes over.
  if (returnedOrderId && isFramed()) return <p className="pay-returning" role="status">{t('payments.deposit.returning')}</p>;

  const setView = (next: View) => setParams(next === 'records' ? { tab: 'records' } : {}, { replace: true });
  const forgetReturn = () => setParams(view === 'records' ? { tab: 'records' } : {}, { replace: true });

  return (
    <div className="pay-page" data-testid="deposit-page">
      <WalletTabs active="deposit" />
      {balances && <p className="pay-balance" data-testid="pay-balance">{t('payments.balance', { amount: formatMoney(balances.coin) })}</p>}
      {!both && (
        <ViewSwitch views={[{ key: 'form', label: t('payments.tabs.deposit') }, { key: 'records', label: t('payments.tabs.records') }]}
          active={view} onChange={setView} testId="deposit-view" />
      )}
      <div className={both ? 'pay-page__grid is-split' : 'pay-page__grid'}>
        {(both || view === 'form') && <DepositForm onOrder={setOrder} initial={forActivity} />}
        {(both || view === 'records') && <DepositRecords />}
      </div>
      {order && <DepositSheet key={order.orderId} orderId={order.orderId} order={order} check onClose={() => setOrder(null)} />}
      {!order && returnedOrderId && (
        <DepositSheet key={returnedOrderId} orderId={returnedOrderId} order={null} check onClose={forgetReturn} />
      )}
    </div>
  );
}
