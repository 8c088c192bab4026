import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isDesktop } from '../../../shared/device/platform.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { Skeleton } from '../../../shared/ui/StateViews.tsx';
import { authParts, useCurrentUser, useLogout } from '../../auth/index.ts';
import { PlayerAvatar } from '../../lobby/index.ts';
import { SaferPlayNotices, saferPlayPaths } from '../../safer-play/index.ts';
import { DetailsCard } from '../components/DetailsCard.tsx';
import { IdentityCard } from '../components/IdentityCard.tsx';
import { LooksForm } from '../components/LooksForm.tsx';
import { ProfileLinks } from '../components/ProfileLinks.tsx';
import type { ProfileLinkEntry } from '../components/ProfileLinks.tsx';
import { UserOtherSection } from '../components/UserOtherForm.tsx';
import { profilePaths } from '../paths.ts';
import { registerProfileTexts } from '../texts.ts';
import { lazyInOwnTask } from '../../../shared/render/lazy-in-own-task.ts';
import '../profile.css';

registerProfileTexts();

const ChangePasswordForm = lazyInOwnTask(authParts.changePassword);

/**
 * /profile/user (desktop /lobby/profile): the avatar and nickname, the account and its security
 * (player ID, phone, password), and logging out. The desktop shows the details of /profile/info
 * here too, since that path moves here (§2).
 */
export default function UserPage() {
  registerProfileTexts();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const desktop = isDesktop();
  const paths = profilePaths();
  const links: ProfileLinkEntry[] = [
    ...(desktop ? [] : [{ key: 'details', label: t('profile.links.details'), to: paths.info }]),
    { key: 'superior', label: t('profile.links.superior'), to: paths.superior, value: user && user.pid > 0 ? user.pid : t('profile.identity.superiorNone') },
    { key: 'saferPlay', label: t('profile.links.saferPlay'), to: saferPlayPaths().saferPlay },
    { key: 'more', label: t('profile.links.more'), to: paths.more },
  ];
  return (
    <div className="profile-screen" data-testid="profile-user-page">
      <PageHeader title={t('profile.user.title')} />
      <div className="profile-screen__body">
        <SaferPlayNotices />
        {user && (
          <>
            <section className="profile-card profile-hero">
              <PlayerAvatar avatar={user.avatar} size="1.5rem" />
              <div>
                <p className="profile-hero__name" data-testid="profile-nickname-shown">{user.nickname}</p>
                <span className="profile-hero__vip">{t('profile.identity.vipLevel', { level: user.vip })}</span>
              </div>
            </section>
            <LooksForm user={user} />
            <IdentityCard user={user} />
            {desktop && <DetailsCard user={user} />}
            {desktop && <UserOtherSection />}
          </>
        )}
        <ProfileLinks entries={links} testId="profile-links" />
        <Suspense fallback={<section className="profile-card"><Skeleton lines={4} /></section>}>
          <ChangePasswordForm />
        </Suspense>
        <button type="button" className="profile-logout" data-testid="logout-button" onClick={() => void logout()}>
          {t('common.logout')}
        </button>
      </div>
    </div>
  );
}
