/**
 * Games: the /start page (a game started in place, full screen) with the house games' own
 * clients, and the round verifier. The route tables take the screens from the registry here;
 * everything else loads with them (docs/decisions/025-game-client-routes.md).
 */
import type { enPKGames } from './i18n/en-PK.ts';

/** The game screens: paths, lazy pages, names and who may open them. */
export { gameRoutes } from './routes.ts';

/** Where a game starts (the lobby's promotions open games too). */
export { startPath } from './paths.ts';

/** A promotion draw's link to the verify page (the wheel's spins, and the other draws on the house seed pair). */
export { drawVerifyPath } from './paths.ts';
export type { DrawToVerify } from './verify/draw-link.ts';

/** The game screen's name loads with the first screen; the game texts load with the game (./texts.ts). */
export { enPKGameScreens } from './i18n/en-PK.screens.ts';
export type GameTexts = typeof enPKGames;
