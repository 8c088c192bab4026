import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';

interface WinDisplayProps {
  /** The last finished round's payout in hundredths; null before the first round. */
  amount: number | null;
  /** Changes with every round, so each new win plays its animation again. */
  roundKey?: string;
  label?: string;
}

/** What the last round paid. The exact amount is also in data-amount for anyone reading the screen by machine. */
export function WinDisplay({ amount, roundKey = '', label }: WinDisplayProps) {
  const { t } = useTranslation();
  const won = amount !== null && amount > 0;
  return (
    <div className={won ? 'win-display is-win' : 'win-display'} aria-live="polite">
      <span className="win-display__label">{label ?? t('games.win')}</span>
      <span key={roundKey} className="win-display__amount" data-testid="game-win" data-amount={amount ?? ''}>
        {amount === null ? '—' : formatMoney(amount)}
      </span>
    </div>
  );
}
