import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { CallResponse, UserInfo } from '@casino/contract';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { signatureHeader } from '../src/modules/payments/providers/signature.ts';
import { parseConfig } from '../src/platform/config.ts';
import type { PaymentSettings, ServerConfig } from '../src/platform/config.ts';
import { createOpsContext } from '../src/ops/context.ts';
import type { OpsContext } from '../src/ops/context.ts';
import { runOps } from '../src/ops/commands.ts';
import { buildTestApp, call, encryptPassword, registerPlayer } from './helper.ts';
import type { ConfigOverrides, RegisteredPlayer, TestApp } from './helper.ts';

/** Shared fixtures of the payments, KYC and operator suites. */

export const SANDBOX_SECRET = 'sandbox-test-secret-not-for-production';
export const WALLET_PASSWORD = 'Safe-box-9';
export const GCASH = 101;
export const MAYA = 102;
export const BDO = 201;
/** Channels of the built-in set. */
export const CHANNEL = { gcash: 1, maya: 2, qr: 3, bank: 4 } as const;

export interface PaymentsTestApp {
  app: TestApp;
  config: ServerConfig;
  /** The operator commands on the app's database; lines they printed. */
  ops(...argv: string[]): Promise<{ status: number; lines: string[] }>;
  opsContext: OpsContext;
  dispose(): Promise<void>;
}

export interface PaymentOverrides {
  deposit?: Partial<PaymentSettings['deposit']>;
  withdraw?: Partial<PaymentSettings['withdraw']>;
  payments?: Partial<Omit<PaymentSettings, 'deposit' | 'withdraw'>>;
  kycMaxFileBytes?: number;
  app?: ConfigOverrides;
}

/**
 * The real app on a fresh database, with the sandbox provider's secret known to the test, the
 * background jobs off (tests deliver callbacks and reconcile when they choose), and a KYC
 * directory of its own.
 */
export async function buildPaymentsApp(o: PaymentOverrides = {}): Promise<PaymentsTestApp> {
  const base = parseConfig({});
  const kycDir = mkdtempSync(join(tmpdir(), 'casino-kyc-test-'));
  const payments: PaymentSettings = {
    ...base.payments,
    sandboxSecret: SANDBOX_SECRET,
    jobsIntervalSeconds: 0,
    ...o.payments,
    deposit: { ...base.payments.deposit, ...o.deposit },
    withdraw: { ...base.payments.withdraw, ...o.withdraw },
  };
  const overrides: ConfigOverrides = { ...o.app, payments, kyc: { dir: kycDir, maxFileBytes: o.kycMaxFileBytes ?? base.kyc.maxFileBytes } };
  const app = await buildTestApp(overrides);
  const config: ServerConfig = { ...base, dataDir: null, ...overrides, site: { ...base.site, ...overrides.site } };
  const lines: string[] = [];
  const opsContext = createOpsContext({
    db: app.db, clock: app.clock, config, log: app.log, derivedSecret: () => SANDBOX_SECRET, out: (line) => lines.push(line),
  });
  return {
    app,
    config,
    opsContext,
    async ops(...argv) {
      lines.length = 0;
      const status = await runOps(argv, opsContext);
      return { status, lines: [...lines] };
    },
    async dispose() {
      await app.dispose();
      rmSync(kycDir, { recursive: true, force: true });
    },
  };
}

export const requestId = (): string => `req-${randomBytes(8).toString('hex')}`;

export async function expectBooksClean(app: TestApp): Promise<void> {
  const report = await checkBooks(app.db);
  expect(report.breaches).toEqual([]);
}

export async function coinOf(app: TestApp, token: string): Promise<number> {
  const res = await call(app, 'refreshData', {}, token);
  expect(res.errcode).toBe(0);
  return res.coin as number;
}

export async function userInfo(app: TestApp, token: string): Promise<UserInfo> {
  return (await call(app, 'getAfterLoginInfo', {}, token)) as unknown as UserInfo;
}

/** A GCash number no other test binds. */
export const uniqueGcash = (): string => `09${String(randomBytes(5).readUIntBE(0, 5) % 1_000_000_000).padStart(9, '0')}`.replace(/0000$/, '1234');
export const uniqueBankNumber = (): string => `${randomBytes(6).readUIntBE(0, 6)}`.padStart(12, '7').slice(0, 12);

export async function bind(app: TestApp, token: string, bankId = GCASH, cardNum = bankId < 200 ? uniqueGcash() : uniqueBankNumber(), accountName = 'Juan Dela Cruz') {
  const res = await call(app, 'addBankInfo', { bankId, accountName, cardNum }, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  return { ...res, cardNum };
}

export type Recharge = CallResponse<'recharge3'>;

export async function recharge(app: TestApp, token: string, amount: number, rechargeType: number = CHANNEL.gcash): Promise<Recharge> {
  const res = await call(app, 'recharge3', { amount, version: 4, actType: 0, rechargeType }, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  return res as Recharge;
}

/** The sandbox's payment id in a payment page URL. */
export const refOf = (payUrl: string): string => payUrl.split('/').pop() as string;

/** The payer's choice on the hosted page; answers the HTTP status. */
export async function payOnPage(app: TestApp, ref: string, action: 'pay' | 'fail' = 'pay') {
  return app.inject({ method: 'POST', url: `/sandbox/pay/${ref}/${action}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
}

/** The sandbox's payment id of an order (any channel). */
export async function sandboxRefOf(app: TestApp, orderId: string): Promise<string> {
  const { rows } = await app.db.query<{ ref: string }>('SELECT ref FROM sandbox_payments WHERE merchant_order_id = $1', [orderId]);
  return rows[0]?.ref as string;
}

export const drainCallbacks = (app: TestApp) => app.payments.providers.sandbox!.outbox.drain();

/** A player with coins from a paid deposit (GCash bound). */
export async function fundedPlayer(app: TestApp, amount: number): Promise<RegisteredPlayer & { gcash: string }> {
  const player = await registerPlayer(app);
  const { cardNum } = await bind(app, player.token);
  const order = await recharge(app, player.token, amount);
  expect((await payOnPage(app, refOf(order.payUrl as string))).statusCode).toBe(303);
  await drainCallbacks(app);
  expect(await coinOf(app, player.token)).toBe(amount);
  return { ...player, gcash: cardNum };
}

/** A signed callback as the sandbox sends it (any body, any timestamp). */
export async function postCallback(app: TestApp, body: unknown, options: { timestamp?: number; secret?: string; header?: string | null } = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(app.clock.now().getTime() / 1000);
  const header = options.header === undefined ? signatureHeader(options.secret ?? SANDBOX_SECRET, timestamp, raw) : options.header;
  return app.inject({
    method: 'POST', url: '/payments/callback/sandbox',
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'x-sandbox-signature': header }) },
    payload: raw,
  });
}

export function paymentEvent(type: string, reference: string, amount: number, providerRef = 'sbx_pay_test') {
  return { id: `evt_${randomBytes(8).toString('hex')}`, type, created: 0, data: { reference, providerRef, amount, currency: 'PHP', reason: '' } };
}

/** Smallest valid images by their magic bytes, padded to a size. */
export const PNG = (size = 64) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(Math.max(0, size - 8))]);
export const JPEG = (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(Math.max(0, size - 4))]);
export const WEBP = (size = 64) => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), randomBytes(Math.max(0, size - 16))]);

/** POST /app/v1/uploadKyc as a browser form would send it. */
export async function uploadKyc(app: TestApp, token: string | null, fields: { kind?: string; file?: Buffer; filename?: string; contentType?: string }) {
  const boundary = `----casino${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (fields.kind !== undefined) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${fields.kind}\r\n`));
  if (fields.file !== undefined) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fields.filename ?? 'id.png'}"\r\nContent-Type: ${fields.contentType ?? 'image/png'}\r\n\r\n`));
    chunks.push(fields.file, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({
    method: 'POST', url: '/app/v1/uploadKyc',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: Buffer.concat(chunks),
  });
}

export const KYC_DETAILS = {
  idType: 'passport', idNumber: 'P1234567A', firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz', birthDate: '1990-05-17',
} as const;

/** Uploads both images and submits; answers the submission id. */
export async function submitKyc(app: TestApp, token: string, details: Record<string, unknown> = {}): Promise<number> {
  const photo = (await uploadKyc(app, token, { kind: 'idPhoto', file: PNG() })).json() as { fileId: string };
  const selfie = (await uploadKyc(app, token, { kind: 'selfie', file: JPEG(), filename: 'me.jpg', contentType: 'image/jpeg' })).json() as { fileId: string };
  const res = await call(app, 'addKyc', { ...KYC_DETAILS, photoFileId: photo.fileId, selfieFileId: selfie.fileId, ...details }, token);
  expect(res, JSON.stringify(res)).toMatchObject({ errcode: 0, status: 'pending' });
  const { rows } = await app.db.query<{ id: number }>('SELECT id FROM kyc_submissions WHERE photo_file_id = $1', [photo.fileId]);
  return Number(rows[0]?.id);
}

/** A player ready to withdraw: funded, GCash bound, wallet password set, identity approved. */
export async function readyToWithdraw(t: PaymentsTestApp, amount: number) {
  const { app } = t;
  const player = await fundedPlayer(app, amount);
  const set = await call(app, 'safeboxPasswordInit', { password: await encryptPassword(app, WALLET_PASSWORD) }, player.token);
  expect(set.errcode).toBe(0);
  const submission = await submitKyc(app, player.token);
  expect((await t.ops('kyc', 'approve', String(submission), '--operator', 'tester')).status).toBe(0);
  return { ...player, password: await encryptPassword(app, WALLET_PASSWORD) };
}
