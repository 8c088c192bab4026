import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits, isEnabled } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { useAppConfig, useIsGreen, useSiteConfig } from '../../../shared/app-config/store.ts';
import { AgeBadge } from '../../compliance/index.ts';
import { footerContacts, useCustomerServices } from '../api/customer-services.ts';
import { resourceUrl, useGameCatalog } from '../games/catalog.ts';
import { currentEnvironment, isInAppOrContainer } from '../../../shared/device/environment.ts';
import { ResponsibleGamingMark, SocialIcon, StoreBadge, WalletBadge } from './FooterArt.tsx';
import { parseSocialMedia } from './social.ts';
import './LobbyFooter.css';

/** The lobby footer (§2 footer details). */
export function LobbyFooter() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { appName, supportEmail } = useSiteConfig();
  const green = useIsGreen();
  const services = useCustomerServices();
  const { brands } = useGameCatalog();
  const contacts = footerContacts(services.appCustomerServiceQueue);
  const social = useMemo(() => parseSocialMedia(config?.socialMedia ?? '[]'), [config?.socialMedia]);
  const shownBrands = brands.filter(isEnabled);
  const downloadUrl = config?.h5.downloadUrl || '/apkdownload';
  const base = config?.gameResourceUrl ?? '';
  const inApp = isInAppOrContainer(currentEnvironment());

  return (
    <footer className="lobby-footer" data-testid="lobby-footer">
      {shownBrands.length > 0 && (
        <section className="lobby-footer__brands" aria-label={t('footer.providers')} data-testid="footer-brands">
          {shownBrands.map((brand) => (
            <span key={brand.id} className="lobby-footer__brand">
              {brand.icon3 ? <img src={resourceUrl(brand.icon3, base)} alt={brand.showName} loading="lazy" /> : brand.showName}
            </span>
          ))}
        </section>
      )}
      <div className="lobby-footer__columns">
        <section className="lobby-footer__column" data-testid="footer-about">
          <h3>{t('footer.about')}</h3>
          <p>{t('footer.aboutBody', { appName })}</p>
          <nav className="lobby-footer__links">
            <Link to="/about">{t('footer.aboutUs')}</Link>
            <Link to="/terms-of-use">{t('footer.terms')}</Link>
            <Link to="/privacy-policy">{t('footer.privacy')}</Link>
          </nav>
        </section>
        <section className="lobby-footer__column" data-testid="footer-contact">
          <h3>{t('footer.contact')}</h3>
          <ul className="lobby-footer__contacts">
            {contacts.map((entry) => (
              <li key={entry.url}>
                <a href={entry.url} target="_blank" rel="noopener noreferrer" data-testid="footer-contact-entry">
                  {entry.icon && <img src={resourceUrl(entry.icon, base)} alt="" loading="lazy" />}
                  <span>{entry.nickname}</span>
                </a>
              </li>
            ))}
            {supportEmail && (
              <li><a href={`mailto:${supportEmail}`}>{t('footer.email')}: {supportEmail}</a></li>
            )}
          </ul>
          {social.length > 0 && (
            <div className="lobby-footer__social" aria-label={t('footer.follow')}>
              {social.map((link) => (
                <a key={`${link.id}-${link.url}`} href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.network}>
                  <SocialIcon network={link.network} />
                </a>
              ))}
            </div>
          )}
        </section>
        <section className="lobby-footer__column" data-testid="footer-apps">
          <h3>{t('footer.apps')}</h3>
          <div className="lobby-footer__stores">
            <a href={downloadUrl}><StoreBadge store="google" label={t('footer.googlePlay')} /></a>
            <a href={downloadUrl}><StoreBadge store="apple" label={t('footer.appStore')} /></a>
          </div>
        </section>
        {green && (
          <>
            <section className="lobby-footer__column" data-testid="footer-payment">
              <h3>{t('footer.payment')}</h3>
              <div className="lobby-footer__wallets"><WalletBadge brand="gcash" /><WalletBadge brand="maya" /></div>
            </section>
            <section className="lobby-footer__column" data-testid="footer-responsibility">
              <h3>{t('footer.responsibility')}</h3>
              <ResponsibleGamingMark />
              <p>{t('footer.responsibilityBody')}</p>
            </section>
          </>
        )}
      </div>
      <p className="lobby-footer__age" data-testid="footer-age">
        <AgeBadge size="1.4em" />
        <span>{t('footer.age', { appName, age: Limits.minimumAge })}</span>
      </p>
      {!inApp && (
        <p className="lobby-footer__copyright" data-testid="footer-copyright">
          {t('footer.copyright', { year: new Date().getFullYear(), appName })}
        </p>
      )}
    </footer>
  );
}
