import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeTab } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import type { GameType } from '../games/catalog.ts';
import { TabIcon } from './TypeIcon.tsx';
import './HomeTabs.css';

interface HomeTabsProps {
  types: readonly GameType[];
  active: number;
  onSelect: (tab: number) => void;
}

/** The sticky tab row of home (§2): Home, Collect, then one tab per shown game type. */
export function HomeTabs({ types, active, onSelect }: HomeTabsProps) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const tabs = [
    { id: HomeTab.Home, label: t('lobby.home') },
    { id: HomeTab.Collect, label: t('lobby.tabCollect') },
    ...types.map((type) => ({ id: type.id, label: type.name })),
  ];

  // Keep the chosen tab in view when it was picked off-screen (a preselected type). The first tab
  // is in view when the row appears: asking would only force a layout while the home opens.
  const appeared = useRef(false);
  useEffect(() => {
    const first = !appeared.current;
    appeared.current = true;
    if (first && active === HomeTab.Home) return;
    const button = row.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (button && typeof button.scrollIntoView === 'function') button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <div className="home-tabs" data-testid="home-tabs">
      <div className="home-tabs__row" role="tablist" ref={row}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            className={tab.id === active ? 'home-tab is-active' : 'home-tab'}
            data-testid={`home-tab-${tab.id}`}
            onClick={() => onSelect(tab.id)}
          >
            <TabIcon tab={tab.id} />
            <span>{tab.label}</span>
          </button>
        ))}
      </div>
      {!isDesktop() && (
        <Link to="/search" className="home-tabs__search" aria-label={t('lobby.search')} data-testid="home-search">
          <svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></svg>
        </Link>
      )}
    </div>
  );
}
