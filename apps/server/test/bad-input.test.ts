import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@casino/contract';
import type { CallName } from '@casino/contract';
import type { z } from 'zod';
import { buildTestApp, call, callRaw, countRows, encryptPassword, ENRICHMENT, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { VALID_BODIES } from './valid-bodies.ts';


// uploadKyc is multipart/form-data, not JSON: kyc.test.ts covers its bad input.
const CALL_NAMES = (Object.keys(VALID_BODIES) as CallName[]).filter((name) => name !== 'uploadKyc');
const fieldsOf = (name: CallName) => Object.keys((calls[name].request as z.ZodObject).shape);
const startsWithField = (msg: unknown, field: string) => typeof msg === 'string' && (msg.startsWith(`${field}: `) || msg.startsWith(`${field}.`));

/** Values no field of the contract accepts, whatever its type. */
const HOSTILE_VALUES: Array<[string, unknown]> = [
  ['operator object', { $gt: '' }],
  ['10k string', 'x'.repeat(10_000)],
  ['array', ['a']],
  ['nested', { a: { b: { c: [1, 2, { d: null }] } } }],
];

describe('bad input', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp();
    token = (await registerPlayer(app)).token;
  });
  afterAll(() => app.dispose());

  const send = (name: CallName, body: unknown) => call(app, name, body, calls[name].anonymous ? {} : { token });

  it('every valid base body passes validation', async () => {
    for (const name of CALL_NAMES) {
      // logout would end the session the other tests use.
      const res = name === 'logout'
        ? await call(app, name, VALID_BODIES[name], (await registerPlayer(app)).token)
        : await send(name, VALID_BODIES[name]);
      expect(res.code, `${name}: ${JSON.stringify(res)}`).not.toBe(400);
    }
  });

  it('answers hostile values in any field with 400 naming the field and writes nothing', async () => {
    const before = await countRows(app);
    for (const name of CALL_NAMES) {
      for (const field of fieldsOf(name)) {
        const schema = ((calls[name].request as z.ZodObject).shape as Record<string, z.ZodType>)[field] as z.ZodType;
        for (const [label, value] of HOSTILE_VALUES) {
          // An object field that ignores unknown keys takes {$gt: ''} as an empty object: harmless.
          if (schema.safeParse(value).success) continue;
          const res = await send(name, { ...VALID_BODIES[name], [field]: value });
          expect(res.code, `${name}.${field} <- ${label}`).toBe(400);
          expect(res.errcode).toBe(400);
          expect(startsWithField(res.msg, field), `${name}.${field} <- ${label}: ${res.msg}`).toBe(true);
        }
      }
    }
    expect(await countRows(app)).toEqual(before);
  });

  it('answers a missing required field with 400 naming it', async () => {
    for (const name of CALL_NAMES) {
      const shape = (calls[name].request as z.ZodObject).shape as Record<string, z.ZodType>;
      for (const field of Object.keys(shape)) {
        if (shape[field]?.safeParse(undefined).success) continue;
        const { [field]: _dropped, ...rest }: Record<string, unknown> = { ...ENRICHMENT, ...VALID_BODIES[name] };
        const res = await call(app, name, rest, calls[name].anonymous ? { bare: true } : { bare: true, token });
        expect(res.code, `${name} without ${field}`).toBe(400);
        expect(startsWithField(res.msg, field), `${name} without ${field}: ${res.msg}`).toBe(true);
      }
    }
  });

  it('answers a wrong platform with 400 naming platform', async () => {
    for (const platform of [2, -1, '0', '1', null, 0.5, true, [0], { x: 0 }]) {
      for (const name of ['accountLogin', 'accountRegist', 'appConfig', 'refreshData'] as const) {
        const res = await send(name, { ...VALID_BODIES[name], platform });
        expect(res, `${name} platform=${JSON.stringify(platform)}`).toMatchObject({ code: 400, errcode: 400 });
        expect(res.msg).toMatch(/^platform: /);
      }
    }
  });

  it('answers prototype-polluting keys with 400 naming the key', async () => {
    const raw = (name: CallName, json: string) => app.inject({
      method: 'POST', url: name === 'accountLogin' ? '/app/v1/anonymous/accountLogin' : '/app/v1/anonymous/accountRegist',
      headers: { 'content-type': 'application/json' }, payload: json,
    });
    const enrichment = JSON.stringify(ENRICHMENT).slice(1, -1);
    const cases: Array<[string, string]> = [
      [`{${enrichment},"account":"someone1","password":"QUJD","__proto__":{"isAdmin":true}}`, '__proto__'],
      [`{${enrichment},"account":"someone1","password":"QUJD","phoneinfoJsonModel":{"__proto__":{"x":1}}}`, 'phoneinfoJsonModel.__proto__'],
      [`{${enrichment},"account":"someone1","password":"QUJD","constructor":{"prototype":{"x":1}}}`, 'constructor'],
    ];
    const before = await countRows(app);
    for (const [json, path] of cases) {
      for (const name of ['accountLogin', 'accountRegist'] as const) {
        const res = await raw(name, json);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ code: 400, errcode: 400, msg: `${path}: forbidden key` });
      }
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await countRows(app)).toEqual(before);
  });

  it('treats SQL-looking text as plain data', async () => {
    const before = await countRows(app);
    const sqlish = ["' OR '1'='1", "x'; DROP TABLE players; --", '1) OR (1=1'];
    const password = await encryptPassword(app, 'Some-password-1');
    for (const account of sqlish) {
      // Free text in login: just an unknown account.
      expect((await send('accountLogin', { ...VALID_BODIES.accountLogin, account, password })).errcode).toBe(101);
      // Registration names must be letters and digits.
      const reg = await send('accountRegist', { ...VALID_BODIES.accountRegist, account });
      expect(reg).toMatchObject({ code: 400, msg: expect.stringMatching(/^account: /) });
      for (const name of ['smsSend', 'forgetPassword', 'bindAccount'] as const) {
        const res = await send(name, { ...VALID_BODIES[name], mobile: account });
        expect(res).toMatchObject({ code: 400, msg: expect.stringMatching(/^mobile: /) });
      }
      expect((await send('accountRegist4', { ...VALID_BODIES.accountRegist4, code: account })).msg).toMatch(/^code: /);
      expect((await send('accountLogin', { ...VALID_BODIES.accountLogin, password: account })).msg).toMatch(/^password: /);
    }
    expect(await countRows(app)).toEqual(before);
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM players');
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('answers a body that is not an object with 400', async () => {
    for (const body of [[], 'text', 42, null, true]) {
      const res = await callRaw(app, 'accountLogin', body);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: 400, errcode: 400 });
    }
  });

  it('property: any JSON value a field rejects gives 400 naming that field and writes nothing', async () => {
    const before = await countRows(app);
    for (const name of CALL_NAMES) {
      const shape = (calls[name].request as z.ZodObject).shape as Record<string, z.ZodType>;
      const fields = Object.keys(shape);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...fields).chain((field) =>
            fc.tuple(fc.constant(field), fc.jsonValue().filter((v) => !(shape[field] as z.ZodType).safeParse(v).success))),
          async ([field, value]) => {
            const res = await send(name, { ...VALID_BODIES[name], [field]: value });
            expect(res.code).toBe(400);
            expect(res.errcode).toBe(400);
            expect(startsWithField(res.msg, field), `${name}.${field}=${JSON.stringify(value)}: ${res.msg}`).toBe(true);
          },
        ),
        { numRuns: 30 },
      );
    }
    expect(await countRows(app)).toEqual(before);
  });
});
