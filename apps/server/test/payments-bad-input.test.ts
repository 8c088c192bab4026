import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@casino/contract';
import type { CallName } from '@casino/contract';
import type { z } from 'zod';
import { call, ENRICHMENT, registerPlayer } from './helper.ts';
import { buildPaymentsApp } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';
import { CIPHER, VALID_BODIES as ALL_VALID_BODIES } from './valid-bodies.ts';

/** The JSON payment calls (uploadKyc is multipart: kyc.test.ts), with the bodies the whole-API test uses. */
const PAYMENT_CALLS = [
  'getRechargeConfig', 'recharge3', 'isRechargeDone', 'getRechargeRecord', 'checkRechargeOrder', 'getExchange', 'exchange',
  'getExchangeOrder', 'cancelExchange', 'getUserBankList', 'addBankInfo', 'modifyBankInfo', 'addKyc', 'kyc',
] as const satisfies readonly CallName[];
type PaymentCall = (typeof PAYMENT_CALLS)[number];
const VALID_BODIES = Object.fromEntries(PAYMENT_CALLS.map((name) => [name, ALL_VALID_BODIES[name]])) as Record<PaymentCall, Record<string, unknown>>;
const NAMES = Object.keys(VALID_BODIES) as PaymentCall[];

const HOSTILE_VALUES: Array<[string, unknown]> = [
  ['operator object', { $gt: '' }],
  ['10k string', 'x'.repeat(10_000)],
  ['array', ['a']],
  ['nested', { a: { b: [1, { c: null }] } }],
  ['negative', -1],
  ['float', 0.5],
  ['SQL', "1' OR '1'='1"],
];
const TABLES = ['deposit_orders', 'withdrawal_orders', 'payment_bank_accounts', 'kyc_submissions', 'kyc_files', 'payment_player_state', 'ledger_transfers'];

let t: PaymentsTestApp;
let token: string;
beforeAll(async () => {
  t = await buildPaymentsApp();
  token = (await registerPlayer(t.app)).token;
});
afterAll(() => t.dispose());

const shapeOf = (name: PaymentCall) => (calls[name].request as z.ZodObject).shape as Record<string, z.ZodType>;
const send = (name: PaymentCall, body: unknown) => call(t.app, name, body, token);
const startsWithField = (msg: unknown, field: string) => typeof msg === 'string' && (msg.startsWith(`${field}: `) || msg.startsWith(`${field}.`));
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = Number((await t.app.db.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0]?.n);
  return out;
}

describe('payment calls on bad input', () => {
  it('accept every valid base body (no 400), and need a login', async () => {
    for (const name of NAMES) {
      const res = await send(name, VALID_BODIES[name]);
      expect(res.code, `${name}: ${JSON.stringify(res)}`).toBe(200);
      expect((await call(t.app, name, VALID_BODIES[name])).code, name).toBe(401);
    }
  });

  it('answer hostile values in any field with 400 naming the field and write nothing', async () => {
    const before = await counts();
    for (const name of NAMES) {
      const shape = shapeOf(name);
      for (const field of Object.keys(shape)) {
        for (const [label, value] of HOSTILE_VALUES) {
          if ((shape[field] as z.ZodType).safeParse(value).success) continue;
          const res = await send(name, { ...VALID_BODIES[name], [field]: value });
          expect(res.code, `${name}.${field} <- ${label}`).toBe(400);
          expect(startsWithField(res.msg, field), `${name}.${field} <- ${label}: ${res.msg}`).toBe(true);
        }
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('answer a missing required field with 400 naming it', async () => {
    for (const name of NAMES) {
      const shape = shapeOf(name);
      for (const field of Object.keys(shape)) {
        if (shape[field]?.safeParse(undefined).success) continue;
        const { [field]: _dropped, ...rest }: Record<string, unknown> = { ...ENRICHMENT, ...VALID_BODIES[name] };
        const res = await call(t.app, name, rest, { bare: true, token });
        expect(res.code, `${name} without ${field}`).toBe(400);
        expect(startsWithField(res.msg, field), `${name} without ${field}: ${res.msg}`).toBe(true);
      }
    }
  });

  it('property: any JSON value a field rejects gives 400 naming that field, never a 5xx, and writes nothing', async () => {
    const before = await counts();
    for (const name of NAMES) {
      const shape = shapeOf(name);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(shape)).chain((field) =>
            fc.tuple(fc.constant(field), fc.jsonValue().filter((v) => !(shape[field] as z.ZodType).safeParse(v).success))),
          async ([field, value]) => {
            const res = await send(name, { ...VALID_BODIES[name], [field]: value });
            expect(res.code).toBe(400);
            expect(startsWithField(res.msg, field), `${name}.${field}=${JSON.stringify(value)}: ${res.msg}`).toBe(true);
          },
        ),
        { numRuns: 25 },
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('property: values the schema accepts never produce a 5xx', async () => {
    const gen = fc.record({
      amount: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      bankId: fc.integer({ min: 1, max: 2_147_483_647 }),
      rechargeType: fc.integer({ min: 0, max: 2_147_483_647 }),
      cardNum: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0),
      orderId: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    });
    await fc.assert(fc.asyncProperty(gen, async (v) => {
      for (const [name, body] of [
        ['recharge3', { amount: v.amount, version: 4, rechargeType: v.rechargeType }],
        ['addBankInfo', { bankId: v.bankId, accountName: 'Juan Dela Cruz', cardNum: v.cardNum }],
        ['modifyBankInfo', { bankId: v.bankId % 300, accountName: 'Juan Dela Cruz', cardNum: v.cardNum }],
        ['isRechargeDone', { orderId: v.orderId }],
        ['cancelExchange', { orderId: v.orderId }],
        ['exchange', { amount: v.amount, bankId: v.bankId, password: CIPHER, requestId: `r${v.orderId}`.padEnd(8, '0').slice(0, 64) }],
      ] as const) {
        const res = await send(name, body);
        expect([200, 400]).toContain(res.code);
      }
    }), { numRuns: 25 });
  });
});
