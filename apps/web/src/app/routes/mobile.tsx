import type { RouteObject } from '../../shared/router/index.ts';
import { authPages } from '../../features/auth/index.ts';
import { compliancePages } from '../../features/compliance/index.ts';
import { lobbyPages } from '../../features/lobby/index.ts';
import { RootLayout, RouteError, Splash } from './RootLayout.tsx';
import { activityRoutes, moved, movedIndex, page, placeScreens, soon } from './route-kit.tsx';

/** The wallet, payment, identity verification and game screens, from their features' registries. */
const screens = placeScreens('mobile');

/** The mobile route table (§2 "Mobile routes"). */
export const mobileRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Splash />,
    children: [
      moved('/', '/lobby/home'),
      {
        path: '/lobby',
        handle: { public: true },
        lazy: async () => ({ Component: (await import('../shells/MobileLobbyShell.tsx')).default }),
        children: [
          movedIndex('/lobby/home'),
          // The shell keeps home mounted itself; this route only marks the path.
          {
            path: 'home',
            handle: { public: true },
            lazy: async () => {
              await lobbyPages.home();
              return { Component: () => null };
            },
          },
          // The wallet tab: deposit and withdraw are the payment screens; any other id is the wallet.
          ...screens.lobby,
          page('notice', lobbyPages.notice, { public: true, inShell: true }),
        ],
      },
      ...screens.other,
      page('/service', lobbyPages.service, { public: true }),
      page('/search', lobbyPages.search),
      page('/notice/detail/:id', lobbyPages.noticeDetail, { public: true }),
      {
        path: '/profile',
        children: [
          movedIndex('/profile/user'),
          page('favorites', lobbyPages.favorites),
        ],
      },
      page('/bind', authPages.bind),
      page('/forget', authPages.forget, { public: true }),
      page('/about', compliancePages.about, { public: true }),
      page('/login', authPages.login, { public: true }),
      page('/line/callback', authPages.lineCallback, { public: true }),
      page('/register', authPages.register, { public: true }),
      soon('/test', 'test'),
      { path: '/activity', children: activityRoutes() },
      page('/terms-of-use', compliancePages.terms, { public: true }),
      page('/privacy-policy', compliancePages.privacy, { public: true }),
      page('*', () => import('../pages/NotFoundPage.tsx'), { public: true }),
    ],
  },
];
