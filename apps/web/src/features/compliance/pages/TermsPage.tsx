import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { TermsOfUse } from '../components/LegalText.tsx';
import { registerLegalTexts } from '../texts.ts';
import './LegalPage.css';

registerLegalTexts();

export default function TermsPage() {
  registerLegalTexts();
  const { t } = useTranslation();
  return (
    <div className="legal-page">
      <PageHeader title={t('legal.terms')} />
      <div className="legal-page__body"><TermsOfUse /></div>
    </div>
  );
}
