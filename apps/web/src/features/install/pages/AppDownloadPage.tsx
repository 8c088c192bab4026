import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig, useSiteConfig } from '../../../shared/app-config/store.ts';
import { currentEnvironment, devicePlatform } from '../../../shared/device/environment.ts';
import { BrandMark } from '../../../shared/ui/BrandMark.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { dropInstallOffer } from '../capture.ts';
import { recordInstallOutcome } from '../install-memory.ts';
import { ShareIcon } from '../ShareIcon.tsx';
import { registerInstallTexts } from '../texts.ts';
import { useInstallOffer } from '../use-install-offer.ts';
import './AppDownloadPage.css';

registerInstallTexts();

/**
 * /apkdownload (§2, public): the app package at H5_DOWNLOAD_URL when the site has one (a clear
 * word when it has none), and installing the web app: the browser's own prompt where it offers
 * one, the Share-button steps on iOS Safari, a note inside the installed app.
 */
export default function AppDownloadPage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { appName } = useSiteConfig();
  const offer = useInstallOffer();
  const [installing, setInstalling] = useState(false);
  const env = currentEnvironment();
  const downloadUrl = config?.h5.downloadUrl ?? '';

  const install = async () => {
    if (!offer) return;
    setInstalling(true);
    dropInstallOffer();
    try {
      // prompt() needs the tap's user activation, so it runs before the first await.
      await offer.prompt();
      recordInstallOutcome((await offer.userChoice).outcome);
    } catch {
      // A refused prompt records nothing.
    } finally {
      setInstalling(false);
    }
  };

  let webApp;
  if (env.standalone) webApp = <p data-testid="apk-installed">{t('install.page.installed', { appName })}</p>;
  else if (offer) {
    webApp = (
      <button type="button" className="apk-page__action apk-page__action--secondary" disabled={installing} onClick={() => void install()} data-testid="apk-install">
        {t('install.page.installAction')}
      </button>
    );
  } else if (devicePlatform(env.userAgent) === 'ios') {
    webApp = <p>{t('install.iosBodyBefore')} <ShareIcon label={t('install.iosShareLabel')} /> {t('install.iosBodyAfter')}</p>;
  } else webApp = <p>{t('install.page.browserMenu')}</p>;

  return (
    <div className="apk-page">
      <PageHeader title={t('screens.apkdownload')} />
      <div className="apk-page__body">
        <BrandMark className="apk-page__mark" />
        <h2 className="apk-page__title">{t('install.page.title', { appName })}</h2>
        <p className="apk-page__lead">{t('install.page.lead')}</p>
        <section className="apk-page__section" aria-labelledby="apk-package">
          <h3 id="apk-package">{t('install.page.packageTitle')}</h3>
          {downloadUrl
            ? <a className="apk-page__action" href={downloadUrl} data-testid="apk-download-link">{t('install.page.downloadAction')}</a>
            : <p className="apk-page__none" role="status" data-testid="apk-download-none">{t('install.page.noPackage')}</p>}
        </section>
        <section className="apk-page__section" aria-labelledby="apk-web-app">
          <h3 id="apk-web-app">{t('install.page.webAppTitle')}</h3>
          {webApp}
        </section>
      </div>
    </div>
  );
}
