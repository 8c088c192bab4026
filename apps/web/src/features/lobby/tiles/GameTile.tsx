import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@casino/contract';
import { useNavigate } from '../../../shared/router/index.ts';
import { useToken } from '../../../shared/session/use-token.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useIsLiked, useLikeGame } from '../api/like-game.ts';
import { resourceUrl } from '../games/catalog.ts';
import { gamePath } from '../promo/promo-target.ts';
import { GameArt } from './GameArt.tsx';
import { tileBadge } from './tile-badge.ts';
import './GameTile.css';

interface GameTileProps {
  game: Game;
  resourceBase: string;
}

/** One game of a grid: its picture and name, its badge, and the like heart. */
export const GameTile = memo(function GameTile({ game, resourceBase }: GameTileProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const badge = tileBadge(game);
  const [imageFailed, setImageFailed] = useState(false);
  const icon = resourceUrl(game.icon, resourceBase);
  const pictured = icon !== '' && !imageFailed;

  const play = () => {
    if (badge === 'maintenance') {
      void toast.info(t('lobby.gameMaintenance'));
      return;
    }
    void navigate(gamePath(game.id));
  };

  return (
    <div className={badge === 'maintenance' ? 'game-tile is-maintenance' : 'game-tile'} data-testid="game-tile" data-game-id={game.id}>
      <button type="button" className="game-tile__play" onClick={play} aria-label={game.name}>
        <span className="game-tile__art">
          {pictured ? (
            <img src={icon} alt="" loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
          ) : (
            <GameArt id={game.id} name={game.name} />
          )}
        </span>
        {/* A game's picture carries its name; the drawn stand-in gets a caption. */}
        {!pictured && <span className="game-tile__name">{game.name}</span>}
      </button>
      {badge === 'maintenance' && (
        <span className="game-tile__maintenance" data-testid="tile-maintenance">{t('lobby.maintenance')}</span>
      )}
      {badge === 'hot' && <span className="game-tile__badge game-tile__badge--hot" data-testid="tile-hot">{t('lobby.hot')}</span>}
      {badge === 'new' && <span className="game-tile__badge game-tile__badge--new" data-testid="tile-new">{t('lobby.new')}</span>}
      <LikeToggle gameId={game.id} />
    </div>
  );
});

function LikeToggle({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useToken();
  const liked = useIsLiked(gameId);
  const like = useLikeGame();
  const toggle = () => {
    if (!token) {
      void navigate('/login');
      return;
    }
    if (!like.isPending) like.mutate({ gameId, like: !liked });
  };
  return (
    <button
      type="button"
      className={liked ? 'game-tile__like is-liked' : 'game-tile__like'}
      aria-pressed={liked}
      aria-label={liked ? t('lobby.unlike') : t('lobby.like')}
      data-testid="game-like"
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
