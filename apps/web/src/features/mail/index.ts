/**
 * Mail: the player's inbox (/lobby/email, /profile/email) with read state, gifts claimed once
 * and deletion. The route tables take the screens from the registry here; the side menu's dot
 * comes from the red dots (features/rewards), which the mail screens keep fresh.
 */
import type { enPKMail } from './i18n/en-PK.ts';

/** The screens: paths, lazy page, names and who may open them; and where they live, for links. */
export { mailRoutes } from './routes.ts';
export { mailPaths } from './paths.ts';

/** The screens' names load with the first screen; their texts load with them (./texts.ts). */
export { enPKMailScreens } from './i18n/en-PK.screens.ts';
export type MailTexts = typeof enPKMail;
