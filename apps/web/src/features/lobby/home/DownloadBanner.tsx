import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig, useIsGreen, useSiteConfig } from '../../../shared/app-config/store.ts';
import { readText, writeText } from '../../../shared/storage/storage.ts';
import { BrandMark } from '../../../shared/ui/BrandMark.tsx';
import { currentEnvironment } from '../../../shared/device/environment.ts';
import { shouldOfferDownload } from '../lib/download-offer.ts';
import { LobbyStorageKey } from '../lib/storage-keys.ts';
import './DownloadBanner.css';

/** The header download banner (§2 rules); closing it is remembered on this device (§3). */
export function DownloadBanner() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const green = useIsGreen();
  const { appName } = useSiteConfig();
  const [closed, setClosed] = useState(() => readText(LobbyStorageKey.downloadBannerClosed) === '1');
  if (closed || !config || !shouldOfferDownload(currentEnvironment(), config.h5.downloadType, green)) return null;
  const close = () => {
    writeText(LobbyStorageKey.downloadBannerClosed, '1');
    setClosed(true);
  };
  return (
    <div className="download-banner" data-testid="download-banner">
      <button type="button" className="download-banner__close" aria-label={t('lobby.dismiss')} onClick={close}>×</button>
      <BrandMark size="0.8rem" />
      <span className="download-banner__text">
        <strong>{t('lobby.downloadTitle', { appName })}</strong>
        <span>{t('lobby.downloadBody')}</span>
      </span>
      <a className="download-banner__action" href={config.h5.downloadUrl || '/apkdownload'}>{t('lobby.downloadAction')}</a>
    </div>
  );
}
