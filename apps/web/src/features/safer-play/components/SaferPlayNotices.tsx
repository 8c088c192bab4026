import { ExclusionBanner } from './ExclusionBanner.tsx';
import { LimitsOffer } from './LimitsOffer.tsx';

/** What safer play has to say in the lobby and on the profile: a running break, or the limits offer after a registration. */
export function SaferPlayNotices() {
  return (
    <>
      <ExclusionBanner />
      <LimitsOffer />
    </>
  );
}
