import { calls } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { CallRouter } from '../../platform/call-route.ts';
import { bankCatalogue } from './banks.ts';
import { registerPaymentIcons } from './icons.ts';
import { registerSandboxPaymentPage } from './providers/sandbox-page.ts';
import type { PaymentsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments module's face, for tests and tooling (its orders, its sandbox); its job is app.jobs' payments.reconcile. */
    payments: PaymentsService;
  }
}

/** Callback bodies are small JSON documents. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/** The payment calls of §7, the providers' callback endpoint, the sandbox's pages and the channel icons. */
export function registerPayments(app: FastifyInstance, router: CallRouter, payments: PaymentsService, merchantName: string): void {
  const { deposits, withdrawals, bankAccounts } = payments;
  const me = (ctx: { session: { playerId: number } }) => ctx.session.playerId;

  // Handlers answer the payload or throw a Refusal; the call router turns either into the envelope.
  router.player(calls.getRechargeConfig, (_input, ctx) => deposits.config(me(ctx)));
  router.player(calls.recharge3, (input, ctx) => deposits.create(me(ctx), input));
  router.player(calls.isRechargeDone, (input, ctx) => deposits.isDone(me(ctx), input.orderId));
  router.player(calls.getRechargeRecord, (input, ctx) =>
    deposits.records(me(ctx), { page: input.page, pageSize: input.pageSize, status: input.status }));
  router.player(calls.checkRechargeOrder, (input, ctx) =>
    deposits.checkOrders(me(ctx), { page: input.page, pageSize: input.pageSize, orderId: input.orderId }));

  router.player(calls.getExchange, (_input, ctx) => withdrawals.info(me(ctx)));
  router.player(calls.exchange, (input, ctx) =>
    withdrawals.request(me(ctx), { amount: input.amount, bankId: input.bankId, password: input.password, requestId: input.requestId }));
  router.player(calls.getExchangeOrder, (input, ctx) =>
    withdrawals.list(me(ctx), { page: input.page, pageSize: input.pageSize, status: input.status }));
  router.player(calls.cancelExchange, (input, ctx) => withdrawals.cancel(me(ctx), input.orderId));

  router.player(calls.getUserBankList, async (_input, ctx) =>
    ({ ...(await bankAccounts.list(me(ctx))), bankList: bankCatalogue() }));
  router.player(calls.addBankInfo, (input, ctx) => bankAccounts.add(me(ctx), input));
  router.player(calls.modifyBankInfo, (input, ctx) => bankAccounts.modify(me(ctx), input));

  // The raw body is what the provider signed: it is verified before it is parsed.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/payments/callback/:provider', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const answer = await payments.handleCallback(request.params.provider, request.headers, raw);
      return reply.status(answer.status).send(answer.body);
    });
  });

  const sandbox = payments.providers.sandbox;
  if (sandbox) {
    registerSandboxPaymentPage(app, sandbox, merchantName);
    // Callbacks travel through the endpoint, as a provider's would.
    sandbox.outbox.setDeliverer(async (delivery) => {
      const res = await app.inject({ method: 'POST', url: '/payments/callback/sandbox', headers: delivery.headers, payload: delivery.body });
      return res.statusCode;
    });
    app.log.warn('Payment provider is the sandbox: no money moves, and anyone with a payment link can mark it paid at /sandbox/pay/');
  }
  registerPaymentIcons(app, payments.channels);

  // A kicked round delivers through the endpoint: none starts once the server begins to close.
  app.addHook('preClose', async () => payments.jobs.stop());
  app.decorate('payments', payments);
}
