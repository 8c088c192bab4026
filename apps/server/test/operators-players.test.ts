import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Code, Errcode, HouseGame, OtpPurpose } from '@casino/contract';
import { OperatorErrcode } from '@casino/contract/operator';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { buildTestApp, call, encryptPassword, lastSmsCode, registerPlayer, uniquePhone } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { auditRows, opCall, signedInOperator } from './operators-helper.ts';

/** Players in the console: search, the profile, notes, ban and unban. */

let app: TestApp;
let support: Awaited<ReturnType<typeof signedInOperator>>;
let finance: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  // Every new player gets 10.00 sign-up coins: a transfer and a balance for the profile to show.
  app = await buildTestApp({ userRegisterCoin: 1000 });
  support = await signedInOperator(app, 'support');
  finance = await signedInOperator(app, 'finance');
});
afterAll(() => app.dispose());

const login = async (p: RegisteredPlayer) => call(app, 'accountLogin', { account: p.account, password: await encryptPassword(app, p.password) });

async function playerWithPhone(): Promise<RegisteredPlayer & { phone: string }> {
  const player = await registerPlayer(app);
  const phone = uniquePhone();
  expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone })).errcode).toBe(0);
  expect((await call(app, 'bindAccount', { mobile: phone, code: await lastSmsCode(app, phone) }, player.token)).errcode).toBe(0);
  return { ...player, phone };
}

describe('player search', () => {
  it('finds a player by id, username (any case, by prefix), phone (as typed with +63 or 0), and invite code', async () => {
    const player = await playerWithPhone();
    const id = player.user.id;
    const inviteCode = String((player.user as { inviteCode?: string }).inviteCode ?? (await app.db.query<{ invite_code: string }>('SELECT invite_code FROM players WHERE id = $1', [id])).rows[0]?.invite_code);
    const found = async (query: string) => ((await opCall(app, 'playerSearch', { query }, support.cookie)).list ?? []).map((p) => p.id);
    expect(await found(String(id))).toContain(id);
    expect(await found(player.account.toUpperCase())).toContain(id);
    expect(await found(player.account.slice(0, 10))).toContain(id);
    expect(await found(player.phone)).toContain(id);
    expect(await found(`+63 ${player.phone}`)).toContain(id);
    expect(await found(`0${player.phone}`)).toContain(id);
    expect(await found(inviteCode.toLowerCase())).toContain(id);
    const [summary] = (await opCall(app, 'playerSearch', { query: String(id) }, support.cookie)).list ?? [];
    expect(summary).toMatchObject({ id, account: player.account, mobile: player.phone, status: 'active', inviteCode });
    // LIKE's wildcards match only themselves.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('no-such-player-anywhere')).toEqual([]);
  });
});

describe('player profile', () => {
  it('shows details, balances, transfers, deposits, withdrawals, KYC, sessions and notes', async () => {
    const player = await registerPlayer(app);
    await login(player);
    const note = await opCall(app, 'playerNoteAdd', { playerId: player.user.id, text: 'Called about a missing deposit.\nAsked for the receipt.' }, finance.cookie);
    expect(note).toMatchObject({ errcode: 0, note: { operator: finance.username, text: 'Called about a missing deposit.\nAsked for the receipt.' } });

    const profile = await opCall(app, 'playerProfile', { playerId: player.user.id }, support.cookie);
    expect(profile).toMatchObject({
      errcode: 0,
      player: { id: player.user.id, account: player.account, status: 'active', countryCode: '63' },
      balances: { coin: 1000, safebox: 0, lottery: 0 },
      deposits: [], withdrawals: [],
      kyc: { status: 'none' },
      linkedAccounts: [],
      notes: [{ operator: finance.username }],
    });
    expect(profile.transfers).toEqual([expect.objectContaining({ amount: 1000, balanceAfter: 1000, account: 'main' })]);
    expect(profile.sessions).toHaveLength(2);
    expect(profile.sessions?.every((s) => s.endedAt === null)).toBe(true);
    expect(await auditRows(app, { action: 'player.note', subjectId: String(player.user.id) })).toMatchObject([{ operator: finance.username, player_id: player.user.id }]);

    expect(await opCall(app, 'playerProfile', { playerId: 999_999_999 }, support.cookie)).toMatchObject({ errcode: OperatorErrcode.NotFound });
    expect((await opCall(app, 'playerNoteAdd', { playerId: 999_999_999, text: 'x' }, support.cookie)).errcode).toBe(OperatorErrcode.NotFound);
  });
});

describe('linked accounts on the profile', () => {
  it('shows the accounts seen on the same device, either way round (docs/decisions/082)', async () => {
    const device = `device-${randomBytes(8).toString('hex')}`;
    const register = async () => {
      const res = await call(app, 'accountRegist', {
        declaration: true, account: `l${randomBytes(7).toString('hex')}`, password: await encryptPassword(app, 'Tq7-linked-pw'), type: 0,
      }, { headers: { 'x-device-id': device } });
      expect(res.errcode, JSON.stringify(res)).toBe(0);
      return res.id as number;
    };
    const first = await register();
    const second = await register();
    const ofFirst = await opCall(app, 'playerProfile', { playerId: first }, support.cookie);
    expect(ofFirst.linkedAccounts).toEqual([{ playerId: second, reason: 'device', deviceId: device, detectedAt: expect.any(Number) }]);
    const ofSecond = await opCall(app, 'playerProfile', { playerId: second }, support.cookie);
    expect(ofSecond.linkedAccounts?.map((l) => l.playerId)).toEqual([first]);
  });
});

describe('game rounds on the profile', () => {
  it('lists the player\'s latest rounds, newest first, with the game, stakes and wins, and no other player\'s', async () => {
    const player = await registerPlayer(app);
    const other = await registerPlayer(app);
    const diceSession = async (token: string) => {
      const started = await call(app, 'startGame', { gameId: HouseGame.Dice }, token);
      expect(started.errcode, JSON.stringify(started)).toBe(0);
      return new URL(started.launchUrl!, 'http://casino.test').searchParams.get('session')!;
    };
    const roll = async (session: string, bet: number) => {
      const res = await call(app, 'housePlay', { session, requestId: `req-${randomBytes(8).toString('hex')}`, bet, choice: { kind: 'dice', target: 5000, direction: 'under' } });
      expect(res.errcode, JSON.stringify(res)).toBe(0);
    };
    const session = await diceSession(player.token);
    await roll(session, 100);
    app.clock.advance(1000);
    await roll(session, 200);
    await roll(await diceSession(other.token), 500);

    const { rounds } = await opCall(app, 'playerProfile', { playerId: player.user.id }, support.cookie);
    expect(rounds?.map((r) => r.totalBet)).toEqual([200, 100]);
    expect(rounds?.every((r) => r.providerCode === 'house' && r.gameCode !== '' && r.gameName !== null && r.status === 'closed')).toBe(true);
    // What the rounds paid is what the ledger paid the player.
    const { rows } = await app.db.query<{ wins: string | null }>(
      "SELECT sum(amount) AS wins FROM ledger_transfers WHERE kind = 'win' AND credit_account_id = (SELECT id FROM ledger_accounts WHERE player_id = $1 AND asset = 'COIN' AND purpose = 'main')",
      [player.user.id],
    );
    expect(rounds?.reduce((sum, r) => sum + r.totalWin, 0)).toBe(Number(rows[0]?.wins ?? 0));
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });
});

describe('ban and unban', () => {
  it('neither bans nor reopens an account its player closed', async () => {
    const player = await registerPlayer(app);
    // As closeAccount leaves it (its own tests cover the call).
    await app.db.query("UPDATE players SET status = 'closed' WHERE id = $1", [player.user.id]);
    for (const name of ['playerUnban', 'playerBan'] as const) {
      expect(await opCall(app, name, { playerId: player.user.id, reason: 'x' }, support.cookie)).toMatchObject({ errcode: OperatorErrcode.Refused, msg: expect.stringContaining('closed') });
    }
    const { rows } = await app.db.query<{ status: string }>('SELECT status FROM players WHERE id = $1', [player.user.id]);
    expect(rows[0]?.status).toBe('closed');
  });

  it('a ban ends every login session at once and refuses sign-in with the banned errcode; unban lets the player back in', async () => {
    const player = await registerPlayer(app);
    const second = await login(player);
    expect((await call(app, 'refreshData', {}, player.token)).errcode).toBe(0);

    const banned = await opCall(app, 'playerBan', { playerId: player.user.id, reason: 'Chargeback fraud' }, support.cookie);
    expect(banned).toMatchObject({ errcode: 0, status: 'banned', sessionsEnded: 2 });
    for (const token of [player.token, second.token as string]) {
      expect(await call(app, 'refreshData', {}, token)).toMatchObject({ code: Code.Unauthorized });
    }
    expect(await login(player)).toMatchObject({ errcode: Errcode.AccountBanned });
    const profile = await opCall(app, 'playerProfile', { playerId: player.user.id }, support.cookie);
    expect(profile.player?.status).toBe('banned');
    expect(profile.sessions?.every((s) => s.endedAt === app.clock.now().getTime())).toBe(true);
    expect(await auditRows(app, { action: 'player.ban', subjectId: String(player.user.id) })).toMatchObject([{
      operator: support.username, subject_kind: 'player', player_id: player.user.id,
      before: { status: 'active' }, after: { status: 'banned' }, detail: { reason: 'Chargeback fraud', sessionsEnded: 2 },
    }]);
    // Banning twice changes nothing and writes nothing.
    expect((await opCall(app, 'playerBan', { playerId: player.user.id, reason: 'again' }, support.cookie)).errcode).toBe(OperatorErrcode.Refused);
    expect(await auditRows(app, { action: 'player.ban', subjectId: String(player.user.id) })).toHaveLength(1);
    // Finance may not ban.
    expect((await opCall(app, 'playerUnban', { playerId: player.user.id, reason: 'x' }, finance.cookie)).code).toBe(403);

    expect(await opCall(app, 'playerUnban', { playerId: player.user.id, reason: 'Cleared by the bank' }, support.cookie)).toMatchObject({ errcode: 0, status: 'active' });
    const back = await login(player);
    expect(back.errcode).toBe(0);
    expect((await call(app, 'refreshData', {}, back.token as string)).errcode).toBe(0);
    // The sessions the ban ended stay ended.
    expect((await call(app, 'refreshData', {}, player.token)).code).toBe(Code.Unauthorized);
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });
});
