import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { TermsOfUse } from '../components/LegalText.tsx';
import './LegalPage.css';

export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <div className="legal-page">
      <PageHeader title={t('legal.terms')} />
      <div className="legal-page__body"><TermsOfUse /></div>
    </div>
  );
}
