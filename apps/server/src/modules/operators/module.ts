import { defineModule } from '../../platform/module.ts';
import { rateGuard } from '../../platform/rate-limit.ts';
import { createOperatorAccess } from './access.ts';
import { createAdjustmentDesk } from './adjustments.ts';
import { createBooksDesk } from './books.ts';
import { createCatalogDesk } from './catalog.ts';
import { registerConsoleApp } from './console-app.ts';
import { createDashboardDesk } from './dashboard.ts';
import type { OperatorsFace } from './index.ts';
import { createMailDesk } from './mail.ts';
import { createPlayerDesk } from './players.ts';
import { createReviewDesk } from './reviews.ts';
import { createSaferPlayDesk } from './safer-play.ts';
import { operatorRouter } from './router.ts';
import {
  registerAdjustmentCalls, registerAuditCalls, registerManagementCalls, registerPlayerCalls, registerReviewCalls, registerSessionCalls,
} from './routes.ts';
import { registerMailAndBooksCalls } from './routes.ts';
import { registerDashboardCalls } from './routes.ts';
import { registerCatalogCalls } from './routes.ts';
import { registerSaferPlayCalls } from './routes.ts';
import { registerPromotionCalls } from './routes.ts';
import { createPromotionDesk } from './promotions.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    operators: OperatorsFace;
  }
}

export const operatorsModule = defineModule({
  name: 'operators',
  needs: ['audit', 'accounts', 'wallet', 'payments', 'kyc', 'mail', 'lobby', 'config', 'safer-play', 'promotions'],
  create(ctx, needs): OperatorsFace {
    const { db, clock, config } = ctx;
    const access = createOperatorAccess({
      db, clock, hasher: ctx.passwordHasher, passwordKey: ctx.passwordKey, audit: needs.audit,
      issuer: `${config.site.appName} console`, limits: rateGuard(ctx.rateLimiter, config.rateLimitScale),
    });
    const players = createPlayerDesk({ db, clock, accounts: needs.accounts, wallet: needs.wallet, payments: needs.payments, kyc: needs.kyc, audit: needs.audit });
    const reviews = createReviewDesk({ payments: needs.payments, kyc: needs.kyc });
    const adjustments = createAdjustmentDesk({
      db, clock, accounts: needs.accounts, wallet: needs.wallet, audit: needs.audit, approvalOver: config.adjustmentApprovalOver,
    });
    const mail = createMailDesk({ mail: needs.mail });
    const books = createBooksDesk({ db, clock, audit: needs.audit });
    const dashboard = createDashboardDesk({ clock, accounts: needs.accounts, wallet: needs.wallet, payments: needs.payments });
    const catalog = createCatalogDesk({ db, clock, lobby: needs.lobby, config: needs.config, audit: needs.audit });
    const saferPlay = createSaferPlayDesk({ db, clock, accounts: needs.accounts, saferPlay: needs['safer-play'] });
    const promotions = createPromotionDesk({ db, clock, promotions: needs.promotions, audit: needs.audit });
    return { access, players, reviews, adjustments, mail, books, dashboard, catalog, saferPlay, promotions, audit: needs.audit };
  },
  async routes({ access, players, reviews, adjustments, mail, books, dashboard, catalog, saferPlay, promotions, audit }, { app }, ctx) {
    const router = operatorRouter(app, access.resolveSession);
    registerSessionCalls(router, access);
    registerManagementCalls(router, access);
    registerPlayerCalls(router, players);
    registerAdjustmentCalls(router, adjustments);
    registerReviewCalls(app, router, reviews);
    registerAuditCalls(router, audit, ctx.db);
    registerMailAndBooksCalls(router, mail, books);
    registerDashboardCalls(router, dashboard);
    registerCatalogCalls(router, catalog);
    registerSaferPlayCalls(router, saferPlay);
    registerPromotionCalls(router, promotions);
    await registerConsoleApp(app, ctx.config.adminDistDir);
  },
});
