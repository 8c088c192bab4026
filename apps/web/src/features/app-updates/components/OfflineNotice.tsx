import { useTranslation } from 'react-i18next';

/** Shown while the browser has no connection; the screens already loaded keep working under it. */
export function OfflineNotice() {
  const { t } = useTranslation();
  return (
    <div className="app-status__bar app-status__bar--offline" role="status" data-testid="offline-notice">
      <span aria-hidden="true" className="app-status__dot" />
      <span>{t('appUpdates.offline')}</span>
    </div>
  );
}
