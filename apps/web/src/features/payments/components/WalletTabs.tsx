import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { paymentPaths } from '../paths.ts';

/** Deposit, withdraw and the wallet overview: the wallet tab's three screens, one tap apart. */
export function WalletTabs({ active }: { active: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation();
  const paths = paymentPaths();
  const tabs = [
    { key: 'deposit', to: paths.deposit, label: t('payments.tabs.deposit') },
    { key: 'withdraw', to: paths.withdraw, label: t('payments.tabs.withdraw') },
    { key: 'wallet', to: paths.wallet, label: t('payments.tabs.wallet') },
  ];
  return (
    <nav className="pay-tabs" aria-label={t('lobby.wallet')}>
      {tabs.map((tab) => (
        <Link key={tab.key} to={tab.to} className={tab.key === active ? 'pay-tab is-active' : 'pay-tab'}
          aria-current={tab.key === active ? 'page' : undefined} data-testid={`pay-tab-${tab.key}`}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** Two views of one screen (the form and its records), kept in the query string so back and reload keep them. */
export function ViewSwitch<V extends string>({ views, active, onChange, testId }: {
  views: ReadonlyArray<{ key: V; label: string }>;
  active: V;
  onChange: (view: V) => void;
  testId: string;
}) {
  return (
    <div className="pay-switch" role="tablist">
      {views.map((view) => (
        <button key={view.key} type="button" role="tab" aria-selected={view.key === active}
          className={view.key === active ? 'pay-switch__item is-active' : 'pay-switch__item'}
          data-testid={`${testId}-${view.key}`} onClick={() => onChange(view.key)}>
          {view.label}
        </button>
      ))}
    </div>
  );
}
