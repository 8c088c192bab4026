import { useTranslation } from 'react-i18next';
import type { TransactionRecord } from '@casino/contract';
import { formatMoney, formatPoints } from '../../../shared/format/money.ts';
import { formatDateTime } from '../../../shared/format/time.ts';

/** "+10.00" / "-1.50": the sign always shown, the figure formatted like every other amount. */
export function signedAmount(row: Pick<TransactionRecord, 'amount' | 'asset'>): string {
  const format = row.asset === 'POINTS' ? formatPoints : formatMoney;
  return `${row.amount < 0 ? '-' : '+'}${format(Math.abs(row.amount))}`;
}

/** One leg of a ledger movement: what it was, into or out of which balance, by how much, and when. */
export function TransactionRow({ row }: { row: TransactionRecord }) {
  const { t } = useTranslation();
  const format = row.asset === 'POINTS' ? formatPoints : formatMoney;
  const where = row.asset === 'POINTS' ? t('wallet.history.points') : row.account === 'safebox' ? t('wallet.history.safebox') : t('wallet.history.main');
  return (
    <li className="wallet-tx" data-testid="history-row" data-kind={row.kind} data-account={row.account} data-asset={row.asset}>
      <div className="wallet-tx__main">
        <span className="wallet-tx__kind">{t(`wallet.kinds.${row.kind}`)}</span>
        <span className="wallet-tx__where">{where}</span>
      </div>
      <span className={row.amount < 0 ? 'wallet-tx__amount is-debit' : 'wallet-tx__amount is-credit'} data-testid="history-amount">
        {signedAmount(row)}
      </span>
      <div className="wallet-tx__meta">
        <time dateTime={new Date(row.createdAt).toISOString()}>{formatDateTime(row.createdAt)}</time>
        {row.reference && <span className="wallet-tx__ref">{t('wallet.history.reference', { reference: row.reference })}</span>}
      </div>
      <span className="wallet-tx__after">{t('wallet.history.balanceAfter', { amount: format(row.balanceAfter) })}</span>
    </li>
  );
}
