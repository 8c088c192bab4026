import type { RouteObject } from 'react-router';
import { authPages } from '../../features/auth/index.ts';
import { compliancePages } from '../../features/compliance/index.ts';
import { lobbyPages } from '../../features/lobby/index.ts';
import { walletPages } from '../../features/wallet/index.ts';
import { RootLayout, RouteError, Splash } from './RootLayout.tsx';
import { activityRoutes, moved, movedIndex, page, ruleNames, soon } from './route-kit.tsx';

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
          // Deposit and withdraw come with payments; any other id is the wallet tab.
          soon('wallets/deposit', 'deposit', { inShell: true }),
          soon('wallets/withdraw', 'withdraw', { inShell: true }),
          page('wallets/:id', walletPages.wallet, { inShell: true }),
          page('notice', lobbyPages.notice, { public: true, inShell: true }),
          soon('task', 'task', { inShell: true }),
          soon('activity', 'activity', { inShell: true }),
          soon('rewards', 'rewards', { public: true, inShell: true }),
          soon('email', 'email', { inShell: true }),
        ],
      },
      soon('/withdrawal/:name', 'withdrawal'),
      page('/points', walletPages.points),
      page('/service', lobbyPages.service, { public: true }),
      soon('/bindBankCard', 'bindBankCard'),
      soon('/bankCardList', 'bankCardList'),
      soon('/start', 'start'),
      page('/search', lobbyPages.search),
      page('/notice/detail/:id', lobbyPages.noticeDetail, { public: true }),
      soon('/reward/detail/:id', 'rewardDetail'),
      {
        path: '/profile',
        children: [
          movedIndex('/profile/user'),
          page('user', authPages.account),
          soon('bank', 'profileBank'),
          soon('task', 'profileTask'),
          soon('vip', 'profileVip'),
          soon('email', 'profileEmail'),
          soon('superior', 'profileSuperior'),
          page('favorites', lobbyPages.favorites),
          soon('more', 'profileMore'),
          soon('agree/:name', 'profileAgree'),
          soon('license', 'profileLicense'),
          soon('info', 'profileInfo'),
        ],
      },
      page('/record/transaction', walletPages.history),
      page('/bind', authPages.bind),
      page('/forget', authPages.forget, { public: true }),
      page('/about', compliancePages.about, { public: true }),
      page('/login', authPages.login, { public: true }),
      page('/register', authPages.register, { public: true }),
      soon('/test', 'test'),
      soon('/apkdownload', 'apkdownload', { public: true }),
      { path: '/activity', children: activityRoutes() },
      { path: '/rule', children: ruleNames.map((name) => soon(name, `rule_${name}`, { public: true })) },
      page('/walletsPassword', walletPages.safeboxPassword),
      soon('/walletsKyc', 'walletsKyc'),
      soon('/walletsKycUpload', 'walletsKycUpload'),
      page('/terms-of-use', compliancePages.terms, { public: true }),
      page('/privacy-policy', compliancePages.privacy, { public: true }),
      page('*', () => import('../pages/NotFoundPage.tsx'), { public: true }),
    ],
  },
];
