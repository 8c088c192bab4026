import type { RouteObject } from 'react-router';
import { authPages } from '../../features/auth/index.ts';
import { compliancePages } from '../../features/compliance/index.ts';
import { gamePages } from '../../features/games/index.ts';
import { lobbyPages } from '../../features/lobby/index.ts';
import { paymentPages } from '../../features/payments/index.ts';
import { walletPages } from '../../features/wallet/index.ts';
import { RootLayout, RouteError, Splash } from './RootLayout.tsx';
import { activityRoutes, moved, movedIndex, page, ruleScreen, soon } from './route-kit.tsx';

/** The desktop route table (§2 "Desktop routes"): most screens inside the left-menu layout. */
export const desktopRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Splash />,
    children: [
      moved('/', '/lobby/home'),
      page('/login', authPages.login, { public: true }),
      page('/register', authPages.register, { public: true }),
      page('/forget', authPages.forget, { public: true }),
      page('/start', gamePages.start),
      moved('/bind', '/lobby/bind'),
      moved('/profile/info', '/lobby/profile'),
      moved('/profile/user', '/lobby/profile'),
      moved('/bindBankCard', '/lobby/bindBankCard'),
      moved('/points', '/lobby/points'),
      {
        lazy: async () => ({ Component: (await import('../shells/DesktopLayout.tsx')).default }),
        children: [
          {
            path: '/lobby',
            children: [
              movedIndex('/lobby/home'),
              page('home', lobbyPages.home, { public: true }),
              page('games', lobbyPages.games),
              soon('rewards', 'rewards', { public: true }),
              page('notice', lobbyPages.notice, { public: true }),
              page('notice/detail/:id', lobbyPages.noticeDetail, { public: true }),
              page('member', lobbyPages.member),
              page('profile', authPages.account),
              // Deposit and withdraw are the payment screens; any other id is the wallet tab.
              page('wallets/deposit', paymentPages.deposit),
              page('wallets/withdraw', paymentPages.withdraw),
              page('wallets/:id', walletPages.wallet),
              page('bindBankCard', paymentPages.bindBankCard),
              page('points', walletPages.points),
              page('bind', authPages.bind),
              page('record/transaction', walletPages.history),
              page('favorites', lobbyPages.favorites),
            ],
          },
          soon('/rule/:name', ruleScreen, { public: true }),
          { path: '/activity', children: activityRoutes() },
          page('/profile/bank', paymentPages.bankAccounts),
          soon('/profile/vip', 'profileVip'),
          soon('/profile/task', 'profileTask'),
          page('/withdrawal/:name', paymentPages.withdraw),
          page('/terms-of-use', compliancePages.terms, { public: true }),
          page('/privacy-policy', compliancePages.privacy, { public: true }),
          page('/walletsPassword', walletPages.safeboxPassword),
          page('/walletsKyc', paymentPages.kyc),
          page('/walletsKycUpload', paymentPages.kycUpload),
          page('/about', compliancePages.about, { public: true }),
          page('/verify', gamePages.verify, { public: true }),
          page('/service', lobbyPages.service, { public: true }),
          page('*', () => import('../pages/NotFoundPage.tsx'), { public: true }),
        ],
      },
    ],
  },
];
