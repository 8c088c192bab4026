import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../../shared/router/index.ts';
import { useServiceFrame } from './service-frame.ts';
import './ServiceFrame.css';

/** Hosts the in-app chat; closes when the player moves to another screen. */
export function ServiceFrame() {
  const { t } = useTranslation();
  const url = useServiceFrame((state) => state.url);
  const close = useServiceFrame((state) => state.close);
  const { pathname } = useLocation();
  useEffect(() => close, [pathname, close]);
  if (!url) return null;
  return (
    <div className="service-frame" role="dialog" aria-modal="true" aria-label={t('common.service')} data-testid="service-frame">
      <header className="service-frame__bar">
        <span>{t('common.service')}</span>
        <button type="button" onClick={close} aria-label={t('common.close')}>×</button>
      </header>
      <iframe className="service-frame__chat" src={url} title={t('common.service')} allow="clipboard-write; microphone; camera" />
    </div>
  );
}
