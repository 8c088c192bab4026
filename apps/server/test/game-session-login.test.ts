import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HouseErrcode, HouseGame, OtpPurpose } from '@casino/contract';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { buildTestApp, call, encryptPassword, lastSmsCode, strongPassword, uniquePhone } from './helper.ts';
import type { TestApp } from './helper.ts';

/**
 * A game session belongs to the login that opened it (decision 054): whoever holds a launch
 * URL cannot bet once that login has ended, however the login ended. Rounds already started
 * still settle, as providers require.
 */

const START = 100_00;
const SECRET = 'login-tie-secret-0123456789';
const ACME = { code: 'acme', secret: SECRET, enabled: true, launchUrl: 'https://acme.example/launch?token={token}', platforms: ['lantern'] };
/** Red Lantern's Jade Emperor (platform lantern), served by acme. */
const ACME_GAME = { id: 301, code: 'jade-emperor' };

let app: TestApp;
let baseUrl: string;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: START, gameProviders: [ACME], site: { registerType: 'phone', otpStatus: true } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

const requestId = () => `req-${randomBytes(8).toString('hex')}`;

async function launch(gameId: number, token: string): Promise<URL> {
  const res = await call(app, 'startGame', { gameId }, token);
  expect(res.errcode, JSON.stringify(res)).toBe(0);
  return new URL(res.launchUrl!, 'http://casino.test');
}
const diceSession = async (token: string) => (await launch(HouseGame.Dice, token)).searchParams.get('session')!;
const rollDice = (session: string) =>
  call(app, 'housePlay', { session, requestId: requestId(), bet: 100, choice: { kind: 'dice', target: 5000, direction: 'under' } });
const coins = async (token: string) => (await call(app, 'refreshData', {}, token)).coin;

async function signed(action: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${baseUrl}/provider/v1/acme/${action}`, {
    method: 'POST', body: raw,
    headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex') },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string; error?: string; message?: string; balance?: number };
}

/** A phone-registered player (the reset by OTP needs a bound phone). */
async function registerPlayer() {
  const phone = uniquePhone();
  const password = strongPassword();
  await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.Register });
  const res = await call(app, 'accountRegist4', { declaration: true, account: phone, password: await encryptPassword(app, password), code: await lastSmsCode(app, phone), type: 0 });
  expect(res.errcode, JSON.stringify(res)).toBe(0);
  // Past the per-number resend window, so a test can ask for its next code at once.
  app.clock.advance(61_000);
  return { phone, password, token: res.token as string, id: res.id as number };
}
const logIn = async (player: { phone: string; password: string }) =>
  (await call(app, 'accountLogin', { account: player.phone, password: await encryptPassword(app, player.password) })).token as string;

describe('a game session ends with the login that opened it', () => {
  it('logout: the launch URL takes no more bets and no coins move', async () => {
    const player = await registerPlayer();
    const session = await diceSession(player.token);
    expect((await rollDice(session)).errcode).toBe(0);
    const balance = await coins(player.token);

    expect((await call(app, 'logout', {}, player.token)).errcode).toBe(0);
    expect(await rollDice(session)).toMatchObject({ errcode: HouseErrcode.SessionInvalid });
    expect(await coins(await logIn(player))).toBe(balance);
  });

  it('a reset by OTP ends every login, and with them every launch URL', async () => {
    const { phone, token } = await registerPlayer();
    const session = await diceSession(token);
    await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.ResetPassword });
    const reset = await call(app, 'forgetPassword', { mobile: phone, code: await lastSmsCode(app, phone), password: await encryptPassword(app, strongPassword()) });
    expect(reset.errcode).toBe(0);
    expect(await rollDice(session)).toMatchObject({ errcode: HouseErrcode.SessionInvalid });
  });

  it('a password change that ends other logins ends their games, not the game of the login that changed it', async () => {
    const player = await registerPlayer();
    const othersGame = await diceSession(await logIn(player));
    const ownGame = await diceSession(player.token);
    const changed = await call(app, 'modifyPassword', {
      oldPassword: await encryptPassword(app, player.password), password: await encryptPassword(app, strongPassword()), endOtherSessions: true,
    }, player.token);
    expect(changed).toMatchObject({ errcode: 0, endedSessions: 1 });
    expect(await rollDice(othersGame)).toMatchObject({ errcode: HouseErrcode.SessionInvalid });
    expect((await rollDice(ownGame)).errcode).toBe(0);
  });

  it('a ban stops bets at once', async () => {
    const player = await registerPlayer();
    const session = await diceSession(player.token);
    await app.db.query(`UPDATE players SET status = 'banned' WHERE id = $1`, [player.id]);
    expect(await rollDice(session)).toMatchObject({ errcode: HouseErrcode.SessionInvalid });
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM provider_transactions WHERE player_id = $1', [player.id]);
    expect(rows[0]?.n).toBe(0);
  });

  it('an external provider: authenticate and bet are refused after logout, the win of a round already bet still settles', async () => {
    const player = await registerPlayer();
    const token = (await launch(ACME_GAME.id, player.token)).searchParams.get('token')!;
    const playerId = String(player.id);
    const betId = `b-${requestId()}`;
    const bet = await signed('bet', { token, playerId, transactionId: betId, roundId: 'r-1', gameCode: ACME_GAME.code, amount: 500 });
    expect(bet).toMatchObject({ status: 'OK', balance: START - 500 });

    expect((await call(app, 'logout', {}, player.token)).errcode).toBe(0);
    expect(await signed('authenticate', { token })).toMatchObject({ status: 'ERROR', error: 'TOKEN_EXPIRED', message: 'token: the login that opened the game session has ended' });
    expect(await signed('bet', { token, playerId, transactionId: `b-${requestId()}`, roundId: 'r-2', gameCode: ACME_GAME.code, amount: 500 }))
      .toMatchObject({ status: 'ERROR', error: 'TOKEN_EXPIRED', balance: START - 500 });
    expect(await signed('win', { token, playerId, transactionId: `w-${requestId()}`, roundId: 'r-1', gameCode: ACME_GAME.code, betTransactionId: betId, amount: 1_200 }))
      .toMatchObject({ status: 'OK', balance: START - 500 + 1_200 });
  });
});
