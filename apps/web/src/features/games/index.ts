/**
 * Games: the /start page (a game started in place, full screen) with the house games' own
 * clients, and the round verifier. Route tables take the pages from here; everything else loads
 * with them (docs/decisions/025-game-client-routes.md).
 */
export const gamePages = {
  start: () => import('./pages/StartGamePage.tsx'),
  verify: () => import('./pages/VerifyPage.tsx'),
};
