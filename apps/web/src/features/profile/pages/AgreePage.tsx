import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../../shared/router/index.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { EmptyState } from '../../../shared/ui/StateViews.tsx';
import { PrivacyPolicy, TermsOfUse } from '../../compliance/index.ts';
import { AGREEMENT_NAMES, profilePaths } from '../paths.ts';
import type { AgreementName } from '../paths.ts';
import { registerProfileTexts } from '../texts.ts';
import '../profile.css';

registerProfileTexts();

const isAgreement = (name: string | undefined): name is AgreementName => (AGREEMENT_NAMES as readonly string[]).includes(name ?? '');

/** /profile/agree/{name}: the Terms of Use (terms) or the Privacy Policy (privacy), the texts the agreement sheet shows. */
export default function AgreePage() {
  registerProfileTexts();
  const { t } = useTranslation();
  const { name } = useParams();
  const more = profilePaths().more;
  if (!isAgreement(name)) {
    return (
      <div className="profile-screen">
        <PageHeader title={t('screens.profileAgree')} fallback={more} />
        <div className="profile-screen__body">
          <EmptyState testId="agree-not-found" action={<Link to={more}>{t('profile.agree.toMore')}</Link>}>{t('profile.agree.notFound')}</EmptyState>
        </div>
      </div>
    );
  }
  return (
    <div className="profile-screen" data-testid={`agree-${name}`}>
      <PageHeader title={t(name === 'terms' ? 'profile.more.terms' : 'profile.more.privacy')} fallback={more} />
      <div className="profile-screen__body">{name === 'terms' ? <TermsOfUse /> : <PrivacyPolicy />}</div>
    </div>
  );
}
