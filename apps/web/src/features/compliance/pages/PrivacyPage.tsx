import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { PrivacyPolicy } from '../components/LegalText.tsx';
import { registerLegalTexts } from '../texts.ts';
import './LegalPage.css';

registerLegalTexts();

export default function PrivacyPage() {
  registerLegalTexts();
  const { t } = useTranslation();
  return (
    <div className="legal-page">
      <PageHeader title={t('legal.privacy')} />
      <div className="legal-page__body"><PrivacyPolicy /></div>
    </div>
  );
}
