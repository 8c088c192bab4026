import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import { DetailsCard } from '../components/DetailsCard.tsx';
import { UserOtherSection } from '../components/UserOtherForm.tsx';
import { profilePaths } from '../paths.ts';
import { registerProfileTexts } from '../texts.ts';
import '../profile.css';

registerProfileTexts();

/** /profile/info: the player's standing (VIP, invite code, inviter) and their other details (appUserOther). */
export default function InfoPage() {
  registerProfileTexts();
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="profile-screen" data-testid="profile-info-page">
      <PageHeader title={t('profile.info.title')} fallback={profilePaths().user} />
      <div className="profile-screen__body">
        {user && <DetailsCard user={user} />}
        <UserOtherSection />
      </div>
    </div>
  );
}
