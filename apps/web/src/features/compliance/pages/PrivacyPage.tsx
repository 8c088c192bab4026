import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { PrivacyPolicy } from '../components/LegalText.tsx';
import './LegalPage.css';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <div className="legal-page">
      <PageHeader title={t('legal.privacy')} />
      <div className="legal-page__body"><PrivacyPolicy /></div>
    </div>
  );
}
