/**
 * The payments module's face: deposits, withdrawals, bound accounts and the provider
 * adapters. Other modules hear of money in and out through its events (events.ts); the
 * operator command line reviews withdrawals through the service.
 */
import type { PaymentsService } from './service.ts';

/** What `needs: ['payments']` hands a module: the payments service (rechargeTypes, orders, providers ...). */
export type PaymentsFace = PaymentsService;

export { createPaymentsService } from './service.ts';
export type { PaymentsDeps, PaymentsService } from './service.ts';
export type { WithdrawalRow } from './store.ts';
export type { DepositGuard } from './deposits.ts';
export type { DailyPayments } from './daily-figures.ts';
export { maskAccountNumber } from './banks.ts';
export { AUTO_APPROVER, PLAYER_ACTOR_PREFIX } from './withdrawals.ts';
export { PAYMENTS_JOB } from './jobs.ts';
