/** The lobby: home page and its header. */
export const lobbyPages = {
  home: () => import('./pages/HomePage.tsx'),
};
