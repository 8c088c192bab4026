import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useMatch } from 'react-router';
import { GiftIcon, HomeIcon, MegaphoneIcon, WalletIcon, WheelIcon } from '../../shared/ui/icons.tsx';
import { lobbyPages } from '../../features/lobby/index.ts';
import './MobileLobbyShell.css';

const HomePage = lazy(lobbyPages.home);

/**
 * /lobby on mobile: the current tab above a bottom tab bar. Home is the one page kept
 * alive between tab switches (§2): it stays mounted, hidden, with its scroll position.
 */
export default function MobileLobbyShell() {
  const onHome = useMatch('/lobby/home') !== null;
  const [homeMounted, setHomeMounted] = useState(onHome);
  if (onHome && !homeMounted) setHomeMounted(true);

  return (
    <div className="lobby-shell">
      {homeMounted && (
        <div className="lobby-shell__page" hidden={!onHome} data-testid="lobby-home">
          <Suspense fallback={null}>
            <HomePage />
          </Suspense>
        </div>
      )}
      {!onHome && (
        <div className="lobby-shell__page">
          <Outlet />
        </div>
      )}
      <LobbyTabBar />
    </div>
  );
}

function LobbyTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const walletActive = pathname.startsWith('/lobby/wallets/');
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'lobby-tab is-active' : 'lobby-tab');
  return (
    <nav className="lobby-tabbar" aria-label="lobby">
      <NavLink to="/lobby/home" className={tabClass}><HomeIcon /><span>{t('lobby.home')}</span></NavLink>
      <NavLink to="/lobby/rewards" className={tabClass}><GiftIcon /><span>{t('lobby.rewards')}</span></NavLink>
      <NavLink to="/activity/spin" className="lobby-tab lobby-tab--spin">
        <span className="lobby-tab__wheel"><WheelIcon /></span>
        <span>{t('lobby.spin')}</span>
      </NavLink>
      <NavLink to="/lobby/notice" className={tabClass}><MegaphoneIcon /><span>{t('lobby.notice')}</span></NavLink>
      <NavLink to="/lobby/wallets/deposit" className={walletActive ? 'lobby-tab is-active' : 'lobby-tab'}>
        <WalletIcon /><span>{t('lobby.wallet')}</span>
      </NavLink>
    </nav>
  );
}
