import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Limits } from '@casino/contract';
import { useSiteConfig } from '../../../shared/app-config/store.ts';
import { GamepadIcon } from '../../../shared/ui/icons.tsx';
import { AgeBadge } from '../../compliance/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { HomeHeader } from '../components/HomeHeader.tsx';
import './HomePage.css';

/** The lobby home: the header, a welcome, and the footer. The game lobby arrives with the catalogue. */
export default function HomePage() {
  const { t } = useTranslation();
  const { appName } = useSiteConfig();
  const user = useCurrentUser();
  return (
    <div className="home">
      <HomeHeader />
      <section className="home__hero">
        <div className="home__hero-text">
          <h1>{t('lobby.welcome', { appName })}</h1>
          <p>{t('lobby.welcomeBody')}</p>
          {!user && <Link to="/register" className="home__hero-cta">{t('lobby.register')}</Link>}
        </div>
        <div className="home__hero-art" aria-hidden="true">
          <span className="home__chip home__chip--a" />
          <span className="home__chip home__chip--b" />
          <span className="home__chip home__chip--c" />
        </div>
      </section>
      <section className="home__soon" data-testid="home-games-soon">
        <GamepadIcon className="home__soon-icon" />
        <h2>{t('common.comingSoon', { name: t('lobby.gamesSoonTitle') })}</h2>
        <p>{t('common.comingSoonBody')}</p>
      </section>
      <footer className="home__footer">
        <nav className="home__footer-links">
          <Link to="/about">{t('lobby.about')}</Link>
          <Link to="/terms-of-use">{t('lobby.terms')}</Link>
          <Link to="/privacy-policy">{t('lobby.privacy')}</Link>
        </nav>
        <p className="home__age">
          <AgeBadge size="0.7rem" />
          <span>{t('lobby.ageNotice', { appName, age: Limits.minimumAge })}</span>
        </p>
      </footer>
    </div>
  );
}
