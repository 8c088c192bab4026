import { useTranslation } from 'react-i18next';
import { isDesktop } from '../../../shared/device/platform.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { CollectPanel } from '../home/CollectPanel.tsx';
import './DesktopPages.css';

/** /profile/favorites (phones) and /lobby/favorites (desktop): the Collect tab on its own screen. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const desktop = isDesktop();
  return (
    <div className={desktop ? 'desk-page' : 'favorites-page'}>
      {desktop ? <h1 className="desk-page__title">{t('screens.favorites')}</h1> : <PageHeader title={t('screens.favorites')} />}
      <CollectPanel />
    </div>
  );
}
