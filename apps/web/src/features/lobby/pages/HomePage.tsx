import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { HomeTab, brandsOfType } from '@casino/contract';
import { useLocation, useNavigate } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { ShowAfterPaint } from '../../../shared/render/ShowAfterPaint.tsx';
import { InstallPrompts } from '../../install/index.ts';
import { HomeActivityModal } from '../../promotions/index.ts';
import { SaferPlayNotices } from '../../safer-play/index.ts';
import { useGameCollect } from '../api/game-collect.ts';
import { useGameCatalog } from '../games/catalog.ts';
import type { GameCatalog } from '../games/catalog.ts';
import { ActivityCluster, useFloatingActivities } from '../home/ActivityCluster.tsx';
import { CollectPanel } from '../home/CollectPanel.tsx';
import { DownloadBanner } from '../home/DownloadBanner.tsx';
import { HomeHeader } from '../home/HomeHeader.tsx';
import { HomePanel } from '../home/HomePanel.tsx';
import { HomeTabs } from '../home/HomeTabs.tsx';
import { ScrollToTop } from '../home/ScrollToTop.tsx';
import { TypePanel } from '../home/TypePanel.tsx';
import { initialSelection, selectionQuery } from '../home/home-tabs.ts';
import type { HomeSelection } from '../home/home-tabs.ts';
import { NoticeModal } from '../notice/NoticeModal.tsx';
import { ServiceFrame } from '../service/ServiceFrame.tsx';
import { lazyInOwnTask } from '../../../shared/render/lazy-in-own-task.ts';
import './HomePage.css';

const SideMenu = lazyInOwnTask(() => import('../menu/SideMenu.tsx'));

function selectionFor(query: string, catalog: GameCatalog): HomeSelection {
  return initialSelection(
    new URLSearchParams(query),
    catalog.types.map((type) => type.id),
    (typeId) => brandsOfType(catalog.brands, catalog.games, typeId).map((brand) => brand.id),
  );
}

/** The lobby home (§2), for phones and, laid out wider, for the desktop. */
export default function HomePage() {
  const desktop = isDesktop();
  const catalog = useGameCatalog();
  const location = useLocation();
  const navigate = useNavigate();
  const [selection, setSelection] = useState(() => selectionFor(location.search, catalog));
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const activities = useFloatingActivities();
  // The like hearts need the player's favourites.
  useGameCollect();

  // A back-navigation query read before the game list arrived is applied once the types are known.
  const awaitingTypes = useRef(catalog.types.length === 0 && new URLSearchParams(location.search).has('typeId'));
  useEffect(() => {
    if (!awaitingTypes.current || catalog.types.length === 0) return;
    awaitingTypes.current = false;
    setSelection(selectionFor(location.search, catalog));
  }, [catalog, location.search]);

  // The address keeps the tab and brand, so coming back from a game reopens them (§2).
  const onHome = location.pathname === '/lobby/home';
  const select = (next: HomeSelection) => {
    setSelection(next);
    if (onHome) void navigate(`/lobby/home${selectionQuery(next)}`, { replace: true, preventScrollReset: true });
  };
  const openMenu = useCallback(() => {
    setMenuWanted(true);
    setMenuOpen(true);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <div className={desktop ? 'home home--desktop' : 'home'}>
      {!desktop && <DownloadBanner />}
      {!desktop && <HomeHeader onOpenMenu={openMenu} />}
      <SaferPlayNotices />
      <HomeTabs types={catalog.types} active={selection.tab} onSelect={(tab) => select({ tab, brandId: null })} />
      {selection.tab === HomeTab.Home && <HomePanel />}
      {selection.tab === HomeTab.Collect && <CollectPanel />}
      {selection.tab !== HomeTab.Home && selection.tab !== HomeTab.Collect && (
        <TypePanel typeId={selection.tab} brandId={selection.brandId} onBrand={(brandId) => select({ tab: selection.tab, brandId })} />
      )}
      <NoticeModal />
      <HomeActivityModal paused={menuOpen || !onHome} />
      <InstallPrompts paused={menuOpen || !onHome} />
      {/* Floating over the page: they wait for its first paint, and push nothing when they come. */}
      <ShowAfterPaint name="home-floating">
        <ActivityCluster activities={activities} />
        <ScrollToTop />
        {!desktop && <ServiceFrame />}
      </ShowAfterPaint>
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </div>
  );
}
