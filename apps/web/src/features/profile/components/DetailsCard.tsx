import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { profilePaths } from '../paths.ts';
import { CopyChip } from './CopyChip.tsx';

/** The player's standing: VIP level, invite code, inviter, and how long they have played here. */
export function DetailsCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <section className="profile-card" data-testid="profile-details">
      <dl className="profile-rows">
        <div className="profile-row"><dt>{t('profile.identity.vip')}</dt><dd>{t('profile.identity.vipLevel', { level: user.vip })}</dd></div>
        <div className="profile-row">
          <dt>{t('profile.identity.inviteCode')}</dt>
          <dd><span data-testid="profile-invite-code">{user.inviteCode}</span><CopyChip value={user.inviteCode} testId="profile-invite-code-copy" /></dd>
        </div>
        <div className="profile-row">
          <dt>{t('profile.identity.superior')}</dt>
          <dd data-testid="profile-superior">
            {user.pid > 0 ? user.pid : (
              <Link to={profilePaths().superior} className="profile-link__value">{t('profile.identity.superiorNone')}<ChevronRightIcon /></Link>
            )}
          </dd>
        </div>
        <div className="profile-row"><dt>{t('profile.identity.registered')}</dt><dd>{t('profile.identity.days', { count: user.regPeriod })}</dd></div>
      </dl>
    </section>
  );
}
