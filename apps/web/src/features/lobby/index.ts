/**
 * The lobby: home with its tabs and grids, search, news, customer service, the side menu and the
 * desktop pages. Route tables take the pages from here, each loaded when first visited; the
 * layouts take their pieces from ./shell.ts, so the route tables pull in nothing else up front.
 */
export const lobbyPages = {
  home: () => import('./pages/HomePage.tsx'),
  search: () => import('./pages/SearchPage.tsx'),
  notice: () => import('./pages/NoticeListPage.tsx'),
  noticeDetail: () => import('./pages/NoticeDetailPage.tsx'),
  service: () => import('./pages/ServicePage.tsx'),
  favorites: () => import('./pages/FavoritesPage.tsx'),
  games: () => import('./pages/GamesPage.tsx'),
  member: () => import('./pages/MemberPage.tsx'),
};
