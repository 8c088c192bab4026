import { fillPath, screenPath } from '../../shared/routing/feature-routes.ts';
import type { ScreenPlaces } from '../../shared/routing/feature-routes.ts';

/**
 * Where the profile screens live (§2 /profile children). The desktop keeps the player's own
 * screen at /lobby/profile, with the details of /profile/info on it (§2: /profile/info moves
 * there); the inviter, more, agreement and licence screens sit in the left-menu layout under
 * the mobile paths (docs/decisions/059).
 */
export const profileScreens = {
  profileUser: { mobile: ['/profile/user'], desktop: ['/lobby/profile'], movedOnDesktop: ['/profile/user', '/profile/info'] },
  profileInfo: { mobile: ['/profile/info'], desktop: [] },
  profileSuperior: { mobile: ['/profile/superior'], desktop: ['/profile/superior'] },
  profileMore: { mobile: ['/profile/more'], desktop: ['/profile/more'] },
  profileAgree: { mobile: ['/profile/agree/:name'], desktop: ['/profile/agree/:name'] },
  profileLicense: { mobile: ['/profile/license'], desktop: ['/profile/license'] },
} as const satisfies ScreenPlaces;

/** The agreements /profile/agree/{name} shows. */
export const AGREEMENT_NAMES = ['terms', 'privacy'] as const;
export type AgreementName = (typeof AGREEMENT_NAMES)[number];

/** Where the profile screens live on the current layout. */
export function profilePaths() {
  return {
    user: screenPath(profileScreens, 'profileUser'),
    /** The details: their own screen on mobile, part of the player's screen on the desktop. */
    info: profileScreens.profileInfo.mobile[0],
    superior: screenPath(profileScreens, 'profileSuperior'),
    more: screenPath(profileScreens, 'profileMore'),
    license: screenPath(profileScreens, 'profileLicense'),
    agree: (name: AgreementName) => fillPath(profileScreens.profileAgree.mobile[0], { name }),
  };
}
