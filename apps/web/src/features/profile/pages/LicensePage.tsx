import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import { useSiteConfig } from '../../../shared/app-config/store.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { profilePaths } from '../paths.ts';
import { registerProfileTexts } from '../texts.ts';
import '../profile.css';

registerProfileTexts();

/** /profile/license: the operator's licence and what it means for the player (Philippine-regulator wording, §1). */
export default function LicensePage() {
  registerProfileTexts();
  const { t } = useTranslation();
  const { appName, supportEmail } = useSiteConfig();
  return (
    <div className="profile-screen" data-testid="profile-license-page">
      <PageHeader title={t('profile.license.title')} fallback={profilePaths().more} />
      <div className="profile-screen__body">
        <article className="profile-card profile-lead" data-testid="license-text">
          <p>
            {appName} is operated under a licence for online gaming issued by the gaming regulator of the Republic of the
            Philippines, and is supervised by that regulator.
          </p>
          <p>
            The licence requires that players are at least {Limits.minimumAge} years old and verify their identity, that the
            games are fair and tested, that player funds are kept apart from the operator&apos;s, and that persons barred by the
            regulator (see the Terms of Use) do not play.
          </p>
          <p>
            Gambling can be addictive. Play responsibly, set yourself limits, and ask us for a self-exclusion if you need one.
            {supportEmail ? <> Questions about the licence: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.</> : null}
          </p>
        </article>
      </div>
    </div>
  );
}
