import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION } from '@casino/contract';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { useLogout } from '../../auth/index.ts';
import { PrivacyActions } from '../components/PrivacyActions.tsx';
import { ProfileLinks } from '../components/ProfileLinks.tsx';
import { profilePaths } from '../paths.ts';
import { registerProfileTexts } from '../texts.ts';
import '../profile.css';

registerProfileTexts();

/** /profile/more: about, the agreements, the licence, the app version, logging out, and the player's own data (download, closing the account). */
export default function MorePage() {
  registerProfileTexts();
  const { t } = useTranslation();
  const logout = useLogout();
  const paths = profilePaths();
  return (
    <div className="profile-screen" data-testid="profile-more-page">
      <PageHeader title={t('profile.more.title')} fallback={paths.user} />
      <div className="profile-screen__body">
        <ProfileLinks testId="profile-more-links" entries={[
          { key: 'about', label: t('profile.more.about'), to: '/about' },
          { key: 'terms', label: t('profile.more.terms'), to: paths.agree('terms') },
          { key: 'privacy', label: t('profile.more.privacy'), to: paths.agree('privacy') },
          { key: 'license', label: t('profile.more.license'), to: paths.license },
        ]} />
        <button type="button" className="profile-logout" data-testid="more-logout" onClick={() => void logout()}>{t('profile.more.logout')}</button>
        <PrivacyActions />
        <p className="profile-version" data-testid="app-version">{t('profile.more.version')} v{CLIENT_VERSION}</p>
      </div>
    </div>
  );
}
