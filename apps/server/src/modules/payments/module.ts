import { defineModule } from '../../platform/module.ts';
import type { PaymentsFace } from './index.ts';
import { paymentsClosureCheck, paymentsExportPart } from './player-data.ts';
import { registerPayments } from './routes.ts';
import { createPaymentsService } from './service.ts';
// The events this module publishes, declared for every program that builds it.
export type * from './events.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    payments: PaymentsFace;
  }
}

/**
 * Deposits, withdrawals, bound accounts, provider callbacks and their reconciliation. Adds
 * totalRecharge and firstRecharge to the user info; publishes depositCredited and the
 * withdrawal events; its job (payments.reconcile) delivers due callbacks and asks the
 * provider about orders no callback settled.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['accounts', 'wallet', 'kyc', 'audit'],
  create(ctx, needs): PaymentsFace {
    const { config, passwordKey } = ctx;
    const payments = createPaymentsService({
      db: ctx.db, clock: ctx.clock, log: ctx.log, wallet: needs.wallet, kyc: needs.kyc, events: ctx.events,
      settings: config.payments, merchantName: config.site.appName,
      derivedSecret: () => passwordKey.deriveSecret('payment:sandbox').toString('hex'),
    });
    needs.accounts.addUserInfoPart((q, playerId) => payments.readPaymentSummary(q, playerId));
    needs.accounts.addExportPart('payments', paymentsExportPart);
    needs.accounts.addClosureCheck(paymentsClosureCheck);
    return payments;
  },
  routes(payments, { app, router }, ctx) {
    registerPayments(app, router, payments, ctx.config.site.appName);
  },
  jobs(payments) {
    return [payments.jobs.job()];
  },
});
