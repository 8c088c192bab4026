import { createHash } from 'node:crypto';
import { PaymentErrcode } from '@casino/contract';
import type { Envelope } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Deposits } from './deposits.ts';
import type { CallbackHeaders } from './providers/provider.ts';
import type { ProviderRegistry } from './providers/registry.ts';
import * as store from './store.ts';
import type { CallbackOutcome } from './store.ts';
import type { Withdrawals } from './withdrawals.ts';

/**
 * POST /payments/callback/{provider}: what a provider tells us about an order. The raw body is
 * verified by the provider's adapter (signature and timestamp) before anything is read from it;
 * every callback is recorded (without its body); applying it is idempotent, so providers may
 * repeat it as often as they like. The answer is 2xx once the callback needs no repeating,
 * including for an order we do not know or an amount we will not credit (a person looks at
 * those); 401 for a bad signature or a stale timestamp, so the provider retries with a fresh one.
 */

export interface CallbackAnswer {
  status: number;
  body: Envelope & { outcome?: CallbackOutcome };
}

export interface CallbackDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  providers: ProviderRegistry;
  deposits: Pick<Deposits, 'applyOutcome'>;
  withdrawals: Pick<Withdrawals, 'applyPayoutOutcome'>;
}

export type CallbackHandler = (providerName: string, headers: CallbackHeaders, rawBody: string) => Promise<CallbackAnswer>;

export function createCallbackHandler(deps: CallbackDeps): CallbackHandler {
  const { db, clock, log, providers } = deps;
  return async (providerName, headers, rawBody) => {
    const provider = providers.get(providerName);
    if (!provider) return { status: 404, body: { code: 404, errcode: 404, msg: 'Unknown payment provider' } };
    const bodySha256 = createHash('sha256').update(rawBody).digest('hex');
    const record = (outcome: CallbackOutcome, event?: { eventId: string; type: string; kind: string; orderId: string; amount: number }) =>
      store.recordCallback(db, {
        provider: provider.name, eventId: event?.eventId ?? null, eventType: event?.type ?? null, orderKind: event?.kind ?? null,
        orderId: event?.orderId ?? null, amount: event?.amount ?? null, outcome, bodySha256, at: clock.now(),
      });

    const verdict = provider.verifyCallback(headers, rawBody);
    if (!verdict.ok) {
      const outcome: CallbackOutcome = verdict.reason === 'signature' ? 'signature_invalid' : verdict.reason;
      await record(outcome);
      log.warn({ provider: provider.name, outcome }, 'payment callback refused');
      if (verdict.reason === 'malformed') return { status: 400, body: { code: 400, errcode: 400, msg: verdict.message } };
      const errcode = verdict.reason === 'stale' ? PaymentErrcode.CallbackStale : PaymentErrcode.CallbackSignatureInvalid;
      return { status: 401, body: { code: 401, errcode, msg: verdict.message } };
    }

    const { event } = verdict;
    const outcome = event.kind === 'deposit'
      ? await deps.deposits.applyOutcome({ orderId: event.orderId, status: event.status, amount: event.amount, providerRef: event.providerRef, cause: 'callback', detail: { eventId: event.eventId, ...(event.reason ? { reason: event.reason } : {}) } })
      : await deps.withdrawals.applyPayoutOutcome({ orderId: event.orderId, status: event.status, amount: event.amount, providerRef: event.providerRef, reason: event.reason, cause: 'callback' });
    await record(outcome, { eventId: event.eventId, type: `${event.kind}.${event.status}`, kind: event.kind, orderId: event.orderId, amount: event.amount });
    log.info({ provider: provider.name, orderId: event.orderId, status: event.status, outcome }, 'payment callback');
    if (outcome === 'amount_mismatch') {
      return { status: 200, body: { code: 200, errcode: PaymentErrcode.AmountMismatch, msg: 'Amount differs from the order; recorded for review', outcome } };
    }
    return { status: 200, body: { code: 200, errcode: 0, outcome } };
  };
}
