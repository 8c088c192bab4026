import { useTranslation } from 'react-i18next';
import { TransferKinds } from '@casino/contract';
import type { TransferKind } from '@casino/contract';
import { RANGE_PRESETS } from '../history-filters.ts';
import type { HistoryFilters } from '../history-filters.ts';

/** Type of movement and period: today, 7 days, 30 days, or a custom first and last day. */
export function HistoryFilterBar({ filters, onChange, rangeInvalid }: {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
  rangeInvalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="wallet-filters" data-testid="history-filters">
      <label className="wallet-select">
        <span className="visually-hidden">{t('wallet.history.kind')}</span>
        <select value={filters.kind} data-testid="history-kind"
          onChange={(event) => onChange({ ...filters, kind: event.target.value as TransferKind | 'all' })}>
          <option value="all">{t('wallet.history.allKinds')}</option>
          {TransferKinds.map((kind) => <option key={kind} value={kind}>{t(`wallet.kinds.${kind}`)}</option>)}
        </select>
      </label>
      <div className="wallet-chips" role="group" aria-label={t('wallet.history.period')}>
        {RANGE_PRESETS.map((range) => (
          <button key={range} type="button" className="wallet-chip" aria-pressed={filters.range === range} data-testid={`history-range-${range}`}
            onClick={() => onChange({ ...filters, range })}>
            {t(`wallet.history.ranges.${range}`)}
          </button>
        ))}
      </div>
      {filters.range === 'custom' && (
        <div className="wallet-dates">
          <label>
            <span>{t('wallet.history.from')}</span>
            <input type="date" value={filters.customFrom} max={filters.customTo || undefined} data-testid="history-from"
              onChange={(event) => onChange({ ...filters, customFrom: event.target.value })} />
          </label>
          <label>
            <span>{t('wallet.history.to')}</span>
            <input type="date" value={filters.customTo} min={filters.customFrom || undefined} data-testid="history-to"
              onChange={(event) => onChange({ ...filters, customTo: event.target.value })} />
          </label>
          {rangeInvalid && <p className="wallet-error" role="alert" data-testid="history-range-invalid">{t('wallet.history.rangeInvalid')}</p>}
        </div>
      )}
    </div>
  );
}
