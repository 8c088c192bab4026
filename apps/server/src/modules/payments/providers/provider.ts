import type { BankKind, RechargeKind } from '@casino/contract';
import type { OwnBankAccount } from '../channels.ts';

/**
 * What a payment provider (a Philippine payment gateway, or the built-in sandbox) does for us.
 * docs/payments.md is the integrator's guide. Amounts are integer hundredths of a peso; our
 * order id is the merchant reference every call and callback carries, and the provider must
 * treat a second create with the same order id as the first (idempotent).
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a payment for a deposit order. Throws when the provider refuses or cannot be reached. */
  createDeposit(request: DepositRequest): Promise<DepositInstructions>;
  /** Checks a callback's signature and freshness and parses it; never throws. */
  verifyCallback(headers: CallbackHeaders, rawBody: string): CallbackVerdict;
  /** Sends money to a player's account. Throws when the provider cannot be reached. */
  createPayout(request: PayoutRequest): Promise<PayoutResult>;
  /** Where an order stands at the provider (for orders whose callback has not come). */
  queryOrder(kind: OrderKind, orderId: string): Promise<OrderQueryResult>;
}

export type OrderKind = 'deposit' | 'payout';
export type CallbackHeaders = Record<string, string | string[] | undefined>;

export interface DepositRequest {
  orderId: string;
  amount: number;
  method: RechargeKind;
  /** Shown on the provider's page. */
  description: string;
  expiresAt: Date;
  /** Where the provider's page sends the payer back (path on our site). */
  returnUrl: string;
  /** For bankOwn: the operator's account the payer transfers to. */
  ownBank: OwnBankAccount | null;
}

export type DepositInstructions =
  | { method: 'payUrl'; providerRef: string; payUrl: string }
  | { method: 'qr'; providerRef: string; qrCodeText: string }
  | { method: 'bankOwn'; providerRef: string; bank: OwnBankAccount; reference: string };

export interface PayoutRequest {
  orderId: string;
  /** What reaches the account (the withdrawal less its fee). */
  amount: number;
  account: { bankId: number; shortBankName: string; kind: BankKind; accountName: string; accountNumber: string };
}

/** A payout is usually confirmed later by callback (pending); some providers answer at once. */
export interface PayoutResult {
  providerRef: string;
  status: 'pending' | 'paid' | 'failed';
  reason: string;
}

export interface OrderQueryResult {
  /** unknown: the provider has no order with that id. */
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'unknown';
  amount: number | null;
  providerRef: string | null;
  reason: string;
}

/** A provider's report about one of our orders. */
export interface PaymentEvent {
  eventId: string;
  kind: OrderKind;
  orderId: string;
  providerRef: string;
  status: 'paid' | 'failed' | 'expired';
  amount: number;
  reason: string;
}

export type CallbackVerdict =
  | { ok: true; event: PaymentEvent }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed'; message: string };
