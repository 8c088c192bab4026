import { useTranslation } from 'react-i18next';
import { AccountType } from '@casino/contract';
import type { UserInfo } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { CopyChip } from './CopyChip.tsx';

/** Who the player is to the site: the player ID, the account and how it logs in, the phone. */
export function IdentityCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const bindPath = isDesktop() ? '/lobby/bind' : '/bind';
  const accountTypes: Record<UserInfo['accountType'], string> = {
    [AccountType.Phone]: t('profile.identity.accountTypePhone'),
    [AccountType.Account]: t('profile.identity.accountTypeUsername'),
    [AccountType.PhoneWithoutOtp]: t('profile.identity.accountTypePhoneNoOtp'),
  };
  return (
    <section className="profile-card" data-testid="profile-identity">
      <h2 className="profile-card__title">{t('profile.user.account')}</h2>
      <dl className="profile-rows">
        <div className="profile-row">
          <dt>{t('profile.identity.playerId')}</dt>
          <dd><span data-testid="player-id">{user.id}</span><CopyChip value={String(user.id)} testId="player-id-copy" /></dd>
        </div>
        <div className="profile-row"><dt>{t('profile.identity.account')}</dt><dd data-testid="account-name">{user.account}</dd></div>
        <div className="profile-row"><dt>{t('profile.identity.accountType')}</dt><dd>{accountTypes[user.accountType]}</dd></div>
        <div className="profile-row">
          <dt>{t('profile.identity.mobile')}</dt>
          <dd data-testid="account-mobile">
            {user.mobile || <Link className="profile-chip profile-chip--solid" to={bindPath} data-testid="account-bind">{t('profile.identity.bind')}</Link>}
          </dd>
        </div>
        {user.lineAccount && (
          <div className="profile-row"><dt>{t('profile.identity.line')}</dt><dd data-testid="account-line">{user.lineAccount}</dd></div>
        )}
      </dl>
    </section>
  );
}
