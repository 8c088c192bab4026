import type { RouteObject } from '../../shared/router/index.ts';
import { authPages } from '../../features/auth/index.ts';
import { compliancePages } from '../../features/compliance/index.ts';
import { lobbyPages } from '../../features/lobby/index.ts';
import { RootLayout, RouteError, Splash } from './RootLayout.tsx';
import { activityRoutes, moved, movedIndex, page, placeScreens } from './route-kit.tsx';

/** The wallet, payment, identity verification and game screens, from their features' registries. */
const screens = placeScreens('desktop');

/** The desktop route table (§2 "Desktop routes"): most screens inside the left-menu layout. */
export const desktopRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Splash />,
    children: [
      moved('/', '/lobby/home'),
      page('/login', authPages.login, { public: true }),
      page('/line/callback', authPages.lineCallback, { public: true }),
      page('/register', authPages.register, { public: true }),
      page('/forget', authPages.forget, { public: true }),
      ...screens.fullScreen,
      moved('/bind', '/lobby/bind'),
      ...screens.moved,
      {
        lazy: async () => ({ Component: (await import('../shells/DesktopLayout.tsx')).default }),
        children: [
          {
            path: '/lobby',
            children: [
              movedIndex('/lobby/home'),
              page('home', lobbyPages.home, { public: true }),
              page('games', lobbyPages.games),
              page('notice', lobbyPages.notice, { public: true }),
              page('notice/detail/:id', lobbyPages.noticeDetail, { public: true }),
              page('member', lobbyPages.member),
              // The wallet tab: deposit and withdraw are the payment screens; any other id is the wallet.
              ...screens.lobby,
              page('bind', authPages.bind),
              page('favorites', lobbyPages.favorites),
            ],
          },
          { path: '/activity', children: activityRoutes() },
          ...screens.other,
          page('/terms-of-use', compliancePages.terms, { public: true }),
          page('/privacy-policy', compliancePages.privacy, { public: true }),
          page('/about', compliancePages.about, { public: true }),
          page('/service', lobbyPages.service, { public: true }),
          page('*', () => import('../pages/NotFoundPage.tsx'), { public: true }),
        ],
      },
    ],
  },
];
