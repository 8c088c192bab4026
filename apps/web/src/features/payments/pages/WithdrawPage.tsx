import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { useBalances } from '../../wallet/index.ts';
import { ViewSwitch, WalletTabs } from '../components/WalletTabs.tsx';
import { WithdrawForm } from '../components/WithdrawForm.tsx';
import { WithdrawRecords } from '../components/WithdrawRecords.tsx';
import { paymentPaths } from '../paths.ts';
import { registerPaymentTexts } from '../texts.ts';
import '../../../shared/ui/form-screens.css';
import '../payments.css';

registerPaymentTexts();

type View = 'form' | 'records';

/**
 * /lobby/wallets/withdraw (the wallet tab) and /withdrawal/{name} (a full page for one account,
 * docs/decisions/041): the withdraw form and the withdrawal records.
 */
export default function WithdrawPage() {
  registerPaymentTexts();
  const { t } = useTranslation();
  const balances = useBalances();
  const { name } = useParams();
  const [params, setParams] = useSearchParams();
  const asPage = name !== undefined;
  const tab = params.get('tab');
  const view: View = tab === 'records' || (tab === null && name === 'records') ? 'records' : 'form';
  const both = isDesktop();
  const setView = (next: View) => {
    if (next === 'records') setParams({ tab: 'records' }, { replace: true });
    else setParams(name === 'records' ? { tab: 'form' } : {}, { replace: true });
  };

  const content = (
    <>
      {balances && <p className="pay-balance" data-testid="pay-balance">{t('payments.balance', { amount: formatMoney(balances.coin) })}</p>}
      {!both && (
        <ViewSwitch views={[{ key: 'form', label: t('payments.tabs.withdraw') }, { key: 'records', label: t('payments.tabs.records') }]}
          active={view} onChange={setView} testId="withdraw-view" />
      )}
      <div className={both ? 'pay-page__grid is-split' : 'pay-page__grid'}>
        {(both || view === 'form') && <WithdrawForm preselect={name} />}
        {(both || view === 'records') && <WithdrawRecords />}
      </div>
    </>
  );

  if (asPage) {
    return (
      <div className="pay-screen" data-testid="withdraw-page">
        <PageHeader title={t('payments.withdraw.title')} fallback={paymentPaths().withdraw} />
        <div className="pay-page">{content}</div>
      </div>
    );
  }
  return (
    <div className="pay-page" data-testid="withdraw-page">
      <WalletTabs active="withdraw" />
      {content}
    </div>
  );
}
