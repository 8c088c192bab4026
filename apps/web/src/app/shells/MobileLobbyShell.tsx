import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatch } from '../../shared/router/index.ts';
import { GiftIcon, HomeIcon, MegaphoneIcon, WalletIcon, WheelIcon } from '../../shared/ui/icons.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { TabBarIndex, lobbyPages, tabBarIndex, useSpinBadge } from '../../features/lobby/index.ts';
import { VipLevelUpWatcher } from '../../features/vip/index.ts';
import { lobbyTabDots, useRedDots } from '../../features/rewards/index.ts';
import { lazyInOwnTask } from '../../shared/render/lazy-in-own-task.ts';
import './MobileLobbyShell.css';

const HomePage = lazyInOwnTask(lobbyPages.home);

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
        <div className="lobby-shell__page" hidden={!onHome} data-testid="lobby-home" data-scroll-root>
          <Suspense fallback={null}>
            <HomePage />
          </Suspense>
        </div>
      )}
      {!onHome && (
        <div className="lobby-shell__page" data-scroll-root>
          <Outlet />
        </div>
      )}
      <LobbyTabBar />
      <VipLevelUpWatcher />
    </div>
  );
}

interface TabProps {
  to: string;
  index: number;
  active: number | null;
  icon: ReactNode;
  label: string;
  dot?: boolean;
  testId: string;
}

function Tab({ to, index, active, icon, label, dot = false, testId }: TabProps) {
  const isActive = index === active;
  return (
    <Link to={to} className={isActive ? 'lobby-tab is-active' : 'lobby-tab'} aria-current={isActive ? 'page' : undefined} data-testid={testId}>
      <span className="lobby-tab__icon">
        {icon}
        {dot && <span className="lobby-tab__dot" aria-hidden="true" />}
      </span>
      <span>{label}</span>
    </Link>
  );
}

/** §2 bottom tabs: home, rewards (dot), the centre spin tab with its badge, notice, wallet (dot); the dots by lobbyTabDots. */
function LobbyTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = tabBarIndex(pathname);
  const spinBadge = useSpinBadge();
  const dots = lobbyTabDots(useCurrentUser(), useRedDots());
  return (
    <nav className="lobby-tabbar" aria-label="lobby" data-testid="lobby-tabbar">
      <Tab to="/lobby/home" index={TabBarIndex.Home} active={active} icon={<HomeIcon />} label={t('lobby.home')} testId="tab-home" />
      <Tab to="/lobby/rewards" index={TabBarIndex.Rewards} active={active} icon={<GiftIcon />} label={t('lobby.rewards')} dot={dots.rewards} testId="tab-rewards" />
      <Link to="/activity/spin" className={active === TabBarIndex.Centre ? 'lobby-tab lobby-tab--spin is-active' : 'lobby-tab lobby-tab--spin'}
        data-testid="tab-spin">
        <span className="lobby-tab__wheel"><WheelIcon /></span>
        {spinBadge && <span className="lobby-tab__badge" data-testid="spin-badge">{spinBadge}</span>}
        <span>{t('lobby.spin')}</span>
      </Link>
      <Tab to="/lobby/notice" index={TabBarIndex.Notice} active={active} icon={<MegaphoneIcon />} label={t('lobby.notice')} testId="tab-notice" />
      <Tab to="/lobby/wallets/deposit" index={TabBarIndex.Wallet} active={active} icon={<WalletIcon />} label={t('lobby.wallet')} dot={dots.wallet} testId="tab-wallet" />
    </nav>
  );
}
