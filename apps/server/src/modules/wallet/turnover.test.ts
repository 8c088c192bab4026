import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletErrcode } from '@casino/contract';
import { manualClock } from '../../platform/clock.ts';
import { Refusal } from '../../platform/refusal.ts';
import { checkBooks } from './books.ts';
import { InvalidTransfer } from './ledger.ts';
import { DEFAULT_LEVELS, levelsOf } from './levels.ts';
import { creditSignUpBonus } from './rewards.ts';
import { createWalletService } from './service.ts';
import type { WalletService } from './service.ts';
import { createPlayer, openTestDb, testDecrypt } from './testing.ts';
import type { TestDb } from './testing.ts';
import { reverseBet, turnoverFor } from './turnover.ts';

let db: TestDb;
let wallet: WalletService;

beforeAll(async () => {
  db = await openTestDb();
  wallet = createWalletService({ db, clock: manualClock(), decryptPassword: testDecrypt });
});
afterAll(async () => {
  await db.close();
});

const errcodeOf = (promise: Promise<unknown>) => promise.then(() => 0, (e: unknown) => (e instanceof Refusal ? e.errcode : -1));
let round = 0;
const bet = (playerId: number, amount: number) => wallet.placeBet({ key: `bet:${playerId}:${++round}`, playerId, amount, reference: `round-${round}` });

describe('sign-up bonus', () => {
  it('credits userRegisterCoin once, inside the caller\'s transaction', async () => {
    const p = await createPlayer(db);
    await db.transaction(async (tx) => {
      await creditSignUpBonus(tx, p, 1_000);
      await creditSignUpBonus(tx, p, 1_000);
    });
    expect(await wallet.creditSignUpBonus(db, p, 1_000)).toMatchObject({ replayed: true });
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 1_000 });
    const { rows } = await db.query<{ kind: string; reference: string }>(
      `SELECT kind, reference FROM ledger_transfers WHERE idempotency_key = $1`, [`signup:${p}`],
    );
    expect(rows).toEqual([{ kind: 'signUpBonus', reference: 'registration' }]);
  });

  it('does nothing when the configured bonus is 0', async () => {
    const p = await createPlayer(db);
    expect(await wallet.creditSignUpBonus(db, p, 0)).toBeNull();
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 0 });
  });

  it('rolls back with a registration that fails', async () => {
    const p = await createPlayer(db);
    await db.transaction(async (tx) => {
      await creditSignUpBonus(tx, p, 500);
      throw new Error('registration failed later');
    }).catch(() => undefined);
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 0 });
  });
});

describe('turnover', () => {
  it('computes what a betRate adds, rounding up to a hundredth', () => {
    expect(turnoverFor(1_000, 0)).toBe(0);
    expect(turnoverFor(1_000, 3)).toBe(3_000);
    expect(turnoverFor(333, 1.5)).toBe(500);
    expect(turnoverFor(1, 0.1)).toBe(1);
    expect(() => turnoverFor(1, -1)).toThrow(RangeError);
  });

  it('adds owed turnover for a coin reward with betRate, paid down by bets', async () => {
    const p = await createPlayer(db);
    expect(await wallet.turnoverStatus(p)).toEqual({ owed: 0, required: 0, progress: 1 });
    await wallet.grantReward(db, p, { id: 2001, count: 10_000, betRate: 2 }, { key: `reward:${p}:1` });
    expect(await wallet.turnoverStatus(p)).toEqual({ owed: 20_000, required: 20_000, progress: 0 });
    expect(await errcodeOf(wallet.assertWithdrawable(p))).toBe(WalletErrcode.TurnoverOutstanding);
    await bet(p, 5_000);
    expect(await wallet.turnoverStatus(p)).toEqual({ owed: 15_000, required: 20_000, progress: 0.25 });
    // A second reward during the cycle adds to both.
    await wallet.grantReward(db, p, { id: 2001, count: 1_000, betRate: 5 }, { key: `reward:${p}:2` });
    expect(await wallet.turnoverStatus(p)).toEqual({ owed: 20_000, required: 25_000, progress: 0.2 });
    await bet(p, 6_000);
    await wallet.recordBet(p, 20_000);
    expect(await wallet.turnoverStatus(p)).toEqual({ owed: 0, required: 25_000, progress: 1 });
    expect(await errcodeOf(wallet.assertWithdrawable(p))).toBe(0);
    // Once met, the next reward starts a new cycle.
    await wallet.grantReward(db, p, { id: 2001, count: 100, betRate: 1 }, { key: `reward:${p}:3` });
    expect(await wallet.turnoverStatus(p)).toEqual({ owed: 100, required: 100, progress: 0 });
    expect((await wallet.readBalances(p)).bet).toBe(31_000);
  });

  it('without a recorded paid-down figure (bets from before migration 405), owes a reversed bet\'s stake again, capped at the requirement', async () => {
    const p = await createPlayer(db);
    await wallet.grantReward(db, p, { id: 2001, count: 10_000, betRate: 1 }, { key: `reward:${p}:1` });
    await wallet.recordBet(p, 4_000);
    expect(await wallet.turnoverStatus(p)).toMatchObject({ owed: 6_000, required: 10_000 });
    await reverseBet(db, p, 4_000, new Date(), null);
    expect(await wallet.turnoverStatus(p)).toMatchObject({ owed: 10_000, required: 10_000 });
    expect((await wallet.readBalances(p)).bet).toBe(0);
    // Never more owed than required, and the cumulative bet never below zero.
    await reverseBet(db, p, 3_000, new Date(), null);
    expect(await wallet.turnoverStatus(p)).toMatchObject({ owed: 10_000, required: 10_000 });
    expect((await wallet.readBalances(p)).bet).toBe(0);
  });

  it('owes again exactly what a bet paid down when the bet recorded it, growing the requirement of a newer cycle', async () => {
    const p = await createPlayer(db);
    await wallet.grantReward(db, p, { id: 2001, count: 1_000, betRate: 1 }, { key: `reward:${p}:1` });
    await wallet.recordBet(p, 950);
    const { rows } = await db.query<{ paid: number }>('SELECT wallet_record_bet_paid_down($1, $2, $3) AS paid', [p, 200, new Date()]);
    expect(rows[0]?.paid).toBe(50);
    expect(await wallet.turnoverStatus(p)).toMatchObject({ owed: 0, required: 1_000 });
    await wallet.grantReward(db, p, { id: 2001, count: 300, betRate: 1 }, { key: `reward:${p}:2` });
    await reverseBet(db, p, 200, new Date(), 50);
    expect(await wallet.turnoverStatus(p)).toMatchObject({ owed: 350, required: 350 });
    expect((await wallet.readBalances(p)).bet).toBe(950);
    await expect(reverseBet(db, p, 200, new Date(), 201)).rejects.toThrow(RangeError);
    await expect(reverseBet(db, p, 200, new Date(), -1)).rejects.toThrow(RangeError);
  });

  it('answers what each bet paid down: all of it while enough is owed, then the rest owed, then nothing; bets at once pay the owed down once', async () => {
    const paidDown = async (p: number, amount: number) =>
      Number((await db.query<{ paid: number }>('SELECT wallet_record_bet_paid_down($1, $2, $3) AS paid', [p, amount, new Date()])).rows[0]?.paid);
    const first = await createPlayer(db);
    // A player's first bet makes the wagering row.
    expect(await paidDown(first, 300)).toBe(0);
    expect(await wallet.turnoverStatus(first)).toMatchObject({ owed: 0 });
    expect((await wallet.readBalances(first)).bet).toBe(300);

    const p = await createPlayer(db);
    await wallet.grantReward(db, p, { id: 2001, count: 1_000, betRate: 1 }, { key: `reward:${p}:paid-down` });
    expect(await paidDown(p, 400)).toBe(400);
    expect(await paidDown(p, 700)).toBe(600);
    expect(await paidDown(p, 100)).toBe(0);
    expect(await wallet.turnoverStatus(p)).toMatchObject({ owed: 0, required: 1_000 });
    expect((await wallet.readBalances(p)).bet).toBe(1_200);

    const q = await createPlayer(db);
    await wallet.grantReward(db, q, { id: 2001, count: 1_000, betRate: 1 }, { key: `reward:${q}:at-once` });
    const paid = await Promise.all(Array.from({ length: 8 }, () => paidDown(q, 300)));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(paid.filter((x) => x === 300)).toHaveLength(3);
    expect(await wallet.turnoverStatus(q)).toMatchObject({ owed: 0 });
    expect((await wallet.readBalances(q)).bet).toBe(2_400);
  });

  it('adds no turnover for a replayed reward and counts no replayed bet', async () => {
    const p = await createPlayer(db);
    for (let i = 0; i < 3; i++) await wallet.grantReward(db, p, { id: 2001, count: 1_000, betRate: 1 }, { key: `reward:${p}:same` });
    expect(await wallet.turnoverStatus(p)).toMatchObject({ owed: 1_000 });
    const move = { key: `bet:${p}:same`, playerId: p, amount: 400, reference: 'round' };
    const first = await wallet.placeBet(move);
    expect(await wallet.placeBet(move)).toEqual({ ...first, replayed: true });
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 600, bet: 400 });
    expect(await wallet.turnoverStatus(p)).toMatchObject({ owed: 600 });
  });

  it('refuses a bet beyond the balance without counting it', async () => {
    const p = await createPlayer(db);
    await wallet.grantReward(db, p, { id: 2001, count: 100 }, { key: `reward:${p}` });
    expect(await errcodeOf(bet(p, 101))).toBe(WalletErrcode.InsufficientBalance);
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 100, bet: 0 });
  });

  it('pays wins from the house', async () => {
    const p = await createPlayer(db);
    await wallet.payWin({ key: `win:${p}`, playerId: p, amount: 12_345, reference: 'round' });
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 12_345 });
    expect((await checkBooks(db)).ok).toBe(true);
  });

  it('counts racing bets of one player exactly', async () => {
    const p = await createPlayer(db);
    await wallet.grantReward(db, p, { id: 2001, count: 10_000, betRate: 1 }, { key: `reward:${p}` });
    await Promise.all(Array.from({ length: 40 }, () => bet(p, 100)));
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 6_000, bet: 4_000 });
    expect(await wallet.turnoverStatus(p)).toMatchObject({ owed: 6_000 });
  });
});

describe('rewards', () => {
  it('credits points to the points balance and refuses items that are not money', async () => {
    const p = await createPlayer(db);
    await wallet.grantReward(db, p, { id: 2002, count: 700 }, { key: `points:${p}` });
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 0, lottery: 700 });
    await expect(wallet.grantReward(db, p, { id: 4001, count: 1 }, { key: `item:${p}` })).rejects.toBeInstanceOf(InvalidTransfer);
  });
});

describe('balances and levels', () => {
  it('reads coin, points, safebox, bet and the levels the bet reaches', async () => {
    const p = await createPlayer(db);
    expect(await wallet.readBalances(p)).toEqual({ coin: 0, lottery: 0, safebox: 0, bet: 0, vip: 0, vipExp: 0, userLevel: 0, hasSafeboxPassword: false });
    await wallet.grantReward(db, p, { id: 2001, count: 1_000_000 }, { key: `reward:${p}` });
    await bet(p, 500_050);
    await wallet.safebox.deposit(p, 1_000, 'request-01');
    expect(await wallet.readBalances(p)).toEqual({
      coin: 498_950, lottery: 0, safebox: 1_000, bet: 500_050, vip: 2, vipExp: 5_000, userLevel: 2, hasSafeboxPassword: false,
    });
  });

  it('follows the level table', () => {
    expect(levelsOf(0)).toEqual({ vip: 0, vipExp: 0, userLevel: 0 });
    expect(levelsOf(99_999)).toEqual({ vip: 0, vipExp: 999, userLevel: 0 });
    expect(levelsOf(100_000)).toEqual({ vip: 1, vipExp: 1_000, userLevel: 1 });
    expect(levelsOf(Number.MAX_SAFE_INTEGER).vip).toBe(DEFAULT_LEVELS.at(-1)?.level);
  });
});
