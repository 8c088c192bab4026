import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_KEYWORD_MAX, brandsOfType, isEnabled, searchGames } from '@casino/contract';
import { useSearchParams } from '../../../shared/router/index.ts';
import { useGameCollect } from '../api/game-collect.ts';
import { useGameCatalog, useGamesOfType } from '../games/catalog.ts';
import { BrandTabs } from '../home/TypePanel.tsx';
import { TabIcon } from '../home/TypeIcon.tsx';
import { GameGrid } from '../tiles/GameGrid.tsx';
import { registerLobbyPageTexts } from '../texts.ts';
import '../home/HomeTabs.css';
import '../home/panels.css';
import './DesktopPages.css';
import '../lib/SearchBox.css';
import './SearchPage.css';

registerLobbyPageTexts();

function idParam(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** Desktop /lobby/games: every game, filtered by type and provider, and searchable by name. */
export default function GamesPage() {
  registerLobbyPageTexts();
  const { t } = useTranslation();
  const catalog = useGameCatalog();
  const [params, setParams] = useSearchParams();
  useGameCollect();
  const keyword = params.get('keyword') ?? '';
  const requestedType = idParam(params.get('typeId'));
  const typeId = catalog.types.some((type) => type.id === requestedType) ? requestedType : null;
  const brands = useMemo(() => (typeId === null ? [] : brandsOfType(catalog.brands, catalog.games, typeId)), [catalog, typeId]);
  const requestedBrand = idParam(params.get('brandId'));
  const brandId = brands.some((brand) => brand.id === requestedBrand) ? requestedBrand : null;
  const filtered = useGamesOfType(typeId, brandId ?? undefined);
  const games = useMemo(() => {
    if (keyword.trim() === '') return typeId === null ? [...filtered].sort((a, b) => a.sort - b.sort || a.id - b.id) : filtered;
    const matches = new Set(filtered.filter(isEnabled).map((game) => game.id));
    return searchGames(catalog.games, keyword).filter((game) => matches.has(game.id));
  }, [catalog.games, filtered, keyword, typeId]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    Object.entries(changes).forEach(([key, value]) => (value === null || value === '' ? next.delete(key) : next.set(key, value)));
    setParams(next, { replace: true });
  };

  return (
    <div className="desk-page" data-testid="games-page">
      <div className="desk-page__head">
        <h1 className="desk-page__title">{t('lobby.gamesTitle')}</h1>
        <label className="search-box desk-page__search">
          <svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></svg>
          <input type="search" value={keyword} maxLength={SEARCH_KEYWORD_MAX} placeholder={t('lobby.searchPlaceholder')}
            aria-label={t('lobby.searchPlaceholder')} data-testid="search-input" onChange={(event) => update({ keyword: event.target.value })} />
        </label>
      </div>
      <div className="home-tabs__row desk-page__types" role="tablist" aria-label={t('lobby.filterType')}>
        {[{ id: null, name: t('lobby.allTypes') }, ...catalog.types].map((type) => (
          <button key={type.id ?? 'all'} type="button" role="tab" aria-selected={typeId === type.id}
            className={typeId === type.id ? 'home-tab is-active' : 'home-tab'} data-testid={`games-type-${type.id ?? 'all'}`}
            onClick={() => update({ typeId: type.id === null ? null : String(type.id), brandId: null })}>
            {type.id !== null && <TabIcon tab={type.id} />}
            <span>{type.name}</span>
          </button>
        ))}
      </div>
      {typeId !== null && (
        <BrandTabs brands={brands} active={brandId} onSelect={(brand) => update({ brandId: brand === null ? null : String(brand) })} />
      )}
      {keyword.trim() !== '' && <p className="search-page__count" data-testid="search-count">{t('lobby.searchResults', { count: games.length })}</p>}
      <GameGrid games={games} testId="games-grid"
        empty={keyword.trim() !== '' ? t('lobby.searchEmpty', { keyword: keyword.trim() }) : undefined} />
    </div>
  );
}
