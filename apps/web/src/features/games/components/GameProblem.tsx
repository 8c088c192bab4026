import { useTranslation } from 'react-i18next';
import { BackIcon } from './game-icons.tsx';

interface GameProblemProps {
  message: string;
  onBack: () => void;
  /** Offered when trying again can help (a network failure, an expired session). */
  onRetry?: () => void;
  retryLabel?: string;
}

/** The game could not be opened: why, and the way back to the lobby. */
export function GameProblem({ message, onBack, onRetry, retryLabel }: GameProblemProps) {
  const { t } = useTranslation();
  return (
    <div className="game-problem" role="alert" data-testid="game-problem">
      <svg className="game-problem__art" viewBox="0 0 96 96" aria-hidden="true">
        <circle cx="48" cy="48" r="44" fill="#1c2246" stroke="rgba(255,200,61,.4)" strokeWidth="2" />
        <rect x="26" y="30" width="44" height="32" rx="6" fill="#262d58" stroke="#ffc83d" strokeWidth="2" />
        <path d="M40 72h16M48 62v10" stroke="#ffc83d" strokeWidth="3" strokeLinecap="round" />
        <path d="M41 40l14 12M55 40L41 52" stroke="#ff5470" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="game-problem__message" data-testid="game-problem-message">{message}</p>
      <div className="game-problem__actions">
        {onRetry && (
          <button type="button" className="game-button" onClick={onRetry} data-testid="game-problem-retry">
            {retryLabel ?? t('common.retry')}
          </button>
        )}
        <button type="button" className="game-button game-button--ghost" onClick={onBack} data-testid="game-problem-back">
          <BackIcon /> {t('common.backToLobby')}
        </button>
      </div>
    </div>
  );
}

/** Shown while the game starts or its code loads. */
export function GameLoading({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="game-loading" aria-busy="true" data-testid="game-loading">
      {onBack && (
        <button type="button" className="game-icon-button game-loading__back" aria-label={t('games.backToLobby')} onClick={onBack}
          data-testid="game-back">
          <BackIcon />
        </button>
      )}
      <span className="game-loading__spinner" aria-hidden="true" />
      <p>{t('games.loading')}</p>
    </div>
  );
}
