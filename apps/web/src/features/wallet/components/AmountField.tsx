import { useTranslation } from 'react-i18next';
import { formatMoney, moneyInputText } from '../../../shared/format/money.ts';
import { amountInputText, QUICK_AMOUNTS } from '../amount-input.ts';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The most that can be moved, in hundredths: the "All" amount; larger chips are disabled. */
  max: number;
  placeholder: string;
  /** Prefix of the test ids: `${testId}-amount`, `${testId}-chip-${coins}`, `${testId}-all`. */
  testId: string;
  quickAmounts?: readonly number[];
  disabled?: boolean;
}

/** An amount in coins (or points) with two decimals, quick-amount chips and an "All" button. */
export function AmountField({ value, onChange, max, placeholder, testId, quickAmounts = QUICK_AMOUNTS, disabled }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="wallet-amount">
      <label className="ui-field wallet-amount__field">
        <span className="visually-hidden">{placeholder}</span>
        <input className="ui-field__input" value={value} inputMode="decimal" autoComplete="off" placeholder={placeholder}
          data-testid={`${testId}-amount`} disabled={disabled}
          onChange={(event) => onChange(amountInputText(event.target.value))} />
        <button type="button" className="wallet-amount__all" data-testid={`${testId}-all`} disabled={disabled || max <= 0}
          onClick={() => onChange(moneyInputText(max))}>
          {t('wallet.amount.all')}
        </button>
      </label>
      {quickAmounts.length > 0 && (
        <div className="wallet-chips" role="group" aria-label={t('wallet.amount.quick')}>
          {quickAmounts.map((amount) => (
            <button key={amount} type="button" className="wallet-chip" data-testid={`${testId}-chip-${amount / 100}`}
              disabled={disabled || amount > max} aria-pressed={value === moneyInputText(amount)}
              onClick={() => onChange(moneyInputText(amount))}>
              {formatMoney(amount)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
