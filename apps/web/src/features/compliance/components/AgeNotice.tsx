import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import { Link, useLocation } from '../../../shared/router/index.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { StorageKey } from '../../../shared/storage/keys.ts';
import { readText, writeText } from '../../../shared/storage/storage.ts';
import { AgeBadge } from './AgeBadge.tsx';
import './AgeNotice.css';

/** Screens the notice links to must stay readable before accepting. */
const exemptPaths = new Set(['/terms-of-use', '/privacy-policy']);

/** §4: in green mode, a 21+ notice until the player accepts it once on this device. */
export function AgeNotice() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { pathname } = useLocation();
  const [accepted, setAccepted] = useState(() => readText(StorageKey.ageAccepted) === '1');

  if (accepted || config?.mode !== 'green' || exemptPaths.has(pathname)) return null;

  const accept = () => {
    writeText(StorageKey.ageAccepted, '1');
    setAccepted(true);
  };

  return (
    <div className="age-notice" role="dialog" aria-modal="true" aria-labelledby="age-notice-title" data-testid="age-notice">
      <div className="age-notice__card">
        <AgeBadge className="age-notice__badge" />
        <h2 id="age-notice-title" className="age-notice__title">{t('age.title')}</h2>
        <p className="age-notice__body">{t('age.body', { appName: config.site.appName, age: Limits.minimumAge })}</p>
        <button type="button" className="age-notice__accept" data-testid="age-notice-accept" onClick={accept}>
          {t('age.accept')}
        </button>
        <p className="age-notice__links">
          <Link to="/terms-of-use">{t('age.terms')}</Link>
          <span aria-hidden="true">·</span>
          <Link to="/privacy-policy">{t('age.privacy')}</Link>
        </p>
      </div>
    </div>
  );
}
