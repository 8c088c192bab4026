import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import type { Game } from '@casino/contract';
import { isDesktop } from '../../../shared/device/platform.ts';
import { useGameCatalog } from '../games/catalog.ts';
import { GameTile } from './GameTile.tsx';
import './GameGrid.css';

/** Columns of the grid: 3 on phones (§9), wider on the desktop layout. */
export const DESKTOP_COLUMNS = 6;

/** Games shown per page: rows of 5 (§9) of the layout's columns. */
export function pageSize(desktop: boolean = isDesktop()): number {
  return (desktop ? DESKTOP_COLUMNS : Limits.gameGridColumns) * Limits.gameListRow;
}

interface GameGridProps {
  games: readonly Game[];
  empty?: ReactNode;
  testId?: string;
}

/** A 3-column grid of games, paged into rows of 5 that load as the player scrolls near the end. */
export function GameGrid({ games, empty, testId = 'game-grid' }: GameGridProps) {
  const { t } = useTranslation();
  const { resourceUrl } = useGameCatalog();
  const size = pageSize();
  const [pages, setPages] = useState(1);
  // A different list (another tab or brand) starts again at its first page; the same games
  // handed over again (a parent re-rendered) keep the pages already shown.
  const signature = games.map((game) => game.id).join(',');
  const [listSignature, setListSignature] = useState(signature);
  if (listSignature !== signature) {
    setListSignature(signature);
    setPages(1);
  }
  const shown = games.slice(0, pages * size);
  const hasMore = shown.length < games.length;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setPages((count) => count + 1);
    }, { rootMargin: '0px 0px 300px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, pages]);

  if (games.length === 0) return <div className="game-grid__empty">{empty ?? t('lobby.emptyGames')}</div>;
  return (
    <div className="game-grid-wrap">
      <div className="game-grid" data-testid={testId}>
        {shown.map((game) => <GameTile key={game.id} game={game} resourceBase={resourceUrl} />)}
      </div>
      {hasMore && (
        <div ref={sentinel} className="game-grid__more">
          <button type="button" data-testid="grid-load-more" onClick={() => setPages((count) => count + 1)}>{t('lobby.loadMore')}</button>
        </div>
      )}
    </div>
  );
}
