import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/router/index.ts';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { registerAppPageTexts } from '../i18n/pages.ts';
import './ComingSoonPage.css';

registerAppPageTexts();

export default function NotFoundPage() {
  registerAppPageTexts();
  const { t } = useTranslation();
  return (
    <div className="coming-soon">
      <PageHeader title={t('common.notFound')} />
      <div className="coming-soon__body">
        <p className="coming-soon__title" aria-hidden="true">404</p>
        <h1 className="coming-soon__title">{t('common.notFound')}</h1>
        <p className="coming-soon__text">{t('common.notFoundBody')}</p>
        <Link to="/lobby/home" className="coming-soon__home">{t('common.backToLobby')}</Link>
      </div>
    </div>
  );
}
