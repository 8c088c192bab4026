import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HouseGame, SaferPlayErrcode } from '@casino/contract';
import { OperatorErrcode } from '@casino/contract/operator';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { auditRows, opCall, signedInOperator } from './operators-helper.ts';
import { buildPaymentsApp, submitKyc } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/** Safer play in the console: a player's limits and blocks, setting a time-out, lowering a limit, the restricted list. */

const DAY = 86_400_000;
let t: PaymentsTestApp;
let app: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
let marketing: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  t = await buildPaymentsApp();
  app = t.app;
  support = await signedInOperator(app, 'support');
  marketing = await signedInOperator(app, 'marketing');
});
afterAll(() => t.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

const startGame = (token: string) => call(app, 'startGame', { gameId: HouseGame.Dice }, token);
const letters = () => [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

describe('a player\'s safer play in the console', () => {
  it('shows the declaration, limits and history; support sets a time-out the player cannot shorten, with an audit row', async () => {
    const player = await registerPlayer(app);
    const view = await opCall(app, 'playerSaferPlay', { playerId: player.user.id }, support.cookie);
    expect(view).toMatchObject({ errcode: 0, exclusions: [], restrictedMatch: null, duplicateIds: [], state: { running: null, block: null } });
    expect(view.declaredAt).toBe(app.clock.now().getTime());
    expect(view.state?.limits).toHaveLength(9);

    const at = app.clock.now().getTime();
    const set = await opCall(app, 'playerExclusionSet', { playerId: player.user.id, kind: 'timeOut', duration: '30d', reason: 'Asked by phone' }, support.cookie);
    expect(set).toMatchObject({ errcode: 0, state: { running: { kind: 'timeOut', duration: '30d', endsAt: at + 30 * DAY } } });
    expect(await startGame(player.token)).toMatchObject({ errcode: SaferPlayErrcode.PlayBlocked, until: at + 30 * DAY });
    expect(await call(app, 'startTimeOut', { duration: '24h' }, player.token)).toMatchObject({ errcode: SaferPlayErrcode.CannotShorten });
    expect(await auditRows(app, { action: 'saferPlay.timeOut', subjectId: String(player.user.id) })).toMatchObject([{
      operator: support.username, player_id: player.user.id, after: { kind: 'timeOut' }, detail: { duration: '30d', reason: 'Asked by phone' },
    }]);
    const history = await opCall(app, 'playerSaferPlay', { playerId: player.user.id }, support.cookie);
    expect(history.exclusions).toMatchObject([{ kind: 'timeOut', setBy: `operator:${support.username}`, reason: 'Asked by phone' }]);

    expect(await opCall(app, 'playerExclusionSet', { playerId: player.user.id, kind: 'timeOut', duration: '3h', reason: 'x' }, support.cookie))
      .toMatchObject({ code: 400, msg: expect.stringMatching(/^duration: /) });
    expect((await opCall(app, 'playerExclusionSet', { playerId: 999_999_999, kind: 'timeOut', duration: '24h', reason: 'x' }, support.cookie)).errcode)
      .toBe(OperatorErrcode.NotFound);
    expect((await opCall(app, 'playerExclusionSet', { playerId: player.user.id, kind: 'timeOut', duration: '24h', reason: 'x' }, marketing.cookie)).code).toBe(403);
  });

  it('lowers a limit at once but never raises one', async () => {
    const player = await registerPlayer(app);
    expect((await call(app, 'setMoneyLimit', { kind: 'deposit', period: 'day', amount: 50_000 }, player.token)).errcode).toBe(0);
    const lowered = await opCall(app, 'playerLimitLower', { playerId: player.user.id, kind: 'deposit', period: 'day', value: 20_000, reason: 'Affordability' }, support.cookie);
    expect(lowered.state?.limits.find((l) => l.kind === 'deposit' && l.period === 'day')).toMatchObject({ amount: 20_000, pending: null });
    expect(await auditRows(app, { action: 'saferPlay.limitLowered', subjectId: String(player.user.id) })).toMatchObject([{
      operator: support.username, detail: { kind: 'deposit', period: 'day', reason: 'Affordability' },
    }]);
    const raised = await opCall(app, 'playerLimitLower', { playerId: player.user.id, kind: 'deposit', period: 'day', value: 30_000, reason: 'x' }, support.cookie);
    expect(raised.errcode).toBe(OperatorErrcode.Refused);
    expect((await call(app, 'getSaferPlay', {}, player.token)).limits?.find((l) => l.kind === 'deposit' && l.period === 'day')?.amount).toBe(20_000);
    expect(await opCall(app, 'playerLimitLower', { playerId: player.user.id, kind: 'loss', value: 100, reason: 'x' }, support.cookie))
      .toMatchObject({ code: 400, msg: expect.stringMatching(/^period: /) });
  });
});

describe('the restricted list in the console', () => {
  it('imports a list, shows the match found at KYC with its person, and clears it', async () => {
    const idNumber = `N${randomBytes(4).toString('hex').toUpperCase()}`;
    const imported = await opCall(app, 'restrictedImport', { csv: `full name,birth date,id number\n"Ana ${letters()}",1980-02-02,${idNumber}\n` }, support.cookie);
    expect(imported).toMatchObject({ errcode: 0, rows: 1 });
    const player = await registerPlayer(app);
    await submitKyc(app, player.token, { idNumber });
    const matches = await opCall(app, 'restrictedMatches', { limit: 10 }, support.cookie);
    expect(matches.listSize).toBe(1);
    expect(matches.list?.find((m) => m.playerId === player.user.id)).toMatchObject({ matchedOn: 'idNumber', foundAt: 'kyc', person: { idNumber } });
    expect((await opCall(app, 'playerSaferPlay', { playerId: player.user.id }, support.cookie)).state?.block).toEqual({ kind: 'restricted', until: null });

    const cleared = await opCall(app, 'restrictedClear', { playerId: player.user.id, reason: 'Different birth date on the ID' }, support.cookie);
    expect(cleared).toMatchObject({ errcode: 0, state: { block: null } });
    expect((await startGame(player.token)).errcode).toBe(0);
    expect((await opCall(app, 'restrictedClear', { playerId: player.user.id, reason: 'again' }, support.cookie)).errcode).toBe(OperatorErrcode.Refused);

    const bad = await opCall(app, 'restrictedImport', { csv: 'Someone,1980-13-45\n' }, support.cookie);
    expect(bad).toMatchObject({ errcode: OperatorErrcode.Refused, msg: expect.stringMatching(/^csv: line 1/) });
    expect((await opCall(app, 'restrictedMatches', { limit: 10 }, support.cookie)).listSize).toBe(1);
  });
});
