/**
 * Safer play (docs/decisions/065): the /profile/safer-play screen (money and session-time limits,
 * the reality check interval, time-outs and self-exclusion), the notices other screens place
 * (a running break, the limits offer after a registration), the reality check around a running
 * game, and the words for safer-play refusals other features' calls meet. Everything heavier
 * than a few lines loads when first needed.
 */
import type { enPKSaferPlay } from './i18n/en-PK.ts';

/** The screen: its path, lazy page, name and who may open it; and where it lives, for other features' links. */
export { saferPlayRoutes } from './routes.ts';
export { saferPlayPaths } from './paths.ts';

/** The lobby's and the profile's notices: a running time-out, self-exclusion or restriction, and the limits offer. */
export { SaferPlayNotices } from './components/SaferPlayNotices.tsx';

/** The game page wraps a running game in it: every N minutes of play the reality check pauses it. */
export { RealityCheck } from './components/RealityCheck.tsx';

/** A startGame, bet or deposit refused by safer play (a break, a limit reached) in the player's words; null for other failures. */
export { saferPlayRefusalText } from './lib/safer-play-errors.ts';

/** The screen's name loads with the first screen; its texts load with it (./texts.ts). */
export { enPKSaferPlayScreens } from './i18n/en-PK.screens.ts';
export type SaferPlayTexts = typeof enPKSaferPlay;
