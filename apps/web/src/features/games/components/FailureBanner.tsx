import { useTranslation } from 'react-i18next';
import type { HouseFailure } from '../lib/game-errors.ts';
import { useGameSession } from '../lib/game-session.ts';

interface FailureBannerProps {
  failure: HouseFailure | null;
  /** Repeats the move that got no answer (it keeps its requestId). */
  onRetry?: () => void;
  onDismiss: () => void;
}

/** A refused or unanswered move, with what the player can do about it. */
export function FailureBanner({ failure, onRetry, onDismiss }: FailureBannerProps) {
  const { t } = useTranslation();
  const { restart } = useGameSession();
  if (!failure) return null;
  return (
    <div className={`game-failure game-failure--${failure.kind}`} role="alert" data-testid="game-failure" data-kind={failure.kind}>
      <p className="game-failure__text">{failure.text}</p>
      <div className="game-failure__actions">
        {failure.kind === 'network' && onRetry && (
          <button type="button" className="game-button game-button--small" onClick={onRetry} data-testid="game-failure-retry">
            {t('common.retry')}
          </button>
        )}
        {failure.kind === 'session' && (
          <button type="button" className="game-button game-button--small" onClick={restart} data-testid="game-restart">
            {t('games.restart')}
          </button>
        )}
        <button type="button" className="game-button game-button--ghost game-button--small" onClick={onDismiss}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
