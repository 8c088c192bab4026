import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserBank } from '@casino/contract';
import { Link, useLocation } from '../../../shared/router/index.ts';
import { formatDateTime } from '../../../shared/format/time.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { boundAccounts, useUserBanks } from '../api/user-banks.ts';
import { AccountForm } from '../components/AccountForm.tsx';
import { BankIcon } from '../components/BankIcon.tsx';
import { withdrawalName } from '../lib/withdraw-target.ts';
import { paymentPaths } from '../paths.ts';
import { registerPaymentTexts } from '../texts.ts';
import '../../../shared/ui/form-screens.css';
import '../payments.css';

registerPaymentTexts();

/** /bankCardList and /profile/bank: the bound accounts, each changeable (modifyBankInfo), and a way to add one. */
export default function BankAccountsPage() {
  registerPaymentTexts();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const paths = paymentPaths();
  const banks = useUserBanks();
  const [editing, setEditing] = useState<number | null>(null);
  const title = pathname.startsWith('/profile') ? t('payments.banks.profileTitle') : t('payments.banks.listTitle');
  const accounts = boundAccounts(banks.data?.appUserBankList);
  const add = <Link to={paths.bindBankCard} className="pay-button" data-testid="accounts-add">+ {t('payments.banks.add')}</Link>;

  let body;
  if (banks.isPending) body = <Skeleton lines={5} testId="accounts-loading" />;
  else if (banks.isError) body = <ErrorState message={t('payments.banks.loadFailed')} onRetry={() => void banks.refetch()} testId="accounts-error" />;
  else if (accounts.length === 0) body = <EmptyState testId="accounts-empty" action={add}>{t('payments.banks.empty')}</EmptyState>;
  else {
    body = (
      <>
        <ul className="pay-account-list" data-testid="accounts-list">
          {accounts.map((account) => (
            <li key={account.bankId} className="pay-card" data-testid={`account-${account.bankId}`}>
              {editing === account.bankId ? (
                <AccountForm banks={banks.data.bankList} bound={banks.data.appUserBankList} mode="modify" initialBankId={account.bankId} lockBank
                  testId={`account-${account.bankId}-edit`} onCancel={() => setEditing(null)}
                  onSaved={() => {
                    void toast.success(t('payments.banks.saved'));
                    setEditing(null);
                  }} />
              ) : (
                <AccountCard account={account} onEdit={() => setEditing(account.bankId)} />
              )}
            </li>
          ))}
        </ul>
        {add}
      </>
    );
  }
  return (
    <div className="pay-screen" data-testid="accounts-page">
      <PageHeader title={title} fallback={paths.withdraw} />
      <div className="pay-screen__body">{body}</div>
    </div>
  );
}

function AccountCard({ account, onEdit }: { account: UserBank; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pay-account-card">
      <BankIcon shortBankName={account.shortBankName} size="1rem" />
      <div className="pay-account__text">
        <span className="pay-account__name">{account.bankName} <span className="pay-tag">{t(`payments.banks.kinds.${account.kind}`)}</span></span>
        <span className="pay-account__num" data-testid="account-number">{account.cardNum}</span>
        <span className="pay-account__holder">{account.accountName}</span>
        <span className="pay-account__time">{t('payments.banks.updated', { time: formatDateTime(account.updateTime) })}</span>
      </div>
      <div className="pay-account-card__actions">
        <Link to={paymentPaths().withdrawal(withdrawalName(account))} className="pay-link-button" data-testid="account-withdraw">
          {t('payments.banks.withdrawHere')}
        </Link>
        <button type="button" className="pay-link-button" onClick={onEdit} data-testid="account-change">{t('payments.banks.change')}</button>
      </div>
    </div>
  );
}
