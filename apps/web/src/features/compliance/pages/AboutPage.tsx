import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION, Limits } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { useSiteConfig } from '../../../shared/app-config/store.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { BrandMark } from '../../../shared/ui/BrandMark.tsx';
import { registerLegalTexts } from '../texts.ts';
import './LegalPage.css';

registerLegalTexts();

export default function AboutPage() {
  registerLegalTexts();
  const { t } = useTranslation();
  const { appName, supportEmail } = useSiteConfig();
  return (
    <div className="legal-page">
      <PageHeader title={t('legal.about')} />
      <div className="legal-page__body">
        <div className="about__hero">
          <BrandMark className="about__logo" />
          <p className="about__name">{appName}</p>
          <p className="about__version">v{CLIENT_VERSION}</p>
        </div>
        <div className="legal">
          <p>
            {appName} is a game lobby for slots, fish, poker, sports, live and casual games, with a coin wallet, VIP
            levels, tasks and promotions. It is open to players aged {Limits.minimumAge} and over.
          </p>
          <p>
            Deposits and withdrawals are handled by licensed third-party payment providers. Please play responsibly.
            {supportEmail ? <> Contact us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.</> : null}
          </p>
        </div>
        <nav className="about__links">
          <Link className="about__link" to="/terms-of-use">{t('legal.terms')}<ChevronRightIcon /></Link>
          <Link className="about__link" to="/privacy-policy">{t('legal.privacy')}<ChevronRightIcon /></Link>
        </nav>
      </div>
    </div>
  );
}
