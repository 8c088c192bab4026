import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { MinusIcon, PlusIcon } from './game-icons.tsx';

interface BetSelectorProps {
  /** The bets the house accepts for this game (houseInit betOptions), in hundredths. */
  options: readonly number[];
  value: number;
  onChange: (bet: number) => void;
  disabled?: boolean;
  label?: string;
}

/** The bet to the next option down and up; the value itself opens the whole list. */
export function BetSelector({ options, value, onChange, disabled = false, label }: BetSelectorProps) {
  const { t } = useTranslation();
  const [listOpen, setListOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const index = options.indexOf(value);
  const lower = index > 0 ? options[index - 1] : undefined;
  const higher = index >= 0 && index < options.length - 1 ? options[index + 1] : undefined;

  useEffect(() => {
    if (!listOpen) return undefined;
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setListOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [listOpen]);

  const pick = (bet: number) => {
    onChange(bet);
    setListOpen(false);
  };

  return (
    <div className="bet-selector" ref={rootRef}>
      <span className="bet-selector__label" id={labelId}>{label ?? t('games.bet')}</span>
      <div className="bet-selector__row">
        <button type="button" className="bet-selector__step" aria-label={t('games.betLower')} data-testid="bet-lower"
          disabled={disabled || lower === undefined} onClick={() => lower !== undefined && onChange(lower)}>
          <MinusIcon />
        </button>
        <button type="button" className="bet-selector__value" aria-haspopup="listbox" aria-expanded={listOpen}
          aria-labelledby={labelId} disabled={disabled} data-testid="game-bet" data-amount={value}
          onClick={() => setListOpen((open) => !open)}>
          {formatMoney(value)}
        </button>
        <button type="button" className="bet-selector__step" aria-label={t('games.betHigher')} data-testid="bet-higher"
          disabled={disabled || higher === undefined} onClick={() => higher !== undefined && onChange(higher)}>
          <PlusIcon />
        </button>
      </div>
      {listOpen && !disabled && (
        <ul className="bet-selector__list" role="listbox" aria-label={t('games.betOptions')}>
          {options.map((option) => (
            <li key={option} role="option" aria-selected={option === value}>
              <button type="button" className={option === value ? 'is-current' : undefined} data-testid="bet-option"
                onClick={() => pick(option)}>
                {formatMoney(option)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The bet a game opens with: the house's default when it is an option, else the smallest. */
export function initialBet(options: readonly number[], defaultBet: number): number {
  return options.includes(defaultBet) ? defaultBet : (options[0] ?? defaultBet);
}
