import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyInputText } from '../../../shared/format/money.ts';
import { amountInputText } from '../../wallet/index.ts';
import '../../../shared/ui/ui.css';

/** A preset as a chip shows it: whole coins without ".00" ("1,000"), otherwise with the cents. */
export function chipText(hundredths: number): string {
  const text = formatMoney(hundredths);
  return hundredths % 100 === 0 ? text.slice(0, -3) : text;
}

interface AmountInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  /** Quick-pick amounts in hundredths. */
  presets: readonly number[];
  /** Prefix of the test ids: `${testId}-amount`, `${testId}-preset-${coins}`, `${testId}-all`. */
  testId: string;
  /** Offers an "All" button filling in this amount (hundredths). */
  all?: number;
  /** Presets above this are disabled. */
  max?: number;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

/** An amount in coins with two decimals, quick-pick chips, the limits below it and the problem, if any. */
export function AmountInput({ value, onChange, label, placeholder, presets, testId, all, max, hint, error, disabled }: AmountInputProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="pay-amount">
      <label className="pay-label" htmlFor={id}>{label}</label>
      <div className={error ? 'ui-field pay-amount__field is-invalid' : 'ui-field pay-amount__field'}>
        <span className="pay-amount__coin" aria-hidden="true" />
        <input id={id} className="ui-field__input" value={value} inputMode="decimal" autoComplete="off" placeholder={placeholder}
          data-testid={`${testId}-amount`} disabled={disabled} aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`} onChange={(event) => onChange(amountInputText(event.target.value))} />
        {all !== undefined && (
          <button type="button" className="pay-amount__all" data-testid={`${testId}-all`} disabled={disabled || all <= 0}
            onClick={() => onChange(moneyInputText(all))}>
            {t('wallet.amount.all')}
          </button>
        )}
      </div>
      {presets.length > 0 && (
        <div className="pay-presets" role="group" aria-label={t('wallet.amount.quick')}>
          {presets.map((amount) => (
            <button key={amount} type="button" className="pay-preset" data-testid={`${testId}-preset-${amount / 100}`}
              disabled={disabled || (max !== undefined && amount > max)} aria-pressed={value === moneyInputText(amount)}
              onClick={() => onChange(moneyInputText(amount))}>
              {chipText(amount)}
            </button>
          ))}
        </div>
      )}
      <p id={`${id}-hint`} className={error ? 'pay-amount__hint is-error' : 'pay-amount__hint'} role={error ? 'alert' : undefined}
        data-testid={`${testId}-hint`}>
        {error || hint}
      </p>
    </div>
  );
}
