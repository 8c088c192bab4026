import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, HouseErrcode, HouseGame, SaferPlayErrcode } from '@casino/contract';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { call, encryptPassword, registerPlayer, strongPassword, uniqueName } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import {
  bind, buildPaymentsApp, CHANNEL, drainCallbacks, GCASH, payOnPage, recharge, refOf, requestId, submitKyc, userInfo as userInfoOf, WALLET_PASSWORD,
} from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/**
 * Time-outs, self-exclusions, the restricted-persons list, the registration declaration and
 * duplicate ID numbers (docs/decisions/065): what each blocks, what it leaves open, and how it ends.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: PaymentsTestApp;
let app: TestApp;
beforeAll(async () => {
  // Every new player gets 10.00 coins and a welcome mail with 5.00 attached.
  t = await buildPaymentsApp({ app: { userRegisterCoin: 1000, mailWelcomeCoin: 500 } });
  app = t.app;
});
afterAll(() => t.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

const saferPlay = (p: RegisteredPlayer) => call(app, 'getSaferPlay', {}, p.token);
const startGame = (p: RegisteredPlayer) => call(app, 'startGame', { gameId: HouseGame.Dice }, p.token);
const roll = (session: string) =>
  call(app, 'housePlay', { session, requestId: `req-${randomBytes(8).toString('hex')}`, bet: 100, choice: { kind: 'dice', target: 5000, direction: 'under' } });
const sessionOf = (launchUrl: string) => new URL(launchUrl, 'http://casino.test').searchParams.get('session')!;
const userInfo = (p: RegisteredPlayer) => userInfoOf(app, p.token);
const welcomeMail = async (p: RegisteredPlayer) => {
  const { list } = await call(app, 'getMail2', { page: 1, pageSize: 20 }, p.token);
  return list!.find((m) => m.hasAttachments)!;
};
/** A fresh login (tokens last 30 days; some tests move the clock by months). */
async function relogin(p: RegisteredPlayer): Promise<RegisteredPlayer> {
  const res = await call(app, 'accountLogin', { account: p.account, password: await encryptPassword(app, p.password) });
  expect(res.errcode).toBe(0);
  return { ...p, token: res.token as string };
}
/** Letters only, as names on an ID are. */
const uniqueSurname = () => [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
const deposit = (p: RegisteredPlayer) => call(app, 'recharge3', { amount: 20000, version: 4, rechargeType: CHANNEL.gcash }, p.token);

describe('a time-out', () => {
  it('blocks games, deposits and claims until it ends, tells the end date, and leaves login open', async () => {
    const player = await registerPlayer(app);
    const started = app.clock.now().getTime();
    const answer = await call(app, 'startTimeOut', { duration: '24h' }, player.token);
    expect(answer).toMatchObject({ errcode: 0, running: { kind: 'timeOut', duration: '24h', startsAt: started, endsAt: started + DAY, canEnd: false } });
    expect(answer.block).toEqual({ kind: 'timeOut', until: started + DAY });

    expect(await startGame(player)).toMatchObject({ errcode: SaferPlayErrcode.PlayBlocked, blockKind: 'timeOut', until: started + DAY });
    expect(await deposit(player)).toMatchObject({ errcode: SaferPlayErrcode.DepositBlocked, until: started + DAY });
    expect((await userInfo(player)).exclusion).toEqual({ kind: 'timeOut', until: started + DAY });
    // Login still works: the player can see the date and withdraw.
    expect((await call(app, 'accountLogin', { account: player.account, password: await encryptPassword(app, player.password) })).errcode).toBe(0);

    // The welcome mail's coins were forfeited when the time-out started: they stay closed after it.
    const mail = await welcomeMail(player);
    expect((await call(app, 'receiveMail', { id: mail.id }, player.token)).errcode).not.toBe(0);

    app.clock.advance(DAY - 1);
    expect((await startGame(player)).errcode).toBe(SaferPlayErrcode.PlayBlocked);
    app.clock.advance(1);
    expect((await startGame(player)).errcode).toBe(0);
    expect((await userInfo(player)).exclusion).toBeNull();
    expect((await call(app, 'receiveMail', { id: mail.id }, player.token)).errcode).not.toBe(0);
    expect(await (await app.db.query("SELECT forfeited FROM player_exclusions WHERE player_id = $1", [player.user.id])).rows[0]).toMatchObject({ forfeited: { mailAttachments: 1 } });
  });

  it('ends the open game sessions at once: the next bet is refused, nothing moves', async () => {
    const player = await registerPlayer(app);
    const launched = await startGame(player);
    const session = sessionOf(launched.launchUrl!);
    expect((await roll(session)).errcode).toBe(0);
    const before = (await call(app, 'refreshData', {}, player.token)).coin;
    await call(app, 'startTimeOut', { duration: '48h' }, player.token);
    expect((await roll(session)).errcode).toBe(HouseErrcode.SessionInvalid);
    expect((await call(app, 'refreshData', {}, player.token)).coin).toBe(before);
  });

  it('cannot be shortened; a longer one replaces it', async () => {
    const player = await registerPlayer(app);
    const at = app.clock.now().getTime();
    await call(app, 'startTimeOut', { duration: '7d' }, player.token);
    expect(await call(app, 'startTimeOut', { duration: '24h' }, player.token)).toMatchObject({ errcode: SaferPlayErrcode.CannotShorten });
    expect((await call(app, 'startTimeOut', { duration: '6w' }, player.token)).running).toMatchObject({ endsAt: at + 42 * DAY });
    const { rows } = await app.db.query<{ n: string }>('SELECT count(*) AS n FROM player_exclusions WHERE player_id = $1 AND ends_at > $2', [player.user.id, app.clock.now()]);
    expect(Number(rows[0]!.n)).toBe(1);
    // Two at once for one player: both answer, one time-out runs.
    const other = await registerPlayer(app);
    const both = await Promise.all([call(app, 'startTimeOut', { duration: '2w' }, other.token), call(app, 'startTimeOut', { duration: '2w' }, other.token)]);
    expect(both.map((a) => a.errcode)).toEqual([0, 0]);
    const running = await app.db.query<{ n: string }>('SELECT count(*) AS n FROM player_exclusions WHERE player_id = $1 AND ends_at > $2', [other.user.id, app.clock.now()]);
    expect(Number(running.rows[0]!.n)).toBe(1);
  });

  it('refuses bad durations naming the field', async () => {
    const player = await registerPlayer(app);
    expect(await call(app, 'startTimeOut', { duration: '1h' }, player.token)).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(/^duration: /) });
    expect(await call(app, 'startSelfExclusion', { duration: '6m' }, player.token)).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(/^confirm: /) });
    expect((await saferPlay(player)).running).toBeNull();
  });
});

describe('the player\'s data export', () => {
  it('holds their time-outs and the declaration, and no other player\'s', async () => {
    const player = await registerPlayer(app);
    const other = await registerPlayer(app);
    await call(app, 'startTimeOut', { duration: '48h' }, player.token);
    await call(app, 'startTimeOut', { duration: '7d' }, other.token);
    const { document } = await call(app, 'exportMyData', {}, player.token);
    const section = (document as unknown as { sections: Record<string, { exclusions: { items: Array<{ duration: string }> }; declaration: unknown }> }).sections.saferPlay!;
    expect(section.exclusions.items.map((e) => e.duration)).toEqual(['48h']);
    expect(section.declaration).toMatchObject({ via: 'accountRegist' });
  });
});

describe('a self-exclusion', () => {
  it('cannot be ended in its first 6 months; after them it ends 24 hours after the request', async () => {
    let player = await registerPlayer(app);
    const started = app.clock.now();
    const answer = await call(app, 'startSelfExclusion', { duration: '1y', confirm: true }, player.token);
    const sixMonths = new Date(started);
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(answer.running).toMatchObject({ kind: 'selfExclusion', irrevocableUntil: sixMonths.getTime(), canEnd: false });
    expect(await call(app, 'endSelfExclusion', {}, player.token)).toMatchObject({ errcode: SaferPlayErrcode.Irrevocable, until: sixMonths.getTime() });
    // A time-out does not replace a longer self-exclusion.
    expect((await call(app, 'startTimeOut', { duration: '6w' }, player.token)).errcode).toBe(SaferPlayErrcode.CannotShorten);

    app.clock.set(new Date(sixMonths.getTime() + 1));
    player = await relogin(player);
    const due = await saferPlay(player);
    expect(due.running, JSON.stringify(due)).toMatchObject({ kind: 'selfExclusion', canEnd: true });
    const requested = app.clock.now().getTime();
    const ending = await call(app, 'endSelfExclusion', {}, player.token);
    expect(ending.running).toMatchObject({ endRequestedAt: requested, endsAt: requested + DAY, canEnd: false });
    app.clock.advance(DAY - 1);
    expect((await startGame(player)).errcode).toBe(SaferPlayErrcode.PlayBlocked);
    app.clock.advance(1);
    expect((await startGame(player)).errcode).toBe(0);
    expect(await call(app, 'endSelfExclusion', {}, player.token)).toMatchObject({ errcode: SaferPlayErrcode.NotSelfExcluded });
  });

  it('refuses claims (3506): mail sent to the player after it started holds its gift for later, nothing moves', async () => {
    const player = await registerPlayer(app);
    await call(app, 'startSelfExclusion', { duration: '6m', confirm: true }, player.token);
    const coins = (await call(app, 'refreshData', {}, player.token)).coin;
    const { sender } = app.face('mail');
    await sender.send({ operator: 'support', to: [player.user.id], title: 'Sorry', body: 'A gift', attachments: [{ id: 2001, count: 300, betRate: 1 }], expireDays: null });
    const { list } = await call(app, 'getMail2', { page: 1, pageSize: 20 }, player.token);
    const gift = list!.find((m) => m.title === 'Sorry')!;
    expect(await call(app, 'receiveMail', { id: gift.id }, player.token)).toMatchObject({ errcode: SaferPlayErrcode.PromotionsBlocked });
    expect((await call(app, 'refreshData', {}, player.token)).coin).toBe(coins);
  });

  it('is skipped by a send to everyone (no marketing mail), unlike a player without one', async () => {
    const excluded = await registerPlayer(app);
    const free = await registerPlayer(app);
    await call(app, 'startSelfExclusion', { duration: '6m', confirm: true }, excluded.token);
    const title = `Weekend bonus ${uniqueName('M')}`;
    const sent = await app.face('mail').sender.send({ operator: 'marketing', to: 'all', title, body: 'Play this weekend', attachments: [], expireDays: null });
    const titles = async (p: RegisteredPlayer) => (await call(app, 'getMail2', { page: 1, pageSize: 50 }, p.token)).list!.map((m) => m.title);
    expect(await titles(free)).toContain(title);
    expect(await titles(excluded)).not.toContain(title);
    const { rows } = await app.db.query<{ n: string }>("SELECT count(*) AS n FROM players WHERE status = 'active'");
    expect(sent.recipients).toBeLessThan(Number(rows[0]!.n));
  });

  it('leaves the withdrawal of the balance open', async () => {
    // Funded (10.00 sign-up coins and a 500.00 deposit), GCash bound, wallet password set, identity approved.
    const player = await registerPlayer(app);
    await bind(app, player.token);
    const order = await recharge(app, player.token, 50000);
    expect((await payOnPage(app, refOf(order.payUrl as string))).statusCode).toBe(303);
    await drainCallbacks(app);
    expect((await call(app, 'safeboxPasswordInit', { password: await encryptPassword(app, WALLET_PASSWORD) }, player.token)).errcode).toBe(0);
    expect((await t.ops('kyc', 'approve', String(await submitKyc(app, player.token)), '--operator', 'tester')).status).toBe(0);

    await call(app, 'startSelfExclusion', { duration: '6m', confirm: true }, player.token);
    expect((await deposit(player)).errcode).toBe(SaferPlayErrcode.DepositBlocked);
    const password = await encryptPassword(app, WALLET_PASSWORD);
    const withdraw = await call(app, 'exchange', { amount: 20000, bankId: GCASH, password, requestId: requestId() }, player.token);
    expect(withdraw).toMatchObject({ errcode: 0, coin: 31000 });
  });
});

describe('the restricted-persons list', () => {
  it('blocks a player whose KYC identity is on it, at submission and at a later login, until an operator clears it', async () => {
    const saferPlayFace = app.face('safer-play');
    const idNumber = `R${randomBytes(4).toString('hex').toUpperCase()}`;
    const name = `Maria ${uniqueSurname()} Reyes`;
    // By ID number: on the list when the identity is submitted.
    await saferPlayFace.exclusions.importRestricted('compliance', `full name,birth date,id number\n"Pedro ${uniqueSurname()}",1970-07-07,${idNumber}\n`);

    const listed = await registerPlayer(app);
    await submitKyc(app, listed.token, { idType: 'passport', idNumber, firstName: 'Someone', middleName: '', lastName: 'Else', birthDate: '1990-01-01' });
    expect(await startGame(listed)).toMatchObject({ errcode: SaferPlayErrcode.PlayBlocked, blockKind: 'restricted', until: null });
    expect((await deposit(listed)).errcode).toBe(SaferPlayErrcode.DepositBlocked);

    // By name and birth date, found when the list is imported after the submission: at the next login.
    const late = await registerPlayer(app);
    const [first, ...rest] = name.split(' ');
    await submitKyc(app, late.token, { idNumber: `X${randomBytes(4).toString('hex')}`, firstName: first, middleName: '', lastName: rest.join(' '), birthDate: '1985-03-04' });
    expect((await startGame(late)).errcode).toBe(0);
    await saferPlayFace.exclusions.importRestricted('compliance', `"${name.toLowerCase()}",1985-03-04,\n"Pedro Other",1970-07-07,${idNumber}\n`);
    expect((await call(app, 'accountLogin', { account: late.account, password: await encryptPassword(app, late.password) })).errcode).toBe(0);
    expect((await startGame(late)).errcode).toBe(SaferPlayErrcode.PlayBlocked);
    expect((await saferPlayFace.exclusions.openMatches(50)).map((m) => m.playerId)).toEqual(expect.arrayContaining([listed.user.id, late.user.id]));

    expect(await saferPlayFace.exclusions.clearMatch('compliance', late.user.id, 'a different person')).toBe(true);
    expect((await startGame(late)).errcode).toBe(0);
    const { rows } = await app.db.query<{ action: string }>("SELECT action FROM ops_audit WHERE action LIKE 'saferPlay.restricted%' ORDER BY id");
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['saferPlay.restrictedImport', 'saferPlay.restrictedClear']));
  });

  it('refuses a list with a bad line, naming it, and keeps the old list', async () => {
    const face = app.face('safer-play').exclusions;
    await face.importRestricted('compliance', 'Keep Me,1980-01-01,K1\n');
    await expect(face.importRestricted('compliance', 'Good Name,1980-01-01\nBad Date,01/02/1980\n')).rejects.toThrow(/line 2/);
    const { rows } = await app.db.query<{ full_name: string }>('SELECT full_name FROM restricted_persons');
    expect(rows.map((r) => r.full_name)).toEqual(['KEEP ME']);
  });
});

describe('registration', () => {
  it('requires the declaration and records it with its time', async () => {
    const password = await encryptPassword(app, strongPassword());
    const missing = await call(app, 'accountRegist', { account: uniqueName(), password, type: 0 });
    expect(missing).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(/^declaration: /) });
    const at = app.clock.now().getTime();
    const made = await call(app, 'accountRegist', { declaration: true, account: uniqueName(), password, type: 0 });
    expect(made.errcode).toBe(0);
    const { rows } = await app.db.query<{ declared_at: Date }>('SELECT declared_at FROM player_declarations WHERE player_id = $1', [made.id]);
    expect(new Date(rows[0]!.declared_at).getTime()).toBe(at);
  });

  it('flags an ID number already submitted by another account (one account per person)', async () => {
    const idNumber = `D${randomBytes(4).toString('hex').toUpperCase()}`;
    const first = await registerPlayer(app);
    const second = await registerPlayer(app);
    await submitKyc(app, first.token, { idNumber });
    await submitKyc(app, second.token, { idNumber: `${idNumber.slice(0, 3)}-${idNumber.slice(3)}` });
    const flagged = await app.face('safer-play').exclusions.duplicateIds(100);
    expect(flagged.filter((d) => d.playerId === second.user.id)).toMatchObject([{ otherPlayerId: first.user.id }]);
    expect(flagged.some((d) => d.playerId === first.user.id)).toBe(false);
  });
});
