import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calls, HouseGame, wirePath } from '@casino/contract';
import type { CallName } from '@casino/contract';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { buildTestApp, call, encryptPassword, ENRICHMENT, registerPlayer, strongPassword, uniqueName } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { CIPHER, VALID_BODIES } from './valid-bodies.ts';

/**
 * A fuzzer built from the contract: every call, starting from its valid body (valid-bodies.ts),
 * gets field-by-field mutations derived from its zod request schema (wrong types, control
 * characters, huge and deeply nested values, prototype keys, missing and unknown fields, numbers
 * at the edges). Whatever arrives, the server must answer an envelope, never a 5xx, keep a 400's
 * message short, and move no money. A call added to the contract is covered without writing
 * anything here: the suite iterates over `calls`.
 */

const SEED = 20261125;
/**
 * Random mutated bodies per call, on top of the sweep (sweepOf): about 3,000 requests in all,
 * some 20 s on PGlite on two cores.
 */
const RUNS_PER_CALL = 30;
/** Every fresh logout or closure needs a registration (a password hash), so these calls get fewer runs. */
const RUNS_FOR_LOGOUT = 12;
/** Calls that end the player they are made for: each request gets a fresh player (with the shared password). */
const ENDS_THE_PLAYER: ReadonlySet<CallName> = new Set(['logout', 'closeAccount']);
/** Generous: CI machines are about twice as slow as a developer's. */
const CALL_TIMEOUT_MS = 180_000;
/** The longest 400 message allowed: it must not echo a huge input back. */
const MAX_MSG_LENGTH = 1024;

/** uploadKyc is multipart/form-data, not JSON: kyc.test.ts covers its bad input. */
const NOT_JSON_CALLS: ReadonlySet<CallName> = new Set(['uploadKyc']);
const ALL_CALLS = Object.keys(calls) as CallName[];

/** A fixed seed of its own per call (SEED mixed with a hash of the name). */
function seedFor(name: string): number {
  let hash = SEED;
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

// ---------------------------------------------------------------------------------------------
// JSON text. Bodies are built as JS trees and written out by hand, because JSON.stringify cannot
// write -0, 1e400, or values nested 30,000 deep (it recurses), and a `__proto__` key written as
// an object literal is no key at all. A RawJson leaf is copied into the text verbatim.
// ---------------------------------------------------------------------------------------------

class RawJson {
  constructor(readonly text: string, readonly label: string) {}
}

const raw = (text: string, label = text) => new RawJson(text, label);

type Tree = unknown;

const isContainer = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !(v instanceof RawJson);

function toJsonText(value: Tree): string {
  if (value === undefined) return '';
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (isContainer(value)) {
    // Object.keys lists an own `__proto__` key (set with defineProperty), unlike a literal's.
    return `{${Object.keys(value).map((k) => `${JSON.stringify(k)}:${toJsonText(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Sets an own, enumerable key even when it is `__proto__`, where `obj[key] = v` would set the prototype. */
function defineKey(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A shallow copy that keeps own `__proto__` keys (a spread would drop them). */
function shallowCopy(container: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = Array.isArray(container) ? [] as unknown as Record<string, unknown> : {};
  for (const key of Object.keys(container)) defineKey(copy, key, container[key]);
  return copy;
}

const ownValue = (tree: Tree, key: string) => (isContainer(tree) && Object.prototype.hasOwnProperty.call(tree, key) ? tree[key] : undefined);

/**
 * A copy of the tree with `value` at `path`; missing or non-container steps become objects.
 * Copy on write: the valid bodies and the shared hostile values are never changed in place.
 */
function setAt(tree: Tree, path: readonly string[], value: unknown): Tree {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const copy = isContainer(tree) ? shallowCopy(tree) : {};
  defineKey(copy, key, setAt(ownValue(tree, key), rest, value));
  return copy;
}

/** A copy of the tree without the value at `path` (no body at all for the empty path). */
function deleteAt(tree: Tree, path: readonly string[]): Tree {
  const [key, ...rest] = path;
  if (key === undefined) return undefined;
  if (!isContainer(tree) || !Object.prototype.hasOwnProperty.call(tree, key)) return tree;
  const copy = shallowCopy(tree);
  if (rest.length === 0) delete copy[key];
  else defineKey(copy, key, deleteAt(tree[key], rest));
  return copy;
}

const deepArray = (depth: number, core = '0') => raw(`${'['.repeat(depth)}${core}${']'.repeat(depth)}`, `array ${depth} deep around ${core}`);
const deepObject = (depth: number, core = '0') => raw(`${'{"a":'.repeat(depth)}${core}${'}'.repeat(depth)}`, `object ${depth} deep around ${core}`);

// ---------------------------------------------------------------------------------------------
// The fields of a call, from its zod request schema (body + enrichment), paired with the valid
// body's value there (or a stand-in of the right type when the valid body leaves it out).
// ---------------------------------------------------------------------------------------------

interface Field {
  /** Keys from the body's root; [] is the body itself. */
  path: string[];
  /** The zod type under optional/default/nullable: string, number, object, union, ... */
  type: string;
  sample: unknown;
  /** The literal and enum values the schema names. */
  choices: unknown[];
}

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: ZodDef }).def;

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let def = defOf(current); def.innerType && ['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch'].includes(def.type); def = defOf(current)) {
    current = def.innerType;
  }
  return current;
}

function standIn(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': return 'abcd';
    case 'number': return 1;
    case 'boolean': return true;
    case 'object': return {};
    case 'array': return [];
    case 'literal': return def.values?.[0];
    case 'enum': return Object.values(def.entries ?? {})[0];
    case 'union': return def.options?.[0] ? standIn(unwrap(def.options[0])) : null;
    default: return null;
  }
}

function choicesOf(schema: z.ZodType): unknown[] {
  const def = defOf(schema);
  if (def.type === 'literal') return def.values ?? [];
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  if (def.type === 'union') return (def.options ?? []).flatMap((o) => choicesOf(unwrap(o)));
  return [];
}

/** The object shape to descend into: the object's own, or the union option the sample matches. */
function shapeOf(schema: z.ZodType, sample: unknown): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? null;
  if (def.type === 'union') {
    const options = (def.options ?? []).map(unwrap);
    const option = options.find((o) => o.safeParse(sample).success) ?? options.find((o) => defOf(o).type === 'object');
    return option ? shapeOf(option, sample) : null;
  }
  return null;
}

function fieldsOf(schema: z.ZodType, sample: unknown, path: string[] = []): Field[] {
  const base = unwrap(schema);
  const value = sample === undefined ? standIn(base) : sample;
  const fields: Field[] = [{ path, type: defOf(base).type, sample: value, choices: choicesOf(base) }];
  const shape = shapeOf(base, value);
  if (shape) {
    for (const [key, child] of Object.entries(shape)) {
      fields.push(...fieldsOf(child, isContainer(value) ? value[key] : undefined, [...path, key]));
    }
  }
  const element = defOf(base).element;
  if (element && Array.isArray(value) && value.length > 0) fields.push(...fieldsOf(element, value[0], [...path, '0']));
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Hostile values.
// ---------------------------------------------------------------------------------------------

/** Characters a text column, a log line or a terminal may choke on; "\u0000" above all (PostgreSQL text refuses it). */
const NAMED_CONTROL_CHARS = ['\u0000', '\u0007', '\u001b', '\u007f'];
const CONTROL_CHARS = [...NAMED_CONTROL_CHARS, '\b', '\n', '\r', '\u0085', '\u2028', '\ufeff', '\u202e', '\ud800', '\udfff'];

type Placement = 'middle' | 'start' | 'end' | 'only';

/** The sample with a control character put in: the middle ("ab\u0000cd") is the case that slips past trimming. */
function insertControlChar(sample: unknown, c: string, where: Placement): string {
  const text = typeof sample === 'string' && sample.length > 0 ? sample : 'abcd';
  const mid = Math.floor(text.length / 2);
  switch (where) {
    case 'middle': return `${text.slice(0, mid)}${c}${text.slice(mid)}`;
    case 'start': return `${c}${text}`;
    case 'end': return `${text}${c}`;
    default: return c.repeat(8);
  }
}

const withControlChar = (sample: unknown) =>
  fc.tuple(fc.constantFrom(...CONTROL_CHARS), fc.constantFrom<Placement>('middle', 'start', 'end', 'only')).map(([c, where]) => insertControlChar(sample, c, where));

const ODD_STRINGS = [
  '', ' ', '  padded  ', 'A'.repeat(1025), '\u{1F600}'.repeat(100), "' OR '1'='1", "x'); DROP TABLE players; --", '${jndi:ldap://x}',
  '{{7*7}}', '../../../etc/passwd', '%00', '\\u0000', 'null', 'undefined', 'NaN', 'Infinity', '-0', '0x10', ' 100 ', '1e308',
];

/** Numbers at the edges, including what JSON.stringify cannot write (-0, beyond double range). */
const EDGE_NUMBERS: unknown[] = [
  0, -1, 1, 0.5, -0.5, 1e308, -1e308, 2 ** 53, 2 ** 53 - 1, 2 ** 53 + 2, -(2 ** 53), 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 32, 5e-324,
  raw('-0'), raw('1e400'), raw('-1e400'), raw('1.0'), raw('1E2'), raw('123456789012345678901234567890'),
];

const BASIC_WRONG_TYPES: unknown[] = [0, 1, true, false, null, '', 'x', [], {}, [null], { '': null }];

/** The sample as another JSON type: its JSON as a string, a string's length, wrapped in an array or an object. */
const typeSwapsOf = (sample: unknown): unknown[] =>
  [JSON.stringify(sample), typeof sample === 'string' ? sample.length : String(sample), [sample], { value: sample }];

// The body limit is 64 KB (app.ts): the 100k string tests the refusal of a too-large body, the
// rest stay under it so they reach the validation and the handlers.
const HUGE_AND_DEEP: unknown[] = [
  raw(JSON.stringify('x'.repeat(100_000)), '"x" × 100,000'),
  raw(JSON.stringify('x'.repeat(60_000)), '"x" × 60,000'),
  raw(JSON.stringify('\u0000'.repeat(9_000)), '"\\u0000" × 9,000'),
  raw(`[${Array(10_000).fill(0).join(',')}]`, 'array of 10,000 zeros'),
  raw(`{${Array.from({ length: 4_000 }, (_, i) => `"k${i}":0`).join(',')}}`, 'object of 4,000 keys'),
  deepArray(1_000),
  deepArray(30_000),
  deepObject(1_000),
  deepObject(8_000),
  // Prototype keys at the bottom of deep nesting: the guard must find them and not quote the whole path back.
  deepObject(1_000, '{"__proto__":{"polluted":true}}'),
  deepArray(1_000, '{"constructor":{"prototype":{"polluted":true}}}'),
  deepArray(30_000, '{"__proto__":{"polluted":true}}'),
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
const EXTRA_KEYS = ['extra', 'isAdmin', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', '', 'a.b', '0', '\u0000'];

/** A value for the field, weighted toward what its type is most likely to mishandle. */
function valueFor(field: Field): fc.Arbitrary<unknown> {
  const isText = field.type === 'string' || field.type === 'enum';
  const isNumber = field.type === 'number';
  const kinds: Array<fc.WeightedArbitrary<unknown>> = [
    { arbitrary: fc.constantFrom(...BASIC_WRONG_TYPES, ...typeSwapsOf(field.sample)), weight: 3 },
    { arbitrary: withControlChar(field.sample), weight: isText ? 4 : 1 },
    { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: isText ? 2 : 1 },
    { arbitrary: fc.constantFrom(...EDGE_NUMBERS), weight: isNumber ? 4 : 1 },
    { arbitrary: fc.constantFrom(...HUGE_AND_DEEP), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  ];
  if (isNumber) kinds.push({ arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })), weight: 2 });
  // The schema's other literals and enum values: valid alone, but maybe not with the rest of the body.
  if (field.choices.length > 0) kinds.push({ arbitrary: fc.constantFrom(...field.choices), weight: 1 });
  return fc.oneof(...kinds);
}

// ---------------------------------------------------------------------------------------------
// Mutations of a body: each has a label for the report and applies itself to a copy.
// ---------------------------------------------------------------------------------------------

interface Mutation {
  label: string;
  apply(body: Tree): Tree;
}

function describeValue(value: unknown): string {
  if (value instanceof RawJson) return value.label;
  const text = toJsonText(value);
  return text.length > 80 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
}

const mutation = (label: string, apply: (body: Tree) => Tree): Mutation => ({ label, apply });
const pathText = (path: readonly string[]) => (path.length === 0 ? '<body>' : path.join('.'));

function mutationsOf(fields: Field[]): fc.Arbitrary<Mutation> {
  const containers = fields.filter((f) => f.type === 'object' || f.type === 'union');
  const set = fc.constantFrom(...fields).chain((field) =>
    valueFor(field).map((value) => mutation(`${pathText(field.path)} = ${describeValue(value)}`, (body) => setAt(body, field.path, value))));
  const remove = fc.constantFrom(...fields).map((field) =>
    mutation(field.path.length === 0 ? 'no body' : `without ${pathText(field.path)}`, (body) => deleteAt(body, field.path)));
  const addKey = fc.tuple(fc.constantFrom(...containers), fc.constantFrom(...PROTO_KEYS, ...EXTRA_KEYS), fc.constantFrom({ polluted: true }, 1, 'x', null, ...HUGE_AND_DEEP))
    .map(([field, key, value]) => {
      const path = [...field.path, key];
      return mutation(`add ${pathText(path)} = ${describeValue(value)}`, (body) => setAt(body, path, value));
    });
  return fc.oneof({ arbitrary: set, weight: 6 }, { arbitrary: remove, weight: 1 }, { arbitrary: addKey, weight: 2 });
}

const setField = (path: string[], value: unknown) => mutation(`${pathText(path)} = ${describeValue(value)}`, (body) => setAt(body, path, value));

/**
 * The cases too important to leave to chance, for every field: a NUL and another control
 * character mid-string, the 30,000-deep array, and each prototype key in every object. A random
 * draw of 30 would reach a given field's NUL only now and then.
 */
function sweepOf(fields: Field[]): Mutation[][] {
  const THIRTY_THOUSAND_DEEP = deepArray(30_000);
  return fields.flatMap((field, i) => [
    ...(field.path.length > 0 ? [
      setField(field.path, insertControlChar(field.sample, '\u0000', 'middle')),
      setField(field.path, insertControlChar(field.sample, NAMED_CONTROL_CHARS[1 + (i % 3)] as string, 'middle')),
    ] : []),
    setField(field.path, THIRTY_THOUSAND_DEEP),
    ...(field.type === 'object' || field.type === 'union' ? PROTO_KEYS.map((key) => setField([...field.path, key], { polluted: true })) : []),
  ].map((m) => [m]));
}

// ---------------------------------------------------------------------------------------------
// Sending and judging.
// ---------------------------------------------------------------------------------------------

/** Like helper's callRaw, but the body is JSON text as given (callRaw would stringify it). */
function sendJsonText(app: TestApp, name: CallName, text: string, token?: string) {
  return app.inject({
    method: 'POST',
    url: wirePath(calls[name]),
    headers: { 'content-type': 'application/json', 'x-device-id': 'test-device', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: text,
  });
}

/** What is wrong with an answer, by the rules every answer keeps; empty when nothing. */
function problemsWith(statusCode: number, text: string): string[] {
  if (statusCode >= 500) return [`HTTP ${statusCode}`];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`HTTP ${statusCode} with a body that is not JSON`];
  }
  if (!isContainer(body) || Array.isArray(body) || typeof body.code !== 'number') return ['no envelope with a numeric code'];
  const problems: string[] = [];
  if (statusCode === 200 && typeof body.errcode !== 'number') problems.push('HTTP 200 without a numeric errcode');
  if (body.code === 400 || statusCode === 400) {
    if (typeof body.msg !== 'string') problems.push('400 without a msg');
    else if (body.msg.length > MAX_MSG_LENGTH) problems.push(`400 msg of ${body.msg.length} chars`);
  }
  return problems;
}

/** The server's error lines (pino level 50 and up), shortened: what a 5xx leaves behind. */
function serverErrors(app: TestApp): string[] {
  return app.logText().split('\n').filter(Boolean).flatMap((line) => {
    const entry = JSON.parse(line) as { level: number; msg?: string; err?: { type?: string; code?: string; message?: string } };
    if (entry.level < 50) return [];
    const err = entry.err ? ` ${entry.err.type ?? ''} ${entry.err.code ?? ''} ${entry.err.message ?? ''}` : '';
    return [`${entry.msg ?? ''}:${err}`.slice(0, 400)];
  });
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

// ---------------------------------------------------------------------------------------------
// The suite.
// ---------------------------------------------------------------------------------------------

describe('contract fuzz', () => {
  let app: TestApp;
  /** The logged-in player every call needing a login is sent with. */
  let player: RegisteredPlayer;
  /** The account accountLogin logs in to: its own player, so its logins cannot disturb the shared session. */
  let loginTarget: RegisteredPlayer;
  /** A ciphertext the server decrypts to the password of both players (the fuzzer cannot forge another). */
  let liveCipher: string;
  /** The password of the shared players, and of the throw-away ones the calls that end a player get. */
  let password: string;
  let before: Awaited<ReturnType<typeof moneyState>>;
  let prototypesBefore: string[];
  /** How many of the server's error lines a report has shown already. */
  let errorsShown = 0;

  /** The server's error lines no report has shown yet: a bad answer's own, read only when there is one (the log is long). */
  function newServerErrors(): string[] {
    const errors = serverErrors(app);
    const fresh = errors.slice(errorsShown);
    errorsShown = errors.length;
    return fresh;
  }

  /**
   * The player's money and history, and the ledger's transfer count. The player has no coins
   * and no points (buildTestApp's sign-up credit is 0), so every request that would move money
   * (safeboxDeposit, safeboxWithdraw, lotteryExchange, exchange, housePlay, ...) is refused by a
   * rule even when a mutation leaves it valid. No other player has money either, so nothing the
   * fuzzer sends may move a single hundredth, anywhere.
   */
  async function moneyState() {
    const wallet = await call(app, 'getWallet', {}, player.token);
    const balances = await call(app, 'refreshData', {}, player.token);
    const history = await call(app, 'getTransactionRecord', { page: 1, pageSize: 50 }, player.token);
    const books = await checkBooks(app.db);
    return {
      wallet: { coin: wallet.coin, safebox: wallet.safebox, lottery: wallet.lottery },
      balances: { coin: balances.coin, lottery: balances.lottery },
      history: { total: history.total, list: history.list },
      transfers: books.transfersChecked,
    };
  }

  const prototypeKeys = () => [Object.prototype, Array.prototype, Function.prototype].flatMap((p) => Object.getOwnPropertyNames(p)).sort();

  /** A live game session of the dice game (the valid housePlay choice is a dice one). */
  async function liveGameSession(): Promise<string> {
    const res = await call(app, 'startGame', { gameId: HouseGame.Dice }, player.token);
    const session = new URL(res.launchUrl ?? '', 'http://casino.test').searchParams.get('session');
    if (!session) throw new Error(`startGame gave no session: ${JSON.stringify(res)}`);
    return session;
  }

  /**
   * The valid body with live values, so that a request gets past the checks the plain valid body
   * fails (an undecryptable password, an unknown account, an unknown game session) and mutations
   * reach the lookups and the writes behind them: a password decrypts to the players' password,
   * accountLogin names an existing account, accountRegist a new one each time (a registration
   * credits 0 coins), and a game session is live. OTP calls keep their wrong code: with the right
   * one forgetPassword would end sessions.
   */
  function liveBody(name: CallName, valid: Record<string, unknown>, session: string | undefined): Record<string, unknown> {
    const body: Record<string, unknown> = { ...ENRICHMENT, ...valid };
    for (const [key, value] of Object.entries(valid)) if (value === CIPHER) body[key] = liveCipher;
    if (session !== undefined) body.session = session;
    if (name === 'accountLogin') body.account = loginTarget.account;
    if (name === 'accountRegist') body.account = uniqueName('fz');
    return body;
  }

  /** The token a request of this call goes with: none for anonymous calls, a throw-away one for logout and closeAccount. */
  async function tokenFor(name: CallName): Promise<string | undefined> {
    if (calls[name].anonymous) return undefined;
    // logout ends its session and closeAccount the account: each request gets a fresh player, so
    // neither ends the shared one nor fuzzes only the 401 of an ended one.
    if (ENDS_THE_PLAYER.has(name)) return (await registerPlayer(app, uniqueName(), password)).token;
    return player.token;
  }

  beforeAll(async () => {
    app = await buildTestApp();
    password = strongPassword();
    player = await registerPlayer(app, uniqueName(), password);
    loginTarget = await registerPlayer(app, uniqueName(), password);
    liveCipher = await encryptPassword(app, password);
    before = await moneyState();
    prototypesBefore = prototypeKeys();
  });
  afterAll(() => app.dispose());

  it('has a valid body for every JSON call of the contract', () => {
    const missing = ALL_CALLS.filter((name) => !NOT_JSON_CALLS.has(name) && !(name in VALID_BODIES));
    expect(missing, `add a body each of these calls accepts to apps/server/test/valid-bodies.ts: ${missing.join(', ')}`).toEqual([]);
  });

  for (const name of ALL_CALLS.filter((n) => !NOT_JSON_CALLS.has(n))) {
    it(`${name}: mutated bodies get an envelope, never a 5xx`, async () => {
      const valid = (VALID_BODIES as Partial<Record<CallName, Record<string, unknown>>>)[name];
      if (!valid) throw new Error(`${name} has no entry in VALID_BODIES (apps/server/test/valid-bodies.ts): add a body it accepts so the fuzzer covers it`);
      const request = calls[name].request;
      const session = 'session' in request.shape ? await liveGameSession() : undefined;
      const fields = fieldsOf(request, liveBody(name, valid, session));

      /** Sends the base body with the mutations applied; answers what was wrong, with the context to find it. */
      const send = async (mutations: Mutation[]) => {
        const body = mutations.reduce<Tree>((tree, m) => m.apply(tree), liveBody(name, valid, session));
        const res = await sendJsonText(app, name, toJsonText(body), await tokenFor(name));
        const problems = problemsWith(res.statusCode, res.body);
        const report = problems.length === 0 ? null : [
          `${name} <- ${mutations.map((m) => m.label).join(' & ') || 'the valid body'}: ${problems.join(', ')}`,
          `  answer: ${clip(res.body)}`,
          ...newServerErrors().map((line) => `  server log: ${line}`),
        ].join('\n');
        return { res, report };
      };

      // The unmutated body first: it must pass validation, or the fuzzer would only test the validator.
      const baseline = await send([]);
      expect(baseline.report).toBeNull();
      expect((JSON.parse(baseline.res.body) as { code: number }).code, `${name}: the valid body is refused as bad input: ${baseline.res.body}`).not.toBe(400);

      // Every case is sent and every bad answer listed, rather than stopping at the first: one
      // known failure must not hide the others. The random cases are drawn from a fixed seed per
      // call, so a run is repeatable and a new call does not shift the others' cases.
      const cases = [
        ...sweepOf(fields),
        ...fc.sample(fc.array(mutationsOf(fields), { minLength: 1, maxLength: 2 }), {
          seed: seedFor(name), numRuns: ENDS_THE_PLAYER.has(name) ? RUNS_FOR_LOGOUT : RUNS_PER_CALL,
        }),
      ];
      const reports: string[] = [];
      for (const mutations of cases) {
        const { report } = await send(mutations);
        if (report !== null) reports.push(report);
      }
      expect(reports.length, `${reports.length} of ${cases.length} mutated bodies got a bad answer:\n${reports.join('\n')}\n`).toBe(0);
    }, CALL_TIMEOUT_MS);
  }

  // Runs last (vitest keeps the order of a file): the fuzzing above must have changed nothing.
  it('moved no money, wrote no history, logged no error, kept the books and the prototypes clean', async () => {
    expect(await moneyState()).toEqual(before);
    expect((await checkBooks(app.db)).breaches).toEqual([]);
    // An error the server logged but answered without a 5xx is a failure just as well.
    expect(serverErrors(app)).toEqual([]);
    expect(prototypeKeys()).toEqual(prototypesBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
