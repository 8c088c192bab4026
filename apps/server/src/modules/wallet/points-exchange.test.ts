import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletErrcode } from '@casino/contract';
import { manualClock } from '../../platform/clock.ts';
import { Refusal } from '../../platform/refusal.ts';
import { checkBooks } from './books.ts';
import { readSystemBalance } from './ledger-store.ts';
import { coinsFor, createPointsExchange, DEFAULT_POINTS_EXCHANGE } from './points-exchange.ts';
import { createWalletService } from './service.ts';
import type { WalletService } from './service.ts';
import { createPlayer, openTestDb, testDecrypt } from './testing.ts';
import type { TestDb } from './testing.ts';

let db: TestDb;
let wallet: WalletService;

beforeAll(async () => {
  db = await openTestDb();
  wallet = createWalletService({ db, clock: manualClock(), decryptPassword: testDecrypt });
});
afterAll(async () => {
  await db.close();
});

async function playerWithPoints(points: number): Promise<number> {
  const p = await createPlayer(db);
  await wallet.grantReward(db, p, { id: 2002, count: points }, { key: `points:${p}` });
  return p;
}

const errcodeOf = (promise: Promise<unknown>) => promise.then(() => 0, (e: unknown) => (e instanceof Refusal ? e.errcode : -1));

describe('points exchange', () => {
  it('tells the rate, the minimum and the points balance', async () => {
    const p = await playerWithPoints(12_345);
    expect(await wallet.points.config(p)).toEqual({ rate: 0.008, minimum: 10_000, lottery: 12_345 });
  });

  it('turns points into coins at the rate, rounding the coins down', async () => {
    expect(coinsFor(10_000, DEFAULT_POINTS_EXCHANGE)).toBe(80);
    expect(coinsFor(10_126, DEFAULT_POINTS_EXCHANGE)).toBe(81);
    expect(coinsFor(2 ** 52, DEFAULT_POINTS_EXCHANGE)).toBe(Math.floor((2 ** 52 * 8) / 1000));
    const p = await playerWithPoints(50_000);
    const issuanceBefore = await readSystemBalance(db, 'points_issuance', 'POINTS');
    const result = await wallet.points.exchange(p, 25_000, 'exchange-0001');
    expect(result).toEqual({ points: 25_000, coins: 200, coin: 200, lottery: 25_000 });
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 200, lottery: 25_000 });
    expect(await readSystemBalance(db, 'points_issuance', 'POINTS')).toBe(issuanceBefore + 25_000);
    expect((await checkBooks(db)).ok).toBe(true);
  });

  it('refuses below the minimum and beyond the balance, moving nothing', async () => {
    const p = await playerWithPoints(15_000);
    expect(await errcodeOf(wallet.points.exchange(p, 9_999, 'exchange-0002'))).toBe(WalletErrcode.PointsBelowMinimum);
    expect(await errcodeOf(wallet.points.exchange(p, 15_001, 'exchange-0003'))).toBe(WalletErrcode.InsufficientBalance);
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 0, lottery: 15_000 });
  });

  it('returns the first exchange for a retry, at its rate even after the terms changed', async () => {
    const p = await playerWithPoints(30_000);
    const first = await wallet.points.exchange(p, 10_000, 'exchange-0004');
    const dearer = createPointsExchange({ db, ledger: wallet.ledger, terms: { coins: 1, points: 1_000, minimum: 1_000 } });
    expect(await dearer.exchange(p, 10_000, 'exchange-0004')).toEqual(first);
    expect(await errcodeOf(wallet.points.exchange(p, 10_001, 'exchange-0004'))).toBe(WalletErrcode.RequestIdReused);
    expect(await wallet.readBalances(p)).toMatchObject({ coin: 80, lottery: 20_000 });
  });

  it('refuses terms that could create value from nothing', () => {
    expect(() => createPointsExchange({ db, ledger: wallet.ledger, terms: { coins: 0, points: 1_000, minimum: 1 } })).toThrow(RangeError);
  });
});
