import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { issueText } from '@casino/contract';
import type { RechargeKind } from '@casino/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Db, Queryable } from '../../../platform/db.ts';
import { buildQrPhPayload } from '../qr-ph.ts';
import type { CallbackOutbox } from './callback-outbox.ts';
import { SIGNATURE_HEADER } from './callback-outbox.ts';
import type { CallbackVerdict, DepositInstructions, OrderQueryResult, PaymentEvent, PaymentProvider } from './provider.ts';
import { checkSignature } from './signature.ts';

/**
 * The sandbox payment provider: plays a Philippine payment gateway's part on this server, so
 * deposits and withdrawals work end to end with no real provider (docs/payments.md). It keeps
 * its own books (sandbox_* tables), shows a hosted payment page where the payer chooses to
 * pay, fail or leave, and reports outcomes by signed callbacks through its outbox. Nothing is
 * charged and nothing is paid out: never run real players on it.
 */

export const SANDBOX = 'sandbox';
/** Payouts to an account number ending in these digits are refused by the sandbox "bank" (a test trigger). */
export const SANDBOX_FAILING_ACCOUNT_SUFFIX = '0000';

/** The QR Ph merchant the sandbox presents (tag 28: GUID, acquirer, merchant id). */
const QR_MERCHANT = { guid: 'ph.ppmi.p2m', acquirerId: 'SBXPPHM1XXX', merchantId: 'SANDBOX000000001', mcc: '7995', city: 'Manila' };

export type SandboxPaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface SandboxPayment {
  ref: string;
  orderId: string;
  method: RechargeKind;
  amount: number;
  status: SandboxPaymentStatus;
  qrPayload: string | null;
  returnUrl: string;
  expiresAt: Date;
}

interface PaymentRow {
  ref: string;
  merchant_order_id: string;
  method: RechargeKind;
  amount: number;
  status: SandboxPaymentStatus;
  qr_payload: string | null;
  return_url: string;
  expires_at: Date;
}

const toPayment = (r: PaymentRow): SandboxPayment => ({
  ref: r.ref, orderId: r.merchant_order_id, method: r.method, amount: Number(r.amount), status: r.status,
  qrPayload: r.qr_payload, returnUrl: r.return_url, expiresAt: new Date(r.expires_at),
});

/** What the sandbox sends to the callback endpoint. */
const CallbackBody = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.paid', 'payment.failed', 'payment.expired', 'payout.paid', 'payout.failed']),
  created: z.number().int(),
  data: z.object({
    reference: z.string().min(1).max(64),
    providerRef: z.string().min(1).max(100),
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.literal('PHP'),
    reason: z.string().max(500).default(''),
  }),
});
type CallbackBody = z.infer<typeof CallbackBody>;

export interface SandboxProvider extends PaymentProvider {
  /** The hosted page's view of a payment (expired when its time is up); null when unknown. */
  payment(ref: string): Promise<SandboxPayment | null>;
  /** The payer paid (or the payment failed) on the hosted page; null when it was not pending. */
  settlePayment(ref: string, outcome: 'paid' | 'failed'): Promise<SandboxPayment | null>;
  readonly outbox: CallbackOutbox;
}

export interface SandboxDeps {
  db: Db;
  clock: Clock;
  secret: string;
  toleranceSeconds: number;
  merchantName: string;
  outbox: CallbackOutbox;
  /** Called after an event is queued, so it can be delivered soon (not awaited). */
  onEvent?: () => void;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function createSandboxProvider(deps: SandboxDeps): SandboxProvider {
  const { db, clock, secret, outbox } = deps;

  async function queue(q: Pick<Queryable, 'query'>, type: CallbackBody['type'], data: Omit<CallbackBody['data'], 'currency'>): Promise<void> {
    const body: CallbackBody = { id: newId('evt'), type, created: Math.floor(clock.now().getTime() / 1000), data: { ...data, currency: 'PHP' } };
    await outbox.enqueue(q, body.id, JSON.stringify(body));
  }

  /** The provider's side expires a payment once its time is up, and says so by callback. */
  async function expireIfDue(tx: Pick<Queryable, 'query'>, row: PaymentRow): Promise<PaymentRow> {
    if (row.status !== 'pending' || new Date(row.expires_at) > clock.now()) return row;
    await tx.query(`UPDATE sandbox_payments SET status = 'expired', updated_at = $2 WHERE ref = $1`, [row.ref, clock.now()]);
    await queue(tx, 'payment.expired', { reference: row.merchant_order_id, providerRef: row.ref, amount: Number(row.amount), reason: 'not paid in time' });
    return { ...row, status: 'expired' };
  }

  const lockPayment = async (tx: Pick<Queryable, 'query'>, column: 'ref' | 'merchant_order_id', value: string) =>
    (await tx.query<PaymentRow>(`SELECT * FROM sandbox_payments WHERE ${column} = $1 FOR UPDATE`, [value])).rows[0];

  const notify = () => deps.onEvent?.();

  return {
    name: SANDBOX,
    outbox,

    async createDeposit(request): Promise<DepositInstructions> {
      const ref = newId('sbx_pay');
      const qrPayload = request.method === 'qr'
        ? buildQrPhPayload({ ...QR_MERCHANT, merchantName: deps.merchantName, merchantCity: QR_MERCHANT.city, amount: request.amount, reference: request.orderId })
        : null;
      // The same order id twice is the same payment (a retried create).
      await db.query(
        `INSERT INTO sandbox_payments (ref, merchant_order_id, method, amount, status, qr_payload, return_url, expires_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $8) ON CONFLICT (merchant_order_id) DO NOTHING`,
        [ref, request.orderId, request.method, request.amount, qrPayload, request.returnUrl, request.expiresAt, clock.now()],
      );
      const row = (await db.query<PaymentRow>('SELECT * FROM sandbox_payments WHERE merchant_order_id = $1', [request.orderId])).rows[0];
      if (!row) throw new Error('sandbox payment was not stored');
      if (row.method === 'qr') return { method: 'qr', providerRef: row.ref, qrCodeText: row.qr_payload ?? '' };
      if (row.method === 'bankOwn') {
        if (!request.ownBank) throw new Error('a bankOwn deposit needs the operator account');
        return { method: 'bankOwn', providerRef: row.ref, bank: request.ownBank, reference: request.orderId };
      }
      return { method: 'payUrl', providerRef: row.ref, payUrl: `/sandbox/pay/${row.ref}` };
    },

    verifyCallback(headers, rawBody): CallbackVerdict {
      const raw = headers[SIGNATURE_HEADER];
      const header = Array.isArray(raw) ? raw[0] : raw;
      const check = checkSignature(secret, header, rawBody, Math.floor(clock.now().getTime() / 1000), deps.toleranceSeconds);
      if (check === 'missing' || check === 'invalid') return { ok: false, reason: 'signature', message: `${SIGNATURE_HEADER} is missing or does not match the body` };
      if (check === 'stale') return { ok: false, reason: 'stale', message: `${SIGNATURE_HEADER} timestamp is outside the tolerance` };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'malformed', message: 'body is not JSON' };
      }
      const parsed = CallbackBody.safeParse(json);
      if (!parsed.success) {
        return { ok: false, reason: 'malformed', message: issueText(parsed.error) };
      }
      const { id, type, data } = parsed.data;
      const [kind, status] = type.split('.') as ['payment' | 'payout', PaymentEvent['status']];
      const event: PaymentEvent = {
        eventId: id, kind: kind === 'payment' ? 'deposit' : 'payout', orderId: data.reference, providerRef: data.providerRef,
        status, amount: data.amount, reason: data.reason,
      };
      return { ok: true, event };
    },

    async createPayout(request) {
      // The sandbox "bank" decides at once; the result still comes by callback, as real payouts do.
      const refused = request.account.accountNumber.endsWith(SANDBOX_FAILING_ACCOUNT_SUFFIX);
      const status = refused ? 'failed' : 'paid';
      const reason = refused ? 'The receiving bank refused the account (sandbox test account)' : '';
      const ref = newId('sbx_out');
      const created = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ ref: string }>(
          `INSERT INTO sandbox_payouts (ref, merchant_order_id, amount, status, reason, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (merchant_order_id) DO NOTHING RETURNING ref`,
          [ref, request.orderId, request.amount, status, reason, clock.now()],
        );
        if (rows.length === 0) return false;
        await queue(tx, status === 'paid' ? 'payout.paid' : 'payout.failed', { reference: request.orderId, providerRef: ref, amount: request.amount, reason });
        return true;
      });
      if (created) notify();
      const row = (await db.query<{ ref: string }>('SELECT ref FROM sandbox_payouts WHERE merchant_order_id = $1', [request.orderId])).rows[0];
      return { providerRef: row?.ref ?? ref, status: 'pending', reason: '' };
    },

    async queryOrder(kind, orderId): Promise<OrderQueryResult> {
      if (kind === 'payout') {
        const { rows } = await db.query<{ ref: string; status: 'pending' | 'paid' | 'failed'; amount: number; reason: string }>(
          'SELECT ref, status, amount, reason FROM sandbox_payouts WHERE merchant_order_id = $1', [orderId],
        );
        const row = rows[0];
        if (!row) return { status: 'unknown', amount: null, providerRef: null, reason: '' };
        return { status: row.status, amount: Number(row.amount), providerRef: row.ref, reason: row.reason };
      }
      const result = await db.transaction(async (tx) => {
        const row = await lockPayment(tx, 'merchant_order_id', orderId);
        return row ? expireIfDue(tx, row) : null;
      });
      if (!result) return { status: 'unknown', amount: null, providerRef: null, reason: '' };
      return { status: result.status, amount: Number(result.amount), providerRef: result.ref, reason: '' };
    },

    async payment(ref) {
      const row = await db.transaction(async (tx) => {
        const found = await lockPayment(tx, 'ref', ref);
        return found ? expireIfDue(tx, found) : null;
      });
      return row ? toPayment(row) : null;
    },

    async settlePayment(ref, outcome) {
      const row = await db.transaction(async (tx) => {
        const found = await lockPayment(tx, 'ref', ref);
        if (!found) return null;
        const current = await expireIfDue(tx, found);
        if (current.status !== 'pending') return null;
        await tx.query('UPDATE sandbox_payments SET status = $2, updated_at = $3 WHERE ref = $1', [ref, outcome, clock.now()]);
        await queue(tx, outcome === 'paid' ? 'payment.paid' : 'payment.failed', {
          reference: current.merchant_order_id, providerRef: current.ref, amount: Number(current.amount),
          reason: outcome === 'failed' ? 'The payer declined the payment' : '',
        });
        return { ...current, status: outcome };
      });
      if (row) notify();
      return row ? toPayment(row) : null;
    },
  };
}
