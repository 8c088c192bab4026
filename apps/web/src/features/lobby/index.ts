/**
 * The lobby: home with its tabs and grids, search, news, customer service, the side menu and the
 * desktop pages. Route tables take the pages from here, each loaded when first visited; the
 * app's layouts (loaded with the first screen) take their pieces from here too.
 */
import type { enPKLobbyPages } from './i18n/en-PK.pages.ts';

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

/** What the app's layouts (the mobile lobby shell, the desktop layout) place from the lobby. */
export { tabBarIndex, TabBarIndex } from './bottom-tabs/tab-bar.ts';
export { useSpinBadge } from './bottom-tabs/spin-badge.ts';
export { footerContacts, useCustomerServices } from './api/customer-services.ts';
export { PlayerAvatar } from './lib/PlayerAvatar.tsx';
export { LobbyTopBar } from './desktop/LobbyTopBar.tsx';

/** Started by the entry: the home's largest picture, fetched while the home screen's code loads. */
export { preloadHomeImage } from './promo/preload-home-image.ts';

/** The lobby's texts, loaded with the first screen; its other pages' own texts load with them (./texts.ts). */
export { enPKLobby } from './i18n/en-PK.ts';
export type LobbyPageTexts = typeof enPKLobbyPages;
