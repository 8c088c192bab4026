import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/router/index.ts';
import { useToken } from '../../../shared/session/use-token.ts';
import { useUserStore } from '../../auth/index.ts';
import { useGameCollect } from '../api/game-collect.ts';
import { gamesByIds, useGameCatalog } from '../games/catalog.ts';
import { GameGrid } from '../tiles/GameGrid.tsx';
import './panels.css';

type CollectView = 'favorites' | 'history';

/** The Collect tab (§2, id 101): the liked games and the game history, newest first. */
export function CollectPanel() {
  const { t } = useTranslation();
  const token = useToken();
  const [view, setView] = useState<CollectView>('favorites');
  if (!token) {
    return (
      <section className="home-panel" data-testid="collect-panel">
        <div className="collect-login">
          <p>{t('lobby.collectLogin')}</p>
          <Link to="/login" className="collect-login__button">{t('lobby.login')}</Link>
        </div>
      </section>
    );
  }
  return (
    <section className="home-panel" data-testid="collect-panel">
      <div className="sub-tabs" role="tablist">
        {(['favorites', 'history'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={view === name} data-testid={`collect-${name}`}
            className={view === name ? 'sub-tab is-active' : 'sub-tab'} onClick={() => setView(name)}>
            {name === 'favorites' ? t('lobby.favorites') : t('lobby.history')}
          </button>
        ))}
      </div>
      <div className="home-panel__grid">
        <CollectGrid view={view} />
      </div>
    </section>
  );
}

function CollectGrid({ view }: { view: CollectView }) {
  const { t } = useTranslation();
  const catalog = useGameCatalog();
  const collect = useGameCollect({ refreshOnMount: true });
  const likes = useUserStore((state) => state.gameLikes);
  const history = useUserStore((state) => state.gameHistory);
  // The server's order (most recently liked first), then any like it has not listed yet.
  const likedIds = collect.data ? collect.data.gameLikes.filter((id) => likes[id]) : Object.keys(likes).map(Number);
  const ids = view === 'favorites' ? likedIds : history;
  const games = gamesByIds(catalog, ids);
  return (
    <GameGrid
      key={view}
      games={games}
      testId={`collect-grid-${view}`}
      empty={view === 'favorites' ? t('lobby.emptyFavorites') : t('lobby.emptyHistory')}
    />
  );
}
