import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from '../../shared/router/index.ts';
import { useSiteConfig } from '../../shared/app-config/store.ts';
import { BrandMark } from '../../shared/ui/BrandMark.tsx';
import { GamepadIcon, GiftIcon, HomeIcon, MegaphoneIcon, PlusIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { LobbyTopBar, PlayerAvatar, footerContacts, useCustomerServices } from '../../features/lobby/index.ts';
import { memberDot, useRedDots } from '../../features/rewards/index.ts';
import { VipLevelUpWatcher } from '../../features/vip/index.ts';
import './DesktopLayout.css';

/** Desktop: a left menu with the logo, the player (or login) and the main entries; the screen on the right. */
export default function DesktopLayout() {
  const { t } = useTranslation();
  const { appName } = useSiteConfig();
  const user = useCurrentUser();
  const contacts = footerContacts(useCustomerServices().appCustomerServiceQueue);
  const showMemberDot = memberDot(useRedDots());
  const entries = [
    { to: '/lobby/home', label: t('lobby.home'), icon: <HomeIcon /> },
    { to: '/lobby/games', label: t('lobby.games'), icon: <GamepadIcon /> },
    { to: '/lobby/rewards', label: t('lobby.rewards'), icon: <GiftIcon /> },
    { to: '/lobby/notice', label: t('lobby.notice'), icon: <MegaphoneIcon /> },
    { to: '/lobby/member', label: t('lobby.member'), icon: <UserIcon />, dot: showMemberDot },
  ];
  return (
    <div className="desk">
      <aside className="desk__menu">
        <Link to="/lobby/home" className="desk__logo">
          <BrandMark size={36} />
          <span>{appName}</span>
        </Link>
        {user ? (
          <div className="desk__user" data-testid="desk-user">
            <Link to="/lobby/member" className="desk__user-main">
              <PlayerAvatar avatar={user.avatar ?? 0} size={40} />
              <span className="desk__nickname">{user.nickname}</span>
            </Link>
            <Link to="/lobby/wallets/deposit" className="desk__add" aria-label={t('lobby.deposit')}><PlusIcon /></Link>
          </div>
        ) : (
          <Link to="/login" className="desk__login" data-testid="desk-login">{t('lobby.loginRegister')}</Link>
        )}
        <nav className="desk__nav">
          {entries.map((entry) => (
            <NavLink key={entry.to} to={entry.to} className={({ isActive }) => (isActive ? 'desk__entry is-active' : 'desk__entry')}>
              {entry.icon}
              <span>{entry.label}</span>
              {'dot' in entry && entry.dot && <span className="desk__dot" data-testid="member-dot" aria-label={t('menu.unread')} />}
            </NavLink>
          ))}
        </nav>
        <footer className="desk__footer">
          {contacts.length > 0 && (
            <ul className="desk__contacts" data-testid="desk-contacts">
              {contacts.map((entry) => (
                <li key={entry.url}><a href={entry.url} target="_blank" rel="noopener noreferrer">{entry.nickname}</a></li>
              ))}
            </ul>
          )}
          <nav className="desk__legal">
            <Link to="/terms-of-use">{t('lobby.terms')}</Link>
            <Link to="/privacy-policy">{t('lobby.privacy')}</Link>
            <Link to="/about">{t('lobby.about')}</Link>
          </nav>
        </footer>
      </aside>
      <main className="desk__main">
        <LobbyTopBar />
        <div className="desk__content">
          <Outlet />
        </div>
      </main>
      <VipLevelUpWatcher />
    </div>
  );
}
