import { screenPath } from '../../shared/routing/feature-routes.ts';
import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';

/** Where the identity verification screens live (§2): the status and details form, then the photo upload. */
export const kycScreens = {
  walletsKyc: { mobile: ['/walletsKyc'], desktop: ['/walletsKyc'] },
  walletsKycUpload: { mobile: ['/walletsKycUpload'], desktop: ['/walletsKycUpload'] },
} as const satisfies ScreenPlaces;

/** Where the identity verification screens live. */
export function kycPaths() {
  return {
    kyc: screenPath(kycScreens, 'walletsKyc'),
    upload: screenPath(kycScreens, 'walletsKycUpload'),
  };
}
