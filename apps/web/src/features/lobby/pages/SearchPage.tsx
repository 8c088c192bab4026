import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_KEYWORD_MAX, searchGames } from '@casino/contract';
import { useSearchParams } from '../../../shared/router/index.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { useGameCollect } from '../api/game-collect.ts';
import { useGameCatalog } from '../games/catalog.ts';
import { GameGrid } from '../tiles/GameGrid.tsx';
import { registerLobbyPageTexts } from '../texts.ts';
import '../lib/SearchBox.css';
import './SearchPage.css';

registerLobbyPageTexts();

/** /search: game names matching the typed text (the shared search rule), as a grid. */
export default function SearchPage() {
  registerLobbyPageTexts();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [keyword, setKeyword] = useState(() => params.get('keyword') ?? '');
  const { games } = useGameCatalog();
  useGameCollect();
  const results = useMemo(() => searchGames(games, keyword), [games, keyword]);
  const typed = keyword.trim() !== '';

  const onChange = (value: string) => {
    setKeyword(value);
    // Kept in the address so coming back from a game shows the same results.
    setParams(value.trim() ? { keyword: value } : {}, { replace: true });
  };

  return (
    <div className="search-page">
      <PageHeader title={t('lobby.search')} />
      <div className="search-page__body">
        <label className="search-box">
          <svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></svg>
          <input type="search" value={keyword} maxLength={SEARCH_KEYWORD_MAX} placeholder={t('lobby.searchPlaceholder')}
            aria-label={t('lobby.searchPlaceholder')} autoFocus enterKeyHint="search" data-testid="search-input"
            onChange={(event) => onChange(event.target.value)} />
          {typed && <button type="button" className="search-box__clear" aria-label={t('common.close')} onClick={() => onChange('')}>×</button>}
        </label>
        {typed ? (
          <>
            <p className="search-page__count" data-testid="search-count">{t('lobby.searchResults', { count: results.length })}</p>
            <GameGrid games={results} testId="search-results" empty={t('lobby.searchEmpty', { keyword: keyword.trim() })} />
          </>
        ) : (
          <p className="search-page__hint">{t('lobby.searchHint')}</p>
        )}
      </div>
    </div>
  );
}
