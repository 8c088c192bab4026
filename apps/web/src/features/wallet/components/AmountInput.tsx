import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyInputText } from '../../../shared/format/money.ts';
import { amountInputText, QUICK_AMOUNTS } from '../amount-input.ts';
import { registerWalletSharedTexts } from '../shared-texts.ts';
import '../../../shared/ui/ui.css';

registerWalletSharedTexts();

/** A preset as a form's chip shows it: whole coins without ".00" ("1,000"), otherwise with the cents. */
export function chipText(hundredths: number): string {
  const text = formatMoney(hundredths);
  return hundredths % 100 === 0 ? text.slice(0, -3) : text;
}

/**
 * How the field looks. `form` (the payment forms, styled by their stylesheet): a visible label
 * above, chips without ".00", and a line below for the limits or the problem. `compact` (the
 * wallet's cards, styled by wallet.css): the placeholder names the field, chips with the cents,
 * always an "All" button.
 */
export type AmountInputLook = 'form' | 'compact';

const LOOKS = {
  form: { root: 'pay-amount', field: 'ui-field pay-amount__field', all: 'pay-amount__all', chips: 'pay-presets', chip: 'pay-preset', chipId: 'preset', chipText },
  compact: { root: 'wallet-amount', field: 'ui-field wallet-amount__field', all: 'wallet-amount__all', chips: 'wallet-chips', chip: 'wallet-chip', chipId: 'chip', chipText: formatMoney },
} as const satisfies Record<AmountInputLook, Record<string, unknown>>;

interface AmountInputProps {
  look: AmountInputLook;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Prefix of the test ids: `${testId}-amount`, `${testId}-all`, `${testId}-hint`, and `${testId}-preset-${coins}` (form) or `${testId}-chip-${coins}` (compact). */
  testId: string;
  /** Quick-pick amounts in hundredths (the wallet's quick amounts unless given). */
  presets?: readonly number[];
  /** Offers an "All" button filling in this amount (hundredths). */
  all?: number;
  /** Presets above this are disabled. */
  max?: number;
  /** The form's visible label. */
  label?: string;
  /** The form's line under the field, when there is no problem. */
  hint?: ReactNode;
  /** The form's problem, shown in place of the hint. */
  error?: string;
  disabled?: boolean;
}

/** An amount in coins (or points) with two decimals, quick-pick chips and an "All" button; the one amount field of the app. */
export function AmountInput({
  look, value, onChange, placeholder, testId, presets = QUICK_AMOUNTS, all, max, label, hint, error, disabled,
}: AmountInputProps) {
  registerWalletSharedTexts();
  const { t } = useTranslation();
  const id = useId();
  const css = LOOKS[look];
  const form = look === 'form';

  const input = (
    <input id={form ? id : undefined} className="ui-field__input" value={value} inputMode="decimal" autoComplete="off" placeholder={placeholder}
      data-testid={`${testId}-amount`} disabled={disabled} aria-invalid={form && error ? true : undefined}
      aria-describedby={form ? `${id}-hint` : undefined} onChange={(event) => onChange(amountInputText(event.target.value))} />
  );
  const allButton = all !== undefined && (
    <button type="button" className={css.all} data-testid={`${testId}-all`} disabled={disabled || all <= 0}
      onClick={() => onChange(moneyInputText(all))}>
      {t('wallet.amount.all')}
    </button>
  );

  return (
    <div className={css.root}>
      {form ? (
        <>
          <label className="pay-label" htmlFor={id}>{label}</label>
          <div className={error ? `${css.field} is-invalid` : css.field}>
            <span className="pay-amount__coin" aria-hidden="true" />
            {input}
            {allButton}
          </div>
        </>
      ) : (
        <label className={css.field}>
          <span className="visually-hidden">{placeholder}</span>
          {input}
          {allButton}
        </label>
      )}
      {presets.length > 0 && (
        <div className={css.chips} role="group" aria-label={t('wallet.amount.quick')}>
          {presets.map((amount) => (
            <button key={amount} type="button" className={css.chip} data-testid={`${testId}-${css.chipId}-${amount / 100}`}
              disabled={disabled || (max !== undefined && amount > max)} aria-pressed={value === moneyInputText(amount)}
              onClick={() => onChange(moneyInputText(amount))}>
              {css.chipText(amount)}
            </button>
          ))}
        </div>
      )}
      {form && (
        <p id={`${id}-hint`} className={error ? 'pay-amount__hint is-error' : 'pay-amount__hint'} role={error ? 'alert' : undefined}
          data-testid={`${testId}-hint`}>
          {error || hint}
        </p>
      )}
    </div>
  );
}
