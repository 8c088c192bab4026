import { useTranslation } from 'react-i18next';

/**
 * A scratch card: a silver cover over the prize. While the draw is on its way the cover shimmers;
 * once the prize is known it is wiped away (a CSS animation, none when the player prefers less
 * motion) and the prize shows underneath. The prize is drawn on the server before it is shown.
 */
export function ScratchCard({ prize, scratching, onScratch, disabled }: { prize: string | null; scratching: boolean; onScratch(): void; disabled: boolean }) {
  const { t } = useTranslation();
  const state = prize ? 'revealed' : scratching ? 'scratching' : 'covered';
  return (
    <div className="ac-card" data-testid="agent-count-card" data-state={state}>
      <div className="ac-card__prize" aria-live="polite" data-testid="agent-count-card-prize">{prize ? t('promotions.agentCount.youWon', { prize }) : ''}</div>
      <button type="button" className="ac-card__cover" disabled={disabled || scratching || prize !== null} onClick={onScratch} data-testid="agent-count-scratch"
        aria-label={t('promotions.agentCount.scratch')}>
        <span>{scratching ? t('promotions.agentCount.scratching') : t('promotions.agentCount.cover')}</span>
      </button>
    </div>
  );
}
