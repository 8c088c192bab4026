import { useTranslation } from 'react-i18next';
import { BackIcon } from './game-icons.tsx';

/** Another provider's game: its page full screen in a frame, with our way back over it. */
export function ExternalGame({ url, title, onBack }: { url: string; title: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="game-external">
      <iframe className="game-external__frame" src={url} title={title} allow="autoplay; fullscreen" allowFullScreen
        referrerPolicy="no-referrer-when-downgrade" data-testid="game-frame" />
      <button type="button" className="game-icon-button game-external__back" aria-label={t('games.backToLobby')} onClick={onBack}
        data-testid="game-back">
        <BackIcon />
      </button>
    </div>
  );
}
