import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ItemId } from '@casino/contract';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { createWalletService } from '../src/modules/wallet/service.ts';
import { buildTestApp, call, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';

/**
 * The seamless-wallet gateway as an external provider sees it: signed JSON over real HTTP.
 * Every rule of docs/providers.md is exercised here, and the books must balance after each test.
 */

const SECRET = 'conformance-secret-0123456789';
const DORMANT_SECRET = 'dormant-secret-0123456789';
const PROVIDERS = [
  {
    code: 'acme', secret: SECRET, enabled: true, launchUrl: 'https://acme.example/launch?token={token}&game={gameCode}&lang={lang}',
    platforms: ['nova', 'lantern', 'bluefin', 'acetable', 'mystic'],
  },
  { code: 'dormant', secret: DORMANT_SECRET, enabled: false, launchUrl: 'https://dormant.example/?token={token}' },
];
/** Every player starts with 100.00 coins (the sign-up credit). */
const START = 100_00;
/** Red Lantern's Jade Emperor (platform lantern, served by acme) and another game of the brand. */
const GAME = { id: 301, code: 'jade-emperor', brandId: 3 };
const OTHER_GAME_CODE = 'koi-fortune';
const SESSION_MINUTES = 240;
const MINUTE = 60_000;

let app: TestApp;
let baseUrl: string;
let wallet: ReturnType<typeof createWalletService>;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: START, gameProviders: PROVIDERS, gameSessionMinutes: SESSION_MINUTES, databasePoolMax: 20 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  wallet = createWalletService({ db: app.db, clock: app.clock, decryptPassword: () => null });
});
afterAll(() => app.dispose());

afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

const sign = (secret: string, body: string): string => createHmac('sha256', secret).update(body).digest('hex');

type Answer = Record<string, unknown> & { status: string; error?: string; balance?: number; walletTransactionId?: string; alreadyProcessed?: boolean };
interface Sent { http: number; body: Answer }

async function post(path: string, raw: string, headers: Record<string, string>): Promise<Sent> {
  const res = await fetch(baseUrl + path, { method: 'POST', headers, body: raw });
  return { http: res.status, body: (await res.json()) as Answer };
}

/** A signed call, as a provider makes it. */
async function send(action: string, body: unknown, options: { provider?: string; secret?: string } = {}): Promise<Sent> {
  const raw = JSON.stringify(body);
  return post(`/provider/v1/${options.provider ?? 'acme'}/${action}`, raw, {
    'content-type': 'application/json', 'x-signature': sign(options.secret ?? SECRET, raw),
  });
}
/** The answer of a signed call that must be HTTP 200. */
async function answer(action: string, body: unknown, options: { provider?: string; secret?: string } = {}): Promise<Answer> {
  const sent = await send(action, body, options);
  expect(sent.http, JSON.stringify(sent.body)).toBe(200);
  return sent.body;
}

/** A player with a game session at acme (launched through startGame, as the lobby does). */
interface Seat { player: RegisteredPlayer; playerId: string; token: string }

async function seat(gameId = GAME.id): Promise<Seat> {
  const player = await registerPlayer(app);
  const started = await call(app, 'startGame', { gameId }, player.token);
  expect(started.errcode, JSON.stringify(started)).toBe(0);
  const token = new URL(started.launchUrl as string).searchParams.get('token');
  if (!token) throw new Error(`no token in ${started.launchUrl}`);
  return { player, playerId: String(player.user.id), token };
}

const unique = (prefix: string): string => `${prefix}-${randomBytes(6).toString('hex')}`;

function betOf(s: Seat, over: Record<string, unknown> = {}) {
  return { token: s.token, playerId: s.playerId, gameCode: GAME.code, roundId: unique('round'), transactionId: unique('bet'), amount: 100, ...over };
}
function winOf(s: Seat, bet: { roundId: string; transactionId: string }, over: Record<string, unknown> = {}) {
  return {
    token: s.token, playerId: s.playerId, gameCode: GAME.code, roundId: bet.roundId, transactionId: unique('win'),
    betTransactionId: bet.transactionId, amount: 0, ...over,
  };
}
function rollbackOf(s: Seat, bet: { roundId: string; transactionId: string }, over: Record<string, unknown> = {}) {
  return {
    token: s.token, playerId: s.playerId, gameCode: GAME.code, roundId: bet.roundId, transactionId: unique('rb'),
    referenceTransactionId: bet.transactionId, ...over,
  };
}

const coinOf = async (s: Seat): Promise<number> => (await wallet.readBalances(s.player.user.id)).coin;
const betTotalOf = async (s: Seat): Promise<number> => (await wallet.readBalances(s.player.user.id)).bet;
async function transferCount(): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM ledger_transfers');
  return Number(rows[0]?.n);
}
async function recordedCount(transactionId: string): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM provider_transactions WHERE transaction_id = $1', [transactionId]);
  return Number(rows[0]?.n);
}
async function roundOf(roundId: string): Promise<{ status: string; total_bet: number; total_win: number } | undefined> {
  const { rows } = await app.db.query<{ status: string; total_bet: number; total_win: number }>(
    'SELECT status, total_bet, total_win FROM game_rounds WHERE round_id = $1', [roundId]);
  return rows[0];
}

describe('signing and transport', () => {
  it('refuses a missing, wrong or stale signature with 401 INVALID_SIGNATURE, moving nothing', async () => {
    const s = await seat();
    const raw = JSON.stringify(betOf(s));
    const path = '/provider/v1/acme/bet';
    const before = await transferCount();

    const missing = await post(path, raw, { 'content-type': 'application/json' });
    expect(missing).toEqual({ http: 401, body: { status: 'ERROR', error: 'INVALID_SIGNATURE', message: expect.stringMatching(/^X-Signature: /) } });
    const otherSecret = await post(path, raw, { 'content-type': 'application/json', 'x-signature': sign('not-the-secret-0123456789', raw) });
    expect(otherSecret.http).toBe(401);
    // Signed, then one byte of the body changed on the way.
    const tampered = await post(path, raw.replace('"amount":100', '"amount":900'), { 'content-type': 'application/json', 'x-signature': sign(SECRET, raw) });
    expect(tampered).toMatchObject({ http: 401, body: { error: 'INVALID_SIGNATURE' } });
    // Another provider's secret does not sign for acme; upper-case hex is not the documented form.
    expect((await send('bet', JSON.parse(raw), { secret: DORMANT_SECRET })).http).toBe(401);
    expect((await post(path, raw, { 'content-type': 'application/json', 'x-signature': sign(SECRET, raw).toUpperCase() })).http).toBe(401);
    expect((await post(path, raw, { 'content-type': 'application/json', 'x-signature': 'zz' })).http).toBe(401);

    expect(await transferCount()).toBe(before);
    expect(await coinOf(s)).toBe(START);
  });

  it('signs the raw bytes, whatever the content type or JSON spacing', async () => {
    const s = await seat();
    const raw = `{ "token": "${s.token}",\n  "playerId": "${s.playerId}" }`;
    const res = await post('/provider/v1/acme/balance', raw, { 'content-type': 'text/plain', 'x-signature': sign(SECRET, raw) });
    expect(res).toEqual({ http: 200, body: { status: 'OK', balance: START, currency: 'PHP' } });
  });

  it('answers 404 for an unknown provider or action, and 400 INVALID_REQUEST naming the field', async () => {
    const s = await seat();
    expect(await send('balance', { token: s.token, playerId: s.playerId }, { provider: 'nobody' }))
      .toEqual({ http: 404, body: { status: 'ERROR', error: 'NOT_FOUND', message: 'providerCode: no such provider' } });
    expect(await send('refund', { token: s.token }))
      .toEqual({ http: 404, body: { status: 'ERROR', error: 'NOT_FOUND', message: 'action: no such action' } });

    const raw = '{"token": ';
    expect(await post('/provider/v1/acme/bet', raw, { 'content-type': 'application/json', 'x-signature': sign(SECRET, raw) }))
      .toEqual({ http: 400, body: { status: 'ERROR', error: 'INVALID_REQUEST', message: 'body: not valid JSON' } });
    const cases: Array<[unknown, RegExp]> = [
      [{ ...betOf(s), amount: 0 }, /^amount: /],
      [{ ...betOf(s), amount: 1.5 }, /^amount: /],
      [{ ...betOf(s), amount: '100' }, /^amount: /],
      [{ ...betOf(s), transactionId: undefined }, /^transactionId: /],
      [{ ...betOf(s), transactionId: 'has space' }, /^transactionId: /],
      [{ ...betOf(s), roundId: 'x'.repeat(129) }, /^roundId: /],
      [{ ...betOf(s), playerId: 'abc' }, /^playerId: /],
      [{ ...betOf(s), token: 'short' }, /^token: /],
      [[1, 2], /^body: /],
      [JSON.parse(`{"token":"${s.token}","playerId":"${s.playerId}","__proto__":{"x":1}}`), /^__proto__: forbidden key$/],
    ];
    for (const [body, message] of cases) {
      const res = await send('bet', body);
      expect(res.http, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 'ERROR', error: 'INVALID_REQUEST', message: expect.stringMatching(message) });
    }
    expect(await coinOf(s)).toBe(START);
  });

  it('matches the worked signing example of docs/providers.md', () => {
    const docs = readFileSync(new URL('../../../docs/providers.md', import.meta.url), 'utf8');
    const body = '{"token":"q3Vx8mZt0cLr5KfY1wHn7JpB2sGd9TaE4uNiRkOy6Xe","playerId":"1024","gameCode":"jade-emperor","roundId":"r-1001","transactionId":"bet-1001","amount":500}';
    const secret = 'example-secret-0123456789';
    const signature = '0098ccb43491badb4b47eab1c9db4625dbf1975ccfdd74f12454ccd748e2b1d4';
    expect(sign(secret, body)).toBe(signature);
    for (const text of [body, secret, signature]) expect(docs).toContain(text);
  });

  it('refuses every action of a switched-off provider with PROVIDER_DISABLED', async () => {
    const s = await seat();
    for (const action of ['authenticate', 'balance', 'bet', 'win', 'rollback']) {
      expect(await send(action, betOf(s), { provider: 'dormant', secret: DORMANT_SECRET }))
        .toEqual({ http: 200, body: { status: 'ERROR', error: 'PROVIDER_DISABLED', message: expect.any(String) } });
    }
  });
});

describe('authenticate and balance', () => {
  it('authenticate answers the player, the game, the balance and the currency', async () => {
    const s = await seat();
    expect(await answer('authenticate', { token: s.token })).toEqual({ status: 'OK', balance: START, currency: 'PHP', playerId: s.playerId, gameCode: GAME.code });
    expect(await answer('balance', { token: s.token, playerId: s.playerId })).toEqual({ status: 'OK', balance: START, currency: 'PHP' });
  });

  it('refuses unknown tokens, tokens of another provider and another player\'s id', async () => {
    const s = await seat();
    expect(await answer('authenticate', { token: 'x'.repeat(43) })).toEqual({ status: 'ERROR', error: 'INVALID_TOKEN', message: 'token: no such game session' });
    // A house game's session is not acme's.
    const house = await call(app, 'startGame', { gameId: 1 }, s.player.token);
    const houseToken = new URL(house.launchUrl as string, 'http://x').searchParams.get('session') as string;
    expect((await answer('authenticate', { token: houseToken })).error).toBe('INVALID_TOKEN');
    const other = await seat();
    expect(await answer('balance', { token: s.token, playerId: other.playerId }))
      .toEqual({ status: 'ERROR', error: 'PLAYER_MISMATCH', message: 'playerId: not the player of this game session' });
    expect((await answer('bet', betOf(s, { playerId: other.playerId }))).error).toBe('PLAYER_MISMATCH');
    expect(await coinOf(s)).toBe(START);
  });
});

describe('bet, win and rounds', () => {
  it('a bet debits, counts toward the cumulative bet, and its win pays and closes the round', async () => {
    const s = await seat();
    const bet = betOf(s, { amount: 2_50 });
    const placed = await answer('bet', bet);
    expect(placed).toEqual({ status: 'OK', balance: START - 2_50, currency: 'PHP', walletTransactionId: expect.stringMatching(/^\d+$/), alreadyProcessed: false });
    expect(await betTotalOf(s)).toBe(2_50);
    expect(await roundOf(bet.roundId)).toEqual({ status: 'open', total_bet: 2_50, total_win: 0 });

    const won = await answer('win', winOf(s, bet, { amount: 6_00 }));
    expect(won).toEqual({ status: 'OK', balance: START - 2_50 + 6_00, currency: 'PHP', walletTransactionId: expect.stringMatching(/^\d+$/), alreadyProcessed: false });
    expect(won.walletTransactionId).not.toBe(placed.walletTransactionId);
    expect(await roundOf(bet.roundId)).toEqual({ status: 'closed', total_bet: 2_50, total_win: 6_00 });
    expect(await coinOf(s)).toBe(START - 2_50 + 6_00);

    const history = await call(app, 'getTransactionRecord', {}, s.player.token);
    expect(history.list?.slice(0, 2).map((r) => [r.kind, r.amount, r.reference])).toEqual([
      ['win', 6_00, `acme:${bet.roundId}`], ['bet', -2_50, `acme:${bet.roundId}`],
    ]);
  });

  it('keeps a round open for several bets and wins until a win closes it; then refuses bets and wins on it', async () => {
    const s = await seat();
    const roundId = unique('round');
    const first = betOf(s, { roundId, amount: 1_00 });
    const second = betOf(s, { roundId, amount: 2_00 });
    expect((await answer('bet', first)).status).toBe('OK');
    expect((await answer('bet', second)).status).toBe('OK');
    expect((await answer('win', winOf(s, first, { amount: 50, roundClosed: false }))).status).toBe('OK');
    expect(await roundOf(roundId)).toEqual({ status: 'open', total_bet: 3_00, total_win: 50 });
    // A win of 0 settles a lost bet and (by default) closes the round.
    expect(await answer('win', winOf(s, second, { amount: 0 }))).toMatchObject({ status: 'OK', balance: START - 3_00 + 50 });
    expect(await roundOf(roundId)).toMatchObject({ status: 'closed', total_win: 50 });

    const before = await transferCount();
    expect(await answer('bet', betOf(s, { roundId }))).toEqual({ status: 'ERROR', error: 'ROUND_CLOSED', message: 'roundId: the round is closed', balance: START - 3_00 + 50 });
    expect((await answer('win', winOf(s, first, { amount: 10 }))).error).toBe('ROUND_CLOSED');
    expect(await transferCount()).toBe(before);
  });

  it('a bet with roundClosed closes its round: no win may follow', async () => {
    const s = await seat();
    const bet = betOf(s, { roundClosed: true });
    expect((await answer('bet', bet)).status).toBe('OK');
    expect(await roundOf(bet.roundId)).toMatchObject({ status: 'closed' });
    expect((await answer('win', winOf(s, bet, { amount: 5_00 }))).error).toBe('ROUND_CLOSED');
    expect(await coinOf(s)).toBe(START - 100);
  });

  it('refuses a win on an unknown bet, on another player\'s bet, or in another round (BET_NOT_FOUND)', async () => {
    const s = await seat();
    const other = await seat();
    const bet = betOf(s);
    expect((await answer('bet', bet)).status).toBe('OK');
    expect(await answer('win', winOf(s, { roundId: bet.roundId, transactionId: 'never-placed' }, { amount: 5_00 })))
      .toEqual({ status: 'ERROR', error: 'BET_NOT_FOUND', message: 'betTransactionId: no such bet', balance: START - 100 });
    expect((await answer('win', winOf(other, bet, { amount: 5_00 }))).error).toBe('BET_NOT_FOUND');
    expect((await answer('win', winOf(s, bet, { amount: 5_00, roundId: unique('round') }))).error).toBe('BET_NOT_FOUND');
    expect(await coinOf(s)).toBe(START - 100);
    expect(await coinOf(other)).toBe(START);
  });

  it('refuses a bet larger than the balance with INSUFFICIENT_FUNDS and the balance, recording nothing; the same id succeeds after a deposit', async () => {
    const s = await seat();
    const bet = betOf(s, { amount: START + 1 });
    const before = await transferCount();
    expect(await answer('bet', bet)).toEqual({ status: 'ERROR', error: 'INSUFFICIENT_FUNDS', message: expect.stringMatching(/^amount: /), balance: START });
    expect(await transferCount()).toBe(before);
    expect(await recordedCount(bet.transactionId)).toBe(0);
    expect(await roundOf(bet.roundId)).toBeUndefined();
    expect(await betTotalOf(s)).toBe(0);

    await wallet.grantReward(app.db, s.player.user.id, { id: ItemId.Coin, count: 1 }, { key: unique('deposit') });
    expect(await answer('bet', bet)).toMatchObject({ status: 'OK', balance: 0, alreadyProcessed: false });
    expect(await betTotalOf(s)).toBe(START + 1);
  });

  it('takes bets only on the session\'s game, and not while the game or its brand is disabled or under maintenance; wins still settle', async () => {
    const s = await seat();
    const open = betOf(s);
    expect((await answer('bet', open)).status).toBe('OK');
    expect(await answer('bet', betOf(s, { gameCode: OTHER_GAME_CODE })))
      .toMatchObject({ status: 'ERROR', error: 'GAME_UNAVAILABLE', message: 'gameCode: not the game of this session' });

    const refusedWhile = async (setup: string, restore: string) => {
      await app.db.query(setup, [GAME.id]);
      try {
        expect(await answer('bet', betOf(s)), setup).toMatchObject({ status: 'ERROR', error: 'GAME_UNAVAILABLE', balance: START - 100 });
      } finally {
        await app.db.query(restore, [GAME.id]);
      }
    };
    await refusedWhile('UPDATE games SET maintain = true WHERE id = $1', 'UPDATE games SET maintain = false WHERE id = $1');
    await refusedWhile('UPDATE games SET status = 0 WHERE id = $1', 'UPDATE games SET status = 1 WHERE id = $1');
    await refusedWhile('UPDATE game_brands SET maintain = true WHERE id = (SELECT brand_id FROM games WHERE id = $1)',
      'UPDATE game_brands SET maintain = false WHERE id = (SELECT brand_id FROM games WHERE id = $1)');

    await app.db.query('UPDATE games SET maintain = true WHERE id = $1', [GAME.id]);
    try {
      expect(await answer('win', winOf(s, open, { amount: 3_00 }))).toMatchObject({ status: 'OK', balance: START - 100 + 3_00 });
    } finally {
      await app.db.query('UPDATE games SET maintain = false WHERE id = $1', [GAME.id]);
    }
    expect((await answer('bet', betOf(s))).status).toBe('OK');
  });
});

describe('replays', () => {
  it('a replayed bet, win or rollback answers its first answer and moves nothing', async () => {
    const s = await seat();
    const bet = betOf(s, { amount: 4_00 });
    const first = await answer('bet', bet);
    const win = winOf(s, bet, { amount: 1_00, roundClosed: false });
    const firstWin = await answer('win', win);
    const other = betOf(s, { roundId: bet.roundId, amount: 2_00 });
    await answer('bet', other);
    const rollback = rollbackOf(s, other);
    const firstRollback = await answer('rollback', rollback);
    expect(firstRollback).toMatchObject({ status: 'OK', balance: START - 4_00 + 1_00, alreadyProcessed: false });

    const before = await transferCount();
    const coin = await coinOf(s);
    for (const [action, body, firstAnswer] of [['bet', bet, first], ['win', win, firstWin], ['rollback', rollback, firstRollback]] as const) {
      for (let i = 0; i < 2; i++) expect(await answer(action, body), action).toEqual({ ...firstAnswer, alreadyProcessed: true });
    }
    expect(await transferCount()).toBe(before);
    expect(await coinOf(s)).toBe(coin);
    // The rolled-back 2.00 was taken out of the cumulative bet once, and the replays took nothing more.
    expect(await betTotalOf(s)).toBe(4_00);
  });

  it('replays after the session expired or closed, and after the game went into maintenance', async () => {
    const s = await seat();
    const bet = betOf(s);
    const first = await answer('bet', bet);
    await call(app, 'exitGame', {}, s.player.token);
    expect(await answer('bet', bet)).toEqual({ ...first, alreadyProcessed: true });
    app.clock.advance((SESSION_MINUTES + 1) * MINUTE);
    await app.db.query('UPDATE games SET maintain = true WHERE id = $1', [GAME.id]);
    try {
      expect(await answer('bet', bet)).toEqual({ ...first, alreadyProcessed: true });
    } finally {
      await app.db.query('UPDATE games SET maintain = false WHERE id = $1', [GAME.id]);
    }
  });

  it('refuses a transaction id reused with another amount, round, player, game, kind or bet (DUPLICATE_MISMATCH)', async () => {
    const s = await seat();
    const other = await seat();
    const bet = betOf(s, { amount: 3_00 });
    await answer('bet', bet);
    const win = winOf(s, bet, { amount: 1_00, roundClosed: false });
    await answer('win', win);
    const secondBet = betOf(s, { roundId: bet.roundId });
    await answer('bet', secondBet);
    const rollback = rollbackOf(s, secondBet);
    await answer('rollback', rollback);
    const before = await transferCount();
    const coin = await coinOf(s);

    const mismatches: Array<[string, unknown, string]> = [
      ['bet', { ...bet, amount: 3_01 }, 'transactionId: already used for a bet with another amount'],
      ['bet', { ...bet, roundId: unique('round') }, 'transactionId: already used for a bet with another roundId'],
      ['bet', { ...bet, gameCode: OTHER_GAME_CODE }, 'transactionId: already used for a bet with another gameCode'],
      ['bet', { ...bet, token: other.token, playerId: other.playerId }, 'transactionId: already used for a bet with another playerId'],
      ['win', { ...winOf(s, bet), transactionId: bet.transactionId }, 'transactionId: already used for a bet'],
      ['rollback', { ...rollbackOf(s, bet), transactionId: bet.transactionId }, 'transactionId: already used for a bet'],
      ['win', { ...win, amount: 2_00 }, 'transactionId: already used for a win with another amount'],
      ['win', { ...win, betTransactionId: secondBet.transactionId }, 'transactionId: already used for a win with another betTransactionId'],
      ['bet', { ...betOf(s), transactionId: win.transactionId }, 'transactionId: already used for a win'],
      ['rollback', { ...rollback, referenceTransactionId: bet.transactionId }, 'transactionId: already used for a rollback with another betTransactionId'],
      ['rollback', { ...rollback, roundId: unique('round') }, 'transactionId: already used for a rollback with another roundId'],
    ];
    for (const [action, body, message] of mismatches) {
      expect(await answer(action, body), message).toMatchObject({ status: 'ERROR', error: 'DUPLICATE_MISMATCH', message });
    }
    expect(await transferCount()).toBe(before);
    expect(await coinOf(s)).toBe(coin);
    expect(await coinOf(other)).toBe(START);
  });
});

describe('rollbacks', () => {
  it('refunds a bet (betRefund), takes it out of its round and the cumulative bet, and refuses wins on it afterwards', async () => {
    const s = await seat();
    const bet = betOf(s, { amount: 7_00 });
    await answer('bet', bet);
    expect(await betTotalOf(s)).toBe(7_00);
    const rolled = await answer('rollback', rollbackOf(s, bet));
    expect(await betTotalOf(s)).toBe(0);
    expect(rolled).toEqual({ status: 'OK', balance: START, currency: 'PHP', walletTransactionId: expect.stringMatching(/^\d+$/), alreadyProcessed: false });
    expect(await coinOf(s)).toBe(START);
    expect(await roundOf(bet.roundId)).toMatchObject({ total_bet: 0 });
    const history = await call(app, 'getTransactionRecord', {}, s.player.token);
    expect(history.list?.[0]).toMatchObject({ kind: 'betRefund', amount: 7_00 });

    expect(await answer('win', winOf(s, bet, { amount: 20_00 })))
      .toMatchObject({ status: 'ERROR', error: 'BET_ROLLED_BACK', message: 'betTransactionId: the bet was rolled back' });
    // A second rollback (new id) of the same bet moves nothing and is answered OK.
    const before = await transferCount();
    expect(await answer('rollback', rollbackOf(s, bet))).toMatchObject({ status: 'OK', balance: START, alreadyProcessed: false });
    expect(await transferCount()).toBe(before);
  });

  it('remembers a rollback of a bet it has not seen: the late bet is refused (BET_ROLLED_BACK), and so is a win on it', async () => {
    const s = await seat();
    const late = betOf(s, { amount: 5_00 });
    expect(await answer('rollback', rollbackOf(s, late))).toMatchObject({ status: 'OK', balance: START, alreadyProcessed: false });
    const before = await transferCount();
    expect(await answer('bet', late)).toMatchObject({ status: 'ERROR', error: 'BET_ROLLED_BACK', balance: START });
    expect(await answer('bet', late)).toMatchObject({ status: 'ERROR', error: 'BET_ROLLED_BACK' });
    expect((await answer('win', winOf(s, late, { amount: 9_00 }))).error).toBe('BET_ROLLED_BACK');
    expect(await transferCount()).toBe(before);
    expect(await coinOf(s)).toBe(START);
    expect(await recordedCount(late.transactionId)).toBe(0);
  });

  it('refuses to roll back a bet a win has settled (BET_ALREADY_SETTLED), and a reference that names a win (BET_NOT_FOUND)', async () => {
    const s = await seat();
    const bet = betOf(s, { amount: 2_00 });
    await answer('bet', bet);
    const win = winOf(s, bet, { amount: 0, roundClosed: false });
    await answer('win', win);
    const before = await transferCount();
    expect(await answer('rollback', rollbackOf(s, bet)))
      .toMatchObject({ status: 'ERROR', error: 'BET_ALREADY_SETTLED', message: 'referenceTransactionId: a win has settled the bet', balance: START - 2_00 });
    expect(await answer('rollback', rollbackOf(s, { roundId: bet.roundId, transactionId: win.transactionId })))
      .toMatchObject({ status: 'ERROR', error: 'BET_NOT_FOUND', message: 'referenceTransactionId: names a win, not a bet' });
    expect(await transferCount()).toBe(before);
  });
});

describe('session expiry and exit', () => {
  it('refuses new bets after expiry while wins and rollbacks of earlier bets settle; bets slide the expiry', async () => {
    const s = await seat();
    const early = betOf(s, { amount: 1_00 });
    const refundable = betOf(s, { amount: 2_00 });
    await answer('bet', early);
    // A bet near the end of the lifetime extends the session by a whole lifetime.
    app.clock.advance((SESSION_MINUTES - 10) * MINUTE);
    await answer('bet', refundable);
    app.clock.advance(20 * MINUTE);
    expect((await answer('bet', betOf(s))).status).toBe('OK');

    app.clock.advance((SESSION_MINUTES + 1) * MINUTE);
    const coin = await coinOf(s);
    expect(await answer('bet', betOf(s))).toEqual({ status: 'ERROR', error: 'TOKEN_EXPIRED', message: 'token: the game session expired', balance: coin });
    expect((await answer('authenticate', { token: s.token })).error).toBe('TOKEN_EXPIRED');
    expect(await answer('balance', { token: s.token, playerId: s.playerId })).toMatchObject({ status: 'OK', balance: coin });
    expect(await answer('win', winOf(s, early, { amount: 4_00 }))).toMatchObject({ status: 'OK', balance: coin + 4_00 });
    expect(await answer('rollback', rollbackOf(s, refundable))).toMatchObject({ status: 'OK', balance: coin + 4_00 + 2_00 });
    // An expired token still names its player: another player's id is refused.
    const other = await seat();
    expect((await answer('win', winOf(s, early, { playerId: other.playerId, amount: 1 }))).error).toBe('PLAYER_MISMATCH');
  });

  it('the game page heartbeat (online with its gameId) keeps the session alive; another game\'s does not', async () => {
    const s = await seat();
    for (let i = 0; i < 3; i++) {
      app.clock.advance((SESSION_MINUTES - 10) * MINUTE);
      expect(await call(app, 'online', { gameId: GAME.id }, s.player.token)).toMatchObject({ code: 200, errcode: 0 });
    }
    expect((await answer('bet', betOf(s))).status).toBe('OK');

    const idle = await seat();
    app.clock.advance((SESSION_MINUTES - 10) * MINUTE);
    await call(app, 'online', { gameId: GAME.id + 1 }, idle.player.token);
    app.clock.advance(20 * MINUTE);
    expect((await answer('bet', betOf(idle))).error).toBe('TOKEN_EXPIRED');
  });

  it('exitGame closes the player\'s sessions: bets are refused, wins settle', async () => {
    const s = await seat();
    const bet = betOf(s);
    await answer('bet', bet);
    expect(await call(app, 'exitGame', {}, s.player.token)).toEqual({ code: 200, errcode: 0 });
    expect(await answer('bet', betOf(s))).toMatchObject({ status: 'ERROR', error: 'TOKEN_EXPIRED', message: 'token: the game session was closed' });
    expect(await answer('win', winOf(s, bet, { amount: 1_50 }))).toMatchObject({ status: 'OK', balance: START - 100 + 1_50 });
    // A new launch is a new session.
    const again = await call(app, 'startGame', { gameId: GAME.id }, s.player.token);
    const token = new URL(again.launchUrl as string).searchParams.get('token') as string;
    expect((await answer('bet', betOf({ ...s, token }))).status).toBe('OK');
  });
});

describe('big wins', () => {
  it('puts a win of 50x its bet and at least 1,000.00 on the lobby ticker, and not a smaller one', async () => {
    const s = await seat();
    await wallet.grantReward(app.db, s.player.user.id, { id: ItemId.Coin, count: 10_000_00 }, { key: unique('deposit') });
    const small = betOf(s, { amount: 1_00 });
    await answer('bet', small);
    await answer('win', winOf(s, small, { amount: 999_00 }));
    const modest = betOf(s, { amount: 100_00 });
    await answer('bet', modest);
    await answer('win', winOf(s, modest, { amount: 4_000_00 }));
    expect((await app.db.query('SELECT count(*)::int AS n FROM big_wins WHERE player_id = $1', [s.player.user.id])).rows[0]).toEqual({ n: 0 });

    app.clock.advance(1000);
    const big = betOf(s, { amount: 20_00 });
    await answer('bet', big);
    await answer('win', winOf(s, big, { amount: 1_000_00 }));
    const tips = await call(app, 'lobbyTips', {});
    expect(tips.jackpotList?.[0]).toMatchObject({ gameId: GAME.id, amount: 1_000_00, timestamp: app.clock.now().getTime() });
  });
});

describe('concurrency', () => {
  it('150 bets of 1.00 against 100.00 with 60 replays mixed in: exactly 100 apply, replays answer their first answer, never negative', async () => {
    const s = await seat();
    const bets = Array.from({ length: 150 }, () => betOf(s, { amount: 1_00 }));
    const replays = Array.from({ length: 60 }, (_, i) => bets[(i * 7) % bets.length] as (typeof bets)[number]);
    const sent = [...bets, ...replays].map((body, i) => ({ body, i }));
    // Interleave replays with the originals.
    sent.sort((a, b) => ((a.i * 37) % 211) - ((b.i * 37) % 211));
    const results = await Promise.all(sent.map(async ({ body }) => ({ body, res: await answer('bet', body) })));

    for (const { res } of results) {
      expect(['OK', 'INSUFFICIENT_FUNDS']).toContain(res.status === 'OK' ? 'OK' : res.error);
      expect(res.balance).toBeGreaterThanOrEqual(0);
    }
    const byId = new Map<string, Answer[]>();
    for (const { body, res } of results) byId.set(body.transactionId, [...(byId.get(body.transactionId) ?? []), res]);
    // An id is applied or refused as a whole: a retry never hears "refused" about a bet that was taken.
    for (const answers of byId.values()) expect(new Set(answers.map((a) => a.status)).size).toBe(1);
    const okById = new Map([...byId].filter(([, answers]) => answers[0]?.status === 'OK'));
    expect(okById.size).toBe(100);
    for (const answers of okById.values()) {
      expect(new Set(answers.map((a) => a.walletTransactionId)).size).toBe(1);
      expect(answers.filter((a) => a.alreadyProcessed === false)).toHaveLength(1);
    }
    expect(await coinOf(s)).toBe(0);
    expect(await betTotalOf(s)).toBe(100_00);
    const { rows } = await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM provider_transactions WHERE player_id = $1 AND kind = 'bet'", [s.player.user.id]);
    expect(rows[0]?.n).toBe(100);
  });

  it('copies of a round-closing bet or win sent at once all answer the one result', async () => {
    const s = await seat();
    const bets = Array.from({ length: 20 }, () => betOf(s, { amount: 1_00, roundClosed: false }));
    const copies = <T>(items: T[]): T[] => items.flatMap((item) => [item, item, item]);
    const placed = await Promise.all(copies(bets).map((bet) => answer('bet', bet)));
    const wins = bets.map((bet) => winOf(s, bet, { amount: 2_00, roundClosed: true }));
    const won = await Promise.all(copies(wins).map((win) => answer('win', win)));
    const closers = Array.from({ length: 20 }, () => betOf(s, { amount: 50, roundClosed: true }));
    const closed = await Promise.all(copies(closers).map((bet) => answer('bet', bet)));
    for (const results of [placed, won, closed]) {
      for (let i = 0; i < results.length; i += 3) {
        const three = results.slice(i, i + 3);
        for (const r of three) expect(r.status, JSON.stringify(r)).toBe('OK');
        expect(new Set(three.map((r) => r.walletTransactionId)).size).toBe(1);
        expect(three.filter((r) => r.alreadyProcessed === false)).toHaveLength(1);
      }
    }
    expect(await coinOf(s)).toBe(START - 20 * 1_00 + 20 * 2_00 - 20 * 50);
  });

  it('a late bet racing its early rollback: either the bet is refunded or refused, never kept', async () => {
    const s = await seat();
    const pairs = Array.from({ length: 30 }, () => betOf(s, { amount: 1_00 }));
    const results = await Promise.all(pairs.map(async (bet) => {
      const [placed, rolled] = await Promise.all([answer('bet', bet), answer('rollback', rollbackOf(s, bet))]);
      return { placed, rolled };
    }));
    for (const { placed, rolled } of results) {
      expect(rolled.status, JSON.stringify(rolled)).toBe('OK');
      expect(placed.status === 'OK' || placed.error === 'BET_ROLLED_BACK', JSON.stringify(placed)).toBe(true);
    }
    expect(await coinOf(s)).toBe(START);
    const { rows } = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM provider_transactions WHERE player_id = $1 AND kind = 'bet' AND status <> 'rolled_back'", [s.player.user.id]);
    expect(rows[0]?.n).toBe(0);
  });

  it('a win racing a rollback of the same bet: exactly one of them applies', async () => {
    const s = await seat();
    const bets = Array.from({ length: 20 }, () => betOf(s, { amount: 1_00 }));
    for (const bet of bets) await answer('bet', bet);
    const results = await Promise.all(bets.map(async (bet) => {
      const [won, rolled] = await Promise.all([answer('win', winOf(s, bet, { amount: 3_00 })), answer('rollback', rollbackOf(s, bet))]);
      return { won, rolled };
    }));
    let expected = START - 20 * 1_00;
    for (const { won, rolled } of results) {
      if (won.status === 'OK') {
        expect(rolled.error).toBe('BET_ALREADY_SETTLED');
        expected += 3_00;
      } else {
        expect(won.error).toBe('BET_ROLLED_BACK');
        expect(rolled.status).toBe('OK');
        expected += 1_00;
      }
    }
    expect(await coinOf(s)).toBe(expected);
  });
});

describe('logs', () => {
  it('never carry a provider secret, a session token, a signature or a request body', async () => {
    const s = await seat();
    const bet = betOf(s, { transactionId: unique('logged-bet') });
    await answer('bet', bet);
    await send('bet', bet, { secret: 'wrong-secret-0123456789' });
    const logs = app.logText();
    expect(logs).toContain('provider call');
    for (const secret of [SECRET, DORMANT_SECRET, s.token, sign(SECRET, JSON.stringify(bet)), bet.transactionId]) expect(logs).not.toContain(secret);
  });
});
