import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Code } from '@casino/contract';
import { KYC_FILE_ROUTE, OPERATOR_ROLES, OperatorCode, operatorCalls, ROLE_PERMISSIONS, roleAllows } from '@casino/contract/operator';
import type { OperatorCallName, OperatorRole, Permission } from '@casino/contract/operator';
import { buildTestApp, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { cookieOf, opCallRaw, signedInOperator, uniqueOperatorName } from './operators-helper.ts';

/**
 * Authorization and bad input of the operator API. Every operator call (and the KYC image route)
 * is made as every role, with no session, and with a player's token; the answer must be the one
 * ROLE_PERMISSIONS gives. Then every call gets malformed bodies: a 400 naming the field, never a 5xx.
 */

const ALL_CALLS = Object.keys(operatorCalls) as OperatorCallName[];
/** No such subject: an allowed call reaches its service and is refused there, changing nothing. */
const NO_SUCH = 999_999_999;

/** A body each call's schema accepts. A new call fails to compile until it has one. */
const VALID_BODIES: Record<OperatorCallName, () => Record<string, unknown>> = {
  login: () => ({ username: 'nobody-here', password: 'Not-the-password-1' }),
  secondFactor: () => ({ challenge: 'x'.repeat(43), code: '123456' }),
  enroll: () => ({ token: 'y'.repeat(43), password: 'A-long-password-9' }),
  me: () => ({}),
  logout: () => ({}),
  playerSearch: () => ({ query: 'nobody', limit: 5 }),
  playerProfile: () => ({ playerId: NO_SUCH }),
  playerBan: () => ({ playerId: NO_SUCH, reason: 'matrix' }),
  playerUnban: () => ({ playerId: NO_SUCH, reason: 'matrix' }),
  playerNoteAdd: () => ({ playerId: NO_SUCH, text: 'matrix' }),
  adjustmentRequest: () => ({ playerId: NO_SUCH, amount: 100, reason: 'matrix' }),
  adjustmentList: () => ({ status: 'pending', limit: 5 }),
  adjustmentApprove: () => ({ adjustmentId: NO_SUCH }),
  adjustmentReject: () => ({ adjustmentId: NO_SUCH, reason: 'matrix' }),
  withdrawalList: () => ({ status: 'pending', limit: 5 }),
  withdrawalApprove: () => ({ orderId: 'W00000000NOSUCHORDR' }),
  withdrawalReject: () => ({ orderId: 'W00000000NOSUCHORDR', reason: 'matrix' }),
  kycList: () => ({ status: 'pending', limit: 5 }),
  kycShow: () => ({ submissionId: NO_SUCH }),
  kycApprove: () => ({ submissionId: NO_SUCH }),
  kycReject: () => ({ submissionId: NO_SUCH, reason: 'matrix' }),
  auditList: () => ({ limit: 5 }),
  auditVerify: () => ({}),
  operatorList: () => ({}),
  operatorCreate: () => ({ username: uniqueOperatorName('mx'), role: 'marketing' }),
  operatorResetAccess: () => ({ operatorId: NO_SUCH }),
  operatorDeactivate: () => ({ operatorId: NO_SUCH }),
  dashboard: () => ({ from: '2026-01-01', to: '2026-01-07' }),
  mailSend: () => ({ to: [NO_SUCH], title: 'matrix', body: 'matrix', attachments: [{ id: 2001, count: 100, betRate: 1 }], expireDays: 7 }),
  mailSendList: () => ({ limit: 5 }),
  booksCheck: () => ({}),
  catalogGameList: () => ({ name: 'tiger', limit: 5, offset: 0 }),
  catalogGameUpdate: () => ({ id: NO_SUCH, maintain: true, sort: 3 }),
  catalogBrandList: () => ({}),
  catalogBrandUpdate: () => ({ id: NO_SUCH, maintain: true }),
  catalogTypeList: () => ({}),
  catalogTypeUpdate: () => ({ id: NO_SUCH, sort: 2 }),
  bannerList: () => ({}),
  bannerCreate: () => ({ clickType: 3, clickAction: 0, url: 'https://example.com/promo', activityType: null, imgUrl: '/media/x.png', title: 'matrix', sort: 1, enabled: false }),
  bannerUpdate: () => ({ id: NO_SUCH, imgUrl: 'https://cdn.example.com/b.png', url: 'https://example.com/b' }),
  bannerDelete: () => ({ id: NO_SUCH }),
  noticeList: () => ({}),
  noticeCreate: () => ({ title: 'matrix', content: 'matrix notice', isH5Pop: false, clickType: 0, clickAction: 0, url: '', activityType: null, imgUrl: '', sort: 1, enabled: false }),
  noticeUpdate: () => ({ id: NO_SUCH, title: 'matrix' }),
  noticeDelete: () => ({ id: NO_SUCH }),
  promoVideoList: () => ({}),
  promoVideoCreate: () => ({ clickType: 1, clickAction: 0, coverImg: '', path: '/media/v.mp4', sort: 1, enabled: false }),
  promoVideoUpdate: () => ({ id: NO_SUCH, sort: 4 }),
  promoVideoDelete: () => ({ id: NO_SUCH }),
  customerServiceList: () => ({}),
  customerServiceCreate: () => ({ url: 'https://t.me/matrix', isOut: true, icon: '', nickname: 'matrix', sort: 1, enabled: false }),
  customerServiceUpdate: () => ({ id: NO_SUCH, nickname: 'matrix' }),
  customerServiceDelete: () => ({ id: NO_SUCH }),
  socialLinkList: () => ({}),
  socialLinkCreate: () => ({ id: 98, url: 'https://example.com/matrix', sort: 0 }),
  socialLinkUpdate: () => ({ id: 97, url: 'https://example.com/matrix' }),
  socialLinkDelete: () => ({ id: 97 }),
  siteSettingsGet: () => ({}),
  siteSettingsUpdate: () => ({ supportEmail: 'help@example.com', downloadType: 0, downloadUrl: '', siteUrls: ['https://mirror.example.com'] }),
  playerSaferPlay: () => ({ playerId: NO_SUCH }),
  playerExclusionSet: () => ({ playerId: NO_SUCH, kind: 'timeOut', duration: '24h', reason: 'matrix' }),
  playerLimitLower: () => ({ playerId: NO_SUCH, kind: 'deposit', period: 'day', value: 100, reason: 'matrix' }),
  // A list that matches nobody: the allowed roles replace the list with it.
  restrictedImport: () => ({ csv: 'Nobody Matrix,1900-01-01,MATRIX1\n' }),
  restrictedMatches: () => ({ limit: 5 }),
  restrictedClear: () => ({ playerId: NO_SUCH, reason: 'matrix' }),
  promotionList: () => ({ limit: 5 }),
  promotionTypes: () => ({}),
  // Switched off and never running: the allowed roles add an instance players do not see.
  promotionCreate: () => ({
    type: 39, title: 'Matrix offer', rules: '', sort: 99, startTime: null, endTime: null, enabled: false,
    budgetTotal: null, claimLimit: null, perPlayerLimit: null, periodLimit: null,
    settings: { tiers: [{ id: 1, price: 10_000, showType: 1, award: [{ id: 2001, count: 100 }] }] },
  }),
  promotionUpdate: () => ({ id: NO_SUCH, title: 'Matrix offer' }),
};

let app: TestApp;
let player: RegisteredPlayer;
const sessions = new Map<OperatorRole, string>();

beforeAll(async () => {
  app = await buildTestApp();
  player = await registerPlayer(app);
  for (const role of OPERATOR_ROLES) sessions.set(role, (await signedInOperator(app, role)).cookie);
});
afterAll(() => app.dispose());

describe('the role matrix', () => {
  it('names a permission of the table for every call but the sign-in steps', () => {
    const open = ALL_CALLS.filter((name) => operatorCalls[name].permission === null);
    expect(open.sort()).toEqual(['enroll', 'login', 'secondFactor']);
    // Spot checks, so an accidental edit of the table shows here too.
    expect(roleAllows('support', 'withdrawals.review')).toBe(false);
    expect(roleAllows('finance', 'kyc.read')).toBe(false);
    expect(roleAllows('finance', 'withdrawals.review')).toBe(true);
    expect(roleAllows('support', 'kyc.review')).toBe(true);
    expect(ROLE_PERMISSIONS.marketing).toEqual(['console.self', 'dashboard.read', 'catalog.manage', 'mail.send']);
    expect(OPERATOR_ROLES.filter((r) => roleAllows(r, 'site.manage'))).toEqual(['admin']);
    expect(OPERATOR_ROLES.filter((r) => roleAllows(r, 'adjustments.approve'))).toEqual(['finance', 'admin']);
    expect(OPERATOR_ROLES.filter((r) => roleAllows(r, 'operators.manage'))).toEqual(['admin']);
    expect(OPERATOR_ROLES.filter((r) => roleAllows(r, 'audit.read'))).toEqual(['admin']);
  });

  // Logout ends the session it is made with: it goes last.
  const ordered = [...ALL_CALLS.filter((n) => n !== 'logout'), 'logout' as const];

  it.each(OPERATOR_ROLES)('%s: every call answers as ROLE_PERMISSIONS says', async (role) => {
    const cookie = sessions.get(role) as string;
    const seen: string[] = [];
    for (const name of ordered) {
      const { permission } = operatorCalls[name];
      const res = await opCallRaw(app, name, VALID_BODIES[name](), { cookie });
      expect(res.status, name).toBe(200);
      const allowed = permission === null || roleAllows(role, permission);
      if (allowed) {
        expect([Code.Unauthorized, OperatorCode.Forbidden], `${role} ${name}: ${JSON.stringify(res.body)}`).not.toContain(res.body.code);
        expect(res.body.code, `${role} ${name}`).not.toBe(Code.ServerError);
      } else {
        expect(res.body, `${role} ${name}`).toMatchObject({ code: OperatorCode.Forbidden, errcode: OperatorCode.Forbidden, msg: expect.stringContaining(permission as Permission) });
      }
      seen.push(`${name}:${allowed ? 'allowed' : 'denied'}`);
    }
    expect(seen).toHaveLength(ALL_CALLS.length);
    // The image route follows the same table.
    const file = await app.inject({ method: 'GET', url: KYC_FILE_ROUTE.path.replace(':fileId', 'kf_nosuchfile'), headers: { cookie: await freshSession(role) } });
    if (roleAllows(role, KYC_FILE_ROUTE.permission)) expect(file.statusCode, role).toBe(404);
    else expect(file.json(), role).toMatchObject({ code: OperatorCode.Forbidden });
  });

  it('without a session, or with a player\'s token (as a header or as the cookie), only the sign-in steps answer', async () => {
    const attempts: Array<{ label: string; cookie?: string; headers?: Record<string, string> }> = [
      { label: 'no session' },
      { label: 'player bearer', headers: { authorization: `Bearer ${player.token}` } },
      { label: 'player token as cookie', cookie: cookieOf(player.token) },
    ];
    for (const attempt of attempts) {
      for (const name of ALL_CALLS) {
        const res = await opCallRaw(app, name, VALID_BODIES[name](), attempt);
        expect(res.status).toBe(200);
        if (operatorCalls[name].permission === null) expect(res.body.code, `${attempt.label} ${name}`).toBe(200);
        else expect(res.body, `${attempt.label} ${name}`).toMatchObject({ code: Code.Unauthorized, errcode: Code.Unauthorized });
      }
      const file = await app.inject({ method: 'GET', url: '/admin/api/kycFile/kf_x', headers: { ...attempt.headers, ...(attempt.cookie ? { cookie: attempt.cookie } : {}) } });
      expect(file.json(), attempt.label).toMatchObject({ code: Code.Unauthorized });
    }
    // And an operator's session is no player login.
    const asPlayer = await app.inject({ method: 'POST', url: '/app/v1/refreshData', headers: { 'content-type': 'application/json', cookie: sessions.get('admin') as string }, payload: '{}' });
    expect(asPlayer.json()).toMatchObject({ code: Code.Unauthorized });
  });
});

async function freshSession(role: OperatorRole): Promise<string> {
  return (await signedInOperator(app, role)).cookie;
}

// ---- bad input ----

interface Shape { [key: string]: z.ZodType }
const shapeOf = (name: OperatorCallName): Shape => (operatorCalls[name].body as unknown as { shape: Shape }).shape;
const wrongTypeFor = (value: unknown): unknown => (typeof value === 'string' ? 12345 : typeof value === 'number' ? '12' : Array.isArray(value) ? 'x' : typeof value === 'boolean' ? 'x' : 7);

describe('bad input', () => {
  it('every call: bodies that are not objects, missing fields, wrong types, control characters and huge values answer 400 naming the field; never a 5xx', async () => {
    const admin = await freshSession('admin');
    let requests = 0;
    for (const name of ALL_CALLS.filter((n) => n !== 'logout')) {
      const valid = VALID_BODIES[name]();
      const shape = shapeOf(name);
      const send = async (body: unknown, rawBody?: string) => {
        requests += 1;
        const res = await opCallRaw(app, name, body, { cookie: admin, ...(rawBody === undefined ? {} : { rawBody }) });
        expect(res.status, `${name} ${rawBody ?? JSON.stringify(body)}`).toBeLessThan(500);
        return res;
      };
      for (const body of [null, [], 'text', 12, true]) {
        const res = await send(body);
        expect(res.body, `${name} ${JSON.stringify(body)}`).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(/^body: /) });
      }
      expect((await send(undefined, '{"unterminated": ')).status).toBe(400);
      expect((await send(undefined, '{"__proto__": {"x": 1}}')).body).toMatchObject({ code: Code.BadInput, msg: expect.stringContaining('__proto__') });
      for (const [key, schema] of Object.entries(shape)) {
        const required = !schema.safeParse(undefined).success;
        const { [key]: _dropped, ...without } = valid;
        const missing = await send(without);
        if (required) expect(missing.body, `${name} without ${key}`).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(new RegExp(`^${key}: `)) });
        const sample = valid[key] ?? (schema.safeParse('x').success ? 'x' : 1);
        const wrong = await send({ ...valid, [key]: wrongTypeFor(sample) });
        expect(wrong.body, `${name} ${key} of the wrong type`).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(new RegExp(`^${key}: `)) });
        if (typeof sample === 'string') {
          const control = await send({ ...valid, [key]: `${sample}\u0001` });
          expect(control.body, `${name} ${key} with a control character`).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(new RegExp(`^${key}: `)) });
          const huge = await send({ ...valid, [key]: 'z'.repeat(20_000) });
          expect(huge.body.code, `${name} ${key} huge`).not.toBe(Code.ServerError);
          expect(String(huge.body.msg ?? '').length).toBeLessThan(1024);
        }
      }
    }
    expect(requests).toBeGreaterThan(200);
    // The admin's session survived it all.
    expect((await opCallRaw(app, 'me', {}, { cookie: admin })).body.errcode).toBe(0);
  });
});
