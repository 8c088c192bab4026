import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentSettings } from '../../platform/config.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import type { PhilippineDays } from '../../platform/philippine-day.ts';
import type { KycFace } from '../kyc/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { createBankAccounts } from './bank-accounts.ts';
import { createCallbackHandler } from './callbacks.ts';
import { loadChannels, rechargeTypesOf } from './channels.ts';
import { readDailyPayments } from './daily-figures.ts';
import { createDeposits } from './deposits.ts';
import { createPaymentJobs } from './jobs.ts';
import { createProviderRegistry } from './providers/registry.ts';
import { readCreditedDeposits, readDepositTotals, readOpenOrders, readPaymentSummary } from './store.ts';
import { createWithdrawals } from './withdrawals.ts';

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  wallet: WalletService;
  /** Where a player's identity verification stands (withdrawals need it approved). */
  kyc: Pick<KycFace, 'kycStatusOf'>;
  /** depositCredited and the withdrawal events go out inside the transactions that move the coins. */
  events: EventPublisher;
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
  const { db, clock, log, wallet, kyc, events, settings } = deps;
  const channels = loadChannels(settings);
  /** The module's job (every PAYMENT_JOBS_INTERVAL_SECONDS) and the kicks that ask for a round sooner. */
  const jobs = createPaymentJobs({ intervalSeconds: settings.jobsIntervalSeconds, log, run: () => runRound() });
  const providers = createProviderRegistry({
    db, clock, settings, derivedSecret: deps.derivedSecret, merchantName: deps.merchantName, onEvent: () => jobs.kick(),
  });
  const deposits = createDeposits({ db, clock, log, ledger: wallet.ledger, channels, providers, settings, events });
  const withdrawals = createWithdrawals({ db, clock, log, wallet, kyc, providers, settings, events });
  const handleCallback = createCallbackHandler({ db, clock, log, providers, deposits, withdrawals });
  // Without an HTTP server (the operator CLI) the sandbox hands callbacks straight to the
  // handler the endpoint uses; the server replaces this with a request to the endpoint.
  providers.sandbox?.outbox.setDeliverer(async (delivery) => (await handleCallback('sandbox', delivery.headers, delivery.body)).status);

  /** One round of background work: callbacks out, then the orders no callback settled. */
  async function runRound(): Promise<void> {
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
    /** One round of the background work now (or the round in progress): the operators' `payments run`. */
    runJobs: jobs.runOnce,
    jobs,
    /** totalRecharge and firstRecharge of the user info, in the caller's transaction when given one. */
    readPaymentSummary,
    /** The player's deposits and withdrawals still in progress, in the caller's transaction when given one (the supply activity). */
    openOrders: (playerId: number, q: Queryable = db) => readOpenOrders(q, playerId, clock.now()),
    /** The player's deposits credited in [from, to), oldest first, in the caller's transaction when given one (the deposit activities). */
    creditedDeposits: (playerId: number, from: Date, to: Date | null, q: Queryable = db) => readCreditedDeposits(q, playerId, from, to),
    /** totalRecharge and first deposit time of each given player that has deposited, in the caller's transaction when given one (the referral activities). */
    depositTotals: (playerIds: readonly number[], q: Queryable = db) => readDepositTotals(q, playerIds),
    /** Deposits credited and withdrawals paid per Philippine day (the console's dashboard). */
    dailyPayments: (days: PhilippineDays) => readDailyPayments(db, days),
  };
}
