import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HouseGame } from '@casino/contract';
import { createEventBus } from '../src/platform/events.ts';
import { createPlayService } from '../src/modules/play/service.ts';
import type { PlayService } from '../src/modules/play/service.ts';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { createWalletService } from '../src/modules/wallet/service.ts';
import { buildTestApp, call, latestLoginSessionId, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';

/**
 * The in-process entry of the gateway, as the house provider uses it: the same dispatcher as
 * the HTTP route, so a transaction sent one way is a replay when it comes the other way.
 */

const HOUSE_SECRET = 'house-secret-for-tests-0123';
const START = 50_00;
let app: TestApp;
let baseUrl: string;
let play: PlayService;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: START, gameProviders: [{ code: 'house', secret: HOUSE_SECRET, enabled: true }] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The play module as app.ts builds it, on the test app's database.
  play = createPlayService({
    db: app.db, clock: app.clock, wallet: createWalletService({ db: app.db, clock: app.clock, decryptPassword: () => null }),
    providers: [{ code: 'house', secret: HOUSE_SECRET, enabled: true }], houseSecret: Buffer.alloc(32), sessionMinutes: 240, currency: 'PHP', events: createEventBus(),
  });
});
afterAll(() => app.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

async function overHttp(action: string, body: object): Promise<Record<string, unknown>> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${baseUrl}/provider/v1/house/${action}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', HOUSE_SECRET).update(raw).digest('hex') }, body: raw,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function houseSession(gameId: number = HouseGame.Dice) {
  const player = await registerPlayer(app);
  const started = await call(app, 'startGame', { gameId }, player.token);
  const url = new URL(started.launchUrl as string, 'http://app.local');
  return { player, token: url.searchParams.get('session') as string, path: url.pathname };
}

describe('the in-process gateway entry', () => {
  it('authenticates a house launch token: the player and the game code come from the session', async () => {
    const { player, token, path } = await houseSession(HouseGame.Dice);
    expect(path).toBe('/house/dice');
    expect(await play.gateway.call('house', 'authenticate', { token }))
      .toEqual({ status: 'OK', balance: START, currency: 'PHP', playerId: String(player.user.id), gameCode: 'dice' });
    expect(await play.findSession('house', token)).toEqual({
      playerId: player.user.id, gameId: HouseGame.Dice, gameCode: 'dice', providerCode: 'house', live: true, expiresAt: expect.any(Date),
    });
    expect(await play.findSession('acme', token)).toBeNull();
    expect(await play.findSession('house', 'x'.repeat(43))).toBeNull();
  });

  it('shares transactions with the HTTP route: a bet made in process is a replay over HTTP, and the other way round', async () => {
    const { player, token } = await houseSession();
    const playerId = String(player.user.id);
    const bet = { token, playerId, gameCode: 'dice', roundId: 'round-in-process-1', transactionId: 'round-in-process-1:bet', amount: 10_00 };
    const placed = await play.gateway.call('house', 'bet', bet);
    expect(placed).toMatchObject({ status: 'OK', balance: START - 10_00, alreadyProcessed: false });
    expect(await overHttp('bet', bet)).toEqual({ ...placed, alreadyProcessed: true });

    const win = { token, playerId, gameCode: 'dice', roundId: bet.roundId, transactionId: 'round-in-process-1:win', betTransactionId: bet.transactionId, amount: 19_80 };
    const paid = await overHttp('win', win);
    expect(paid).toMatchObject({ status: 'OK', balance: START - 10_00 + 19_80, alreadyProcessed: false });
    expect(await play.gateway.call('house', 'win', win)).toEqual({ ...paid, alreadyProcessed: true });
    expect((await call(app, 'refreshData', {}, player.token)).coin).toBe(START - 10_00 + 19_80);
  });

  it('keeps what a bet refers to: its player and its accounts cannot be deleted or renumbered (no key checks on the hot inserts)', async () => {
    const { player, token } = await houseSession();
    const playerId = player.user.id;
    const bet = { token, playerId: String(playerId), gameCode: 'dice', roundId: 'kept-1', transactionId: 'kept-1:bet', amount: 1_00 };
    expect(await play.gateway.call('house', 'bet', bet)).toMatchObject({ status: 'OK' });
    const { rows: [legs] } = await app.db.query<{ debit: number; credit: number }>(
      "SELECT debit_account_id AS debit, credit_account_id AS credit FROM ledger_transfers WHERE reference LIKE '%kept-1%' ORDER BY id DESC LIMIT 1",
    );
    expect(legs).toBeDefined();
    const refused = { code: '23503' };
    for (const account of [legs!.debit, legs!.credit]) {
      await expect(app.db.query('DELETE FROM ledger_accounts WHERE id = $1', [account])).rejects.toMatchObject(refused);
      await expect(app.db.query('UPDATE ledger_accounts SET id = DEFAULT WHERE id = $1', [account])).rejects.toMatchObject(refused);
    }
    await expect(app.db.query('DELETE FROM players WHERE id = $1', [playerId])).rejects.toMatchObject(refused);
    await expect(app.db.query('TRUNCATE ledger_accounts CASCADE')).rejects.toMatchObject(refused);
    await expect(app.db.query('TRUNCATE players CASCADE')).rejects.toMatchObject(refused);

    // An account no transfer touched may still go, and the bet moved its money as before.
    const { rows: [stray] } = await app.db.query<{ id: number }>("INSERT INTO ledger_accounts (asset, purpose, shard) VALUES ('COIN', 'house', 1022) RETURNING id");
    await app.db.query('DELETE FROM ledger_accounts WHERE id = $1', [stray!.id]);
    expect((await call(app, 'refreshData', {}, player.token)).coin).toBe(START - 1_00);
  });

  it('answers bad input, unknown providers and actions as refusals rather than throwing', async () => {
    const { player, token } = await houseSession();
    expect(await play.gateway.call('house', 'bet', { token, playerId: String(player.user.id), gameCode: 'dice', roundId: 'r', transactionId: 't', amount: -1 }))
      .toMatchObject({ status: 'ERROR', error: 'INVALID_REQUEST', message: expect.stringMatching(/^amount: /) });
    expect(await play.gateway.call('nobody', 'balance', { token, playerId: String(player.user.id) })).toMatchObject({ error: 'NOT_FOUND' });
    expect(await play.gateway.call('house', 'refund' as 'balance', { token, playerId: String(player.user.id) })).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('a switched-off house provider refuses every call and its games do not launch', async () => {
    const { player, token } = await houseSession();
    const off = createPlayService({
      db: app.db, clock: app.clock, wallet: createWalletService({ db: app.db, clock: app.clock, decryptPassword: () => null }),
      providers: [{ code: 'house', secret: HOUSE_SECRET, enabled: false }], houseSecret: Buffer.alloc(32), sessionMinutes: 240, currency: 'PHP', events: createEventBus(),
    });
    expect(await off.gateway.call('house', 'authenticate', { token })).toMatchObject({ status: 'ERROR', error: 'PROVIDER_DISABLED' });
    expect(await off.launcher.launch(player.user.id, HouseGame.Dice, await latestLoginSessionId(app, player.user.id))).toBeNull();
  });
});

describe('the house provider without a configured secret', () => {
  it('signs with a secret derived from the server key: nothing else is accepted over HTTP', async () => {
    const bare = await buildTestApp();
    try {
      await bare.listen({ port: 0, host: '127.0.0.1' });
      const raw = JSON.stringify({ token: 'x'.repeat(43) });
      for (const secret of ['', HOUSE_SECRET, 'house']) {
        const res = await fetch(`http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/provider/v1/house/authenticate`, {
          method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', secret).update(raw).digest('hex') }, body: raw,
        });
        expect(res.status).toBe(401);
      }
    } finally {
      await bare.dispose();
    }
  });
});

describe('pruning ended game sessions (the housekeeping job)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const sessionCount = async (tokens: string[]) => {
    let found = 0;
    for (const token of tokens) if (await play.findSession('house', token)) found++;
    return found;
  };

  it('deletes sessions ended more than GAME_SESSION_RETENTION_DAYS (30) ago, keeping their transactions and rounds replayable', async () => {
    const { player, token } = await houseSession(HouseGame.Dice);
    const playerId = String(player.user.id);
    const round = { token, playerId, gameCode: 'dice', roundId: 'prune-r1' };
    const bet = { ...round, transactionId: 'prune-b1', amount: 100 };
    const placed = await play.gateway.call('house', 'bet', bet);
    expect(placed).toMatchObject({ status: 'OK', alreadyProcessed: false });
    expect(await play.gateway.call('house', 'win', { ...round, transactionId: 'prune-w1', betTransactionId: 'prune-b1', amount: 300 }))
      .toMatchObject({ status: 'OK' });
    const closed = await houseSession(HouseGame.Dice);
    expect(await call(app, 'exitGame', {}, closed.player.token)).toEqual({ code: 200, errcode: 0 });

    // Ended 29 days ago: kept.
    app.clock.advance(29 * DAY);
    await app.jobs.runOnce('play.prune-sessions');
    expect(await sessionCount([token, closed.token])).toBe(2);

    app.clock.advance(2 * DAY);
    const launched = await play.launcher.launch(player.user.id, HouseGame.Dice, await latestLoginSessionId(app, player.user.id));
    const fresh = new URL(launched!.launchUrl, 'http://app.local').searchParams.get('session')!;
    await app.jobs.runOnce('play.prune-sessions');
    expect(await sessionCount([token, closed.token])).toBe(0);
    expect(await play.gateway.call('house', 'balance', { token, playerId })).toMatchObject({ status: 'ERROR', error: 'INVALID_TOKEN' });
    // The live session stays, and the records of the money did not go with the old one.
    expect(await sessionCount([fresh])).toBe(1);
    expect(await play.gateway.call('house', 'bet', { ...bet, token: fresh })).toEqual({ ...placed, alreadyProcessed: true });
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM provider_transactions WHERE round_id = 'prune-r1') + (SELECT count(*) FROM game_rounds WHERE round_id = 'prune-r1') AS n`);
    expect(Number(rows[0]?.n)).toBe(3);
  });
});
