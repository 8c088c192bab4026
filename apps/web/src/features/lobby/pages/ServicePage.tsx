import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { HeadsetIcon } from '../../../shared/ui/icons.tsx';
import { useCustomerServices } from '../api/customer-services.ts';
import { resourceUrl } from '../games/catalog.ts';
import { ServiceFrame } from '../service/ServiceFrame.tsx';
import { useOpenServiceEntry } from '../service/open-service.ts';
import { useServiceFrame } from '../service/service-frame.ts';
import { registerLobbyPageTexts } from '../texts.ts';
import './ServicePage.css';

registerLobbyPageTexts();

/** /service: every customer-service entry (getCustomerServices, or the config's copy for guests). */
export default function ServicePage() {
  registerLobbyPageTexts();
  const { t } = useTranslation();
  const services = useCustomerServices();
  const openEntry = useOpenServiceEntry();
  const base = useAppConfig()?.gameResourceUrl ?? '';
  const entries = services.appCustomerServiceQueue.filter((entry) => entry.url.trim() !== '');
  return (
    <div className="service-page">
      <PageHeader title={t('screens.service')} />
      <div className="service-page__body">
        <section className="service-page__hero">
          <HeadsetIcon className="service-page__hero-icon" />
          <p>{t('lobby.serviceHint')}</p>
        </section>
        {services.lcChatServiceUrl && (
          <button type="button" className="service-entry service-entry--chat" data-testid="service-chat"
            onClick={() => useServiceFrame.getState().open(services.lcChatServiceUrl)}>
            <span className="service-entry__icon"><HeadsetIcon /></span>
            <span className="service-entry__name">{t('lobby.serviceChat')}</span>
            <span className="service-entry__open">{t('lobby.openService')}</span>
          </button>
        )}
        {entries.length === 0 && !services.lcChatServiceUrl ? (
          <p className="service-page__empty" data-testid="service-empty">{t('lobby.serviceEmpty')}</p>
        ) : (
          <ul className="service-page__list" data-testid="service-list">
            {entries.map((entry) => (
              <li key={`${entry.nickname}-${entry.url}`}>
                <button type="button" className="service-entry" data-testid="service-entry" onClick={() => openEntry(entry)}>
                  <span className="service-entry__icon">
                    {entry.icon ? <img src={resourceUrl(entry.icon, base)} alt="" /> : <HeadsetIcon />}
                  </span>
                  <span className="service-entry__name">{entry.nickname}</span>
                  <span className="service-entry__open">{t('lobby.openService')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* The desktop's top bar hosts the chat there. */}
      {!isDesktop() && <ServiceFrame />}
    </div>
  );
}
