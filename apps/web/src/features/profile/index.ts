/**
 * The profile: the player's own screen (avatar, nickname, account and password), their details,
 * the inviter, more (about, agreements, licence, logout, version). The route tables take the
 * screens from the registry here; sharing features take the invite link from here.
 */
import type { enPKProfile } from './i18n/en-PK.ts';

/** The screens: paths, lazy pages, names and who may open them; and where they live, for other features' links. */
export { profileRoutes } from './routes.ts';
export { profilePaths } from './paths.ts';

/** The player's invite link (§9 parameters, through the server's short link), and whether they may share it (§5). */
export { useInviteLink, fetchInviteLink, canShareInvite } from './api/invite-link.ts';
export type { InviteLink } from './api/invite-link.ts';

/** The screens' names load with the first screen; their texts load with them (./texts.ts). */
export { enPKProfileScreens } from './i18n/en-PK.screens.ts';
export type ProfileTexts = typeof enPKProfile;
