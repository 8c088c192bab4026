import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentSettings } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import type { WalletService } from '../wallet/service.ts';
import { createBankAccounts } from './bank-accounts.ts';
import { createCallbackHandler } from './callbacks.ts';
import { loadChannels, rechargeTypesOf } from './channels.ts';
import { createDeposits } from './deposits.ts';
import { createPaymentJobs } from './jobs.ts';
import type { PaymentJobs } from './jobs.ts';
import { createProviderRegistry } from './providers/registry.ts';
import { createWithdrawals } from './withdrawals.ts';

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  wallet: WalletService;
  settings: PaymentSettings;
  /** A stable secret of this installation (for the sandbox's signing key when none is configured). */
  derivedSecret: () => string;
  /** The merchant name providers show (the brand). */
  merchantName: string;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * The payments module: deposit channels, bound accounts, deposits, withdrawals, the provider
 * adapters and their callbacks, and the reconciliation jobs. Money moves only through the
 * wallet's ledger.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, log, wallet, settings } = deps;
  const channels = loadChannels(settings);
  let jobs: PaymentJobs | null = null;
  const providers = createProviderRegistry({
    db, clock, settings, derivedSecret: deps.derivedSecret, merchantName: deps.merchantName, onEvent: () => jobs?.kick(),
  });
  const deposits = createDeposits({ db, clock, log, ledger: wallet.ledger, channels, providers, settings });
  const withdrawals = createWithdrawals({ db, clock, log, wallet, providers, settings });
  const handleCallback = createCallbackHandler({ db, clock, log, providers, deposits, withdrawals });
  // Without an HTTP server (the operator CLI) the sandbox hands callbacks straight to the
  // handler the endpoint uses; the server replaces this with a request to the endpoint.
  providers.sandbox?.outbox.setDeliverer(async (delivery) => (await handleCallback('sandbox', delivery.headers, delivery.body)).status);

  /** One round of background work: callbacks out, then the orders no callback settled. */
  async function runJobs(): Promise<void> {
    await providers.sandbox?.outbox.drain();
    await deposits.reconcileDue();
    await withdrawals.reconcileDue();
    await providers.sandbox?.outbox.drain();
  }

  return {
    channels,
    rechargeTypes: rechargeTypesOf(channels),
    providers,
    bankAccounts: createBankAccounts({ db, clock }),
    deposits,
    withdrawals,
    handleCallback,
    runJobs,
    /** Starts the timer of PAYMENT_JOBS_INTERVAL_SECONDS (0: none); stop it before closing the database. */
    startJobs(): PaymentJobs {
      jobs = createPaymentJobs({ intervalSeconds: settings.jobsIntervalSeconds, log, run: runJobs });
      return jobs;
    },
  };
}
