import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HouseGame, ItemId } from '@casino/contract';
import { createEventBus } from '../src/platform/events.ts';
import { createPlayService } from '../src/modules/play/service.ts';
import type { PlayService } from '../src/modules/play/service.ts';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { createWalletService } from '../src/modules/wallet/service.ts';
import { buildTestApp, call, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';

/**
 * A rolled-back gateway bet gives back exactly the turnover it paid down and takes exactly its
 * amount out of the cumulative bet (decision 050), over signed HTTP as a provider sends it and
 * in process as the house's recovery does.
 */

const SECRET = 'rollback-turnover-secret-0123456789';
const HOUSE_SECRET = 'house-secret-for-tests-0123';
const PROVIDERS = [
  { code: 'acme', secret: SECRET, enabled: true, launchUrl: 'https://acme.example/launch?token={token}', platforms: ['lantern'] },
  { code: 'house', secret: HOUSE_SECRET, enabled: true },
];
/** Red Lantern's Jade Emperor (platform lantern, served by acme). */
const GAME = { id: 301, code: 'jade-emperor' };
const START = 100_00;

let app: TestApp;
let baseUrl: string;
let wallet: ReturnType<typeof createWalletService>;
let play: PlayService;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: START, gameProviders: PROVIDERS, databasePoolMax: 20 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  wallet = createWalletService({ db: app.db, clock: app.clock, decryptPassword: () => null });
  // The play module as app.ts builds it, on the test app's database (the house's in-process entry).
  play = createPlayService({
    db: app.db, clock: app.clock, wallet, providers: PROVIDERS, houseSecret: Buffer.alloc(32), sessionMinutes: 240, currency: 'PHP', events: createEventBus(),
  });
});
afterAll(() => app.dispose());
afterEach(async () => {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
});

type Answer = Record<string, unknown> & { status: string; error?: string; balance?: number; alreadyProcessed?: boolean };

async function answer(action: string, body: object): Promise<Answer> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${baseUrl}/provider/v1/acme/${action}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex') }, body: raw,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

interface Seat { player: RegisteredPlayer; id: number; playerId: string; token: string }

async function seat(): Promise<Seat> {
  const player = await registerPlayer(app);
  const started = await call(app, 'startGame', { gameId: GAME.id }, player.token);
  const token = new URL(started.launchUrl as string).searchParams.get('token');
  if (!token) throw new Error(`no token in ${started.launchUrl}`);
  return { player, id: player.user.id, playerId: String(player.user.id), token };
}

const unique = (prefix: string): string => `${prefix}-${randomBytes(6).toString('hex')}`;
const betOf = (s: Seat, amount: number) =>
  ({ token: s.token, playerId: s.playerId, gameCode: GAME.code, roundId: unique('round'), transactionId: unique('bet'), amount });
const rollbackOf = (s: Seat, bet: { roundId: string; transactionId: string }) =>
  ({ token: s.token, playerId: s.playerId, gameCode: GAME.code, roundId: bet.roundId, transactionId: unique('rb'), referenceTransactionId: bet.transactionId });

/** A coin reward with turnover (betRate 1: owes its amount). */
const reward = (s: Seat, amount: number) => wallet.grantReward(app.db, s.id, { id: ItemId.Coin, count: amount, betRate: 1 }, { key: unique('reward') });
const wagering = async (s: Seat) => {
  const { owed, required } = await wallet.turnoverStatus(s.id);
  return { owed, required, bet: (await wallet.readBalances(s.id)).bet };
};
async function paidDownOf(transactionId: string): Promise<number | null> {
  const { rows } = await app.db.query<{ paid: number | null }>(
    'SELECT turnover_paid_down AS paid FROM provider_transactions WHERE transaction_id = $1', [transactionId]);
  return rows[0]?.paid ?? null;
}

/** A bet that is settled (a win of 0), so that it stays wagered. */
async function settledBet(s: Seat, amount: number): Promise<void> {
  const bet = betOf(s, amount);
  expect(await answer('bet', bet)).toMatchObject({ status: 'OK' });
  expect(await answer('win', {
    token: s.token, playerId: s.playerId, gameCode: GAME.code, roundId: bet.roundId, transactionId: unique('win'),
    betTransactionId: bet.transactionId, amount: 0, roundClosed: true,
  })).toMatchObject({ status: 'OK' });
}

/** A player who must still bet 0.50 of a 10.00 requirement and has wagered 9.50. */
async function nearlyMet(): Promise<Seat> {
  const s = await seat();
  await reward(s, 10_00);
  await settledBet(s, 9_50);
  expect(await wagering(s)).toEqual({ owed: 50, required: 10_00, bet: 9_50 });
  return s;
}

describe('a rollback gives back the turnover its bet paid down', () => {
  it('owes 0.50 again, not 2.00, after a 2.00 bet that paid down the last 0.50', async () => {
    const s = await nearlyMet();
    const bet = betOf(s, 2_00);
    await answer('bet', bet);
    expect(await paidDownOf(bet.transactionId)).toBe(50);
    expect(await wagering(s)).toEqual({ owed: 0, required: 10_00, bet: 11_50 });

    expect(await answer('rollback', rollbackOf(s, bet))).toMatchObject({ status: 'OK', alreadyProcessed: false });
    expect(await wagering(s)).toEqual({ owed: 50, required: 10_00, bet: 9_50 });
    expect((await wallet.readBalances(s.id)).coin).toBe(START + 10_00 - 9_50);
  });

  it('gives back the whole amount when the bet paid down all of it', async () => {
    const s = await seat();
    await reward(s, 10_00);
    const bet = betOf(s, 3_00);
    await answer('bet', bet);
    expect(await paidDownOf(bet.transactionId)).toBe(3_00);
    await answer('rollback', rollbackOf(s, bet));
    expect(await wagering(s)).toEqual({ owed: 10_00, required: 10_00, bet: 0 });
  });

  it('gives back nothing when nothing was owed, for a player whose first bet it was', async () => {
    const s = await seat();
    const bet = betOf(s, 5_00);
    await answer('bet', bet);
    expect(await paidDownOf(bet.transactionId)).toBe(0);
    await answer('rollback', rollbackOf(s, bet));
    expect(await wagering(s)).toEqual({ owed: 0, required: 0, bet: 0 });
    // Nothing owed: the player may withdraw.
    await expect(wallet.assertWithdrawable(s.id)).resolves.toBeUndefined();
  });

  it('counts nothing twice: a replayed rollback, a second rollback id and racing rollbacks of one bet', async () => {
    const s = await nearlyMet();
    const bet = betOf(s, 2_00);
    await answer('bet', bet);
    const rollback = rollbackOf(s, bet);
    const first = await answer('rollback', rollback);
    expect(await answer('rollback', rollback)).toEqual({ ...first, alreadyProcessed: true });
    expect(await answer('rollback', rollbackOf(s, bet))).toMatchObject({ status: 'OK', alreadyProcessed: false });
    expect(await wagering(s)).toEqual({ owed: 50, required: 10_00, bet: 9_50 });

    const raced = betOf(s, 1_00);
    await answer('bet', raced);
    expect(await wagering(s)).toEqual({ owed: 0, required: 10_00, bet: 10_50 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => answer('rollback', rollbackOf(s, raced))));
    expect(answers.map((a) => a.status)).toEqual(['OK', 'OK', 'OK', 'OK']);
    expect(await wagering(s)).toEqual({ owed: 50, required: 10_00, bet: 9_50 });
    expect((await wallet.readBalances(s.id)).coin).toBe(START + 10_00 - 9_50);
  });

  it('after a reward within the same cycle: the paid-down amount on top of what is owed now', async () => {
    const s = await seat();
    await reward(s, 10_00);
    await settledBet(s, 5_00);
    const bet = betOf(s, 2_00);
    await answer('bet', bet);
    await reward(s, 1_00);
    expect(await wagering(s)).toEqual({ owed: 4_00, required: 11_00, bet: 7_00 });
    await answer('rollback', rollbackOf(s, bet));
    expect(await wagering(s)).toEqual({ owed: 6_00, required: 11_00, bet: 5_00 });
  });

  it('after a reward that started a new cycle: the paid-down amount is owed on top, and required with it', async () => {
    const s = await nearlyMet();
    const bet = betOf(s, 2_00);
    await answer('bet', bet);
    await reward(s, 3_00);
    expect(await wagering(s)).toEqual({ owed: 3_00, required: 3_00, bet: 11_50 });
    await answer('rollback', rollbackOf(s, bet));
    expect(await wagering(s)).toEqual({ owed: 3_50, required: 3_50, bet: 9_50 });
  });

  it('for a bet recorded without the figure (before migration 405): the whole amount, capped at the requirement', async () => {
    const s = await nearlyMet();
    const bet = betOf(s, 2_00);
    await answer('bet', bet);
    await app.db.query('UPDATE provider_transactions SET turnover_paid_down = NULL WHERE transaction_id = $1', [bet.transactionId]);
    await answer('rollback', rollbackOf(s, bet));
    expect(await wagering(s)).toEqual({ owed: 2_00, required: 10_00, bet: 9_50 });

    const capped = betOf(s, 12_00);
    await answer('bet', capped);
    await app.db.query('UPDATE provider_transactions SET turnover_paid_down = NULL WHERE transaction_id = $1', [capped.transactionId]);
    await answer('rollback', rollbackOf(s, capped));
    expect(await wagering(s)).toEqual({ owed: 10_00, required: 10_00, bet: 9_50 });
  });

  it('refuses a recorded figure that is not a share of the bet', async () => {
    const s = await seat();
    const bet = betOf(s, 1_00);
    await answer('bet', bet);
    await expect(app.db.query('UPDATE provider_transactions SET turnover_paid_down = $2 WHERE transaction_id = $1', [bet.transactionId, 1_01]))
      .rejects.toThrow(/provider_transactions_turnover_paid_down/);
    await answer('rollback', rollbackOf(s, bet));
  });
});

describe('the house recovery\'s rollback (a settlement-only session)', () => {
  it('gives back what the house bet paid down', async () => {
    const player = await registerPlayer(app);
    const started = await call(app, 'startGame', { gameId: HouseGame.Dice }, player.token);
    const token = new URL(started.launchUrl as string, 'http://app.local').searchParams.get('session') as string;
    await wallet.grantReward(app.db, player.user.id, { id: ItemId.Coin, count: 1_00, betRate: 1 }, { key: unique('reward') });
    const round = { playerId: String(player.user.id), gameCode: 'dice', roundId: unique('house-round') };
    const betId = `${round.roundId}:bet`;
    expect(await play.gateway.call('house', 'bet', { token, ...round, transactionId: betId, amount: 4_00 })).toMatchObject({ status: 'OK' });
    expect(await wallet.turnoverStatus(player.user.id)).toMatchObject({ owed: 0, required: 1_00 });

    const settling = await play.openSettlementSession('house', { playerId: player.user.id, gameId: HouseGame.Dice, gameCode: 'dice' });
    expect(await play.gateway.call('house', 'rollback', { token: settling, ...round, transactionId: `${round.roundId}:rollback`, referenceTransactionId: betId }))
      .toMatchObject({ status: 'OK', balance: START + 1_00 });
    expect(await wallet.turnoverStatus(player.user.id)).toMatchObject({ owed: 1_00, required: 1_00 });
    expect((await wallet.readBalances(player.user.id)).bet).toBe(0);
  });
});
