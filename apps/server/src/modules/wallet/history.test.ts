import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, MINUTE_MS } from '../../platform/clock.ts';
import { createWalletService } from './service.ts';
import type { WalletService } from './service.ts';
import { createPlayer, openTestDb, testCipher, testDecrypt } from './testing.ts';
import type { TestDb } from './testing.ts';

let db: TestDb;
let wallet: WalletService;
const clock = manualClock(new Date('2030-03-01T00:00:00Z'));
const start = clock.now().getTime();
let player: number;
let other: number;

beforeAll(async () => {
  db = await openTestDb();
  wallet = createWalletService({ db, clock, decryptPassword: testDecrypt });
  player = await createPlayer(db);
  other = await createPlayer(db);
  // One thing a minute: 1 reward, 30 bets, 1 win, a safebox round trip, points and an exchange.
  await wallet.grantReward(db, player, { id: 2001, count: 100_000 }, { key: `h:reward:${player}`, reference: 'welcome' });
  for (let i = 1; i <= 30; i++) {
    clock.advance(MINUTE_MS);
    await wallet.placeBet({ key: `h:bet:${player}:${i}`, playerId: player, amount: 100 * i, reference: `round-${i}` });
  }
  clock.advance(MINUTE_MS);
  await wallet.payWin({ key: `h:win:${player}`, playerId: player, amount: 5_000, reference: 'round-30' });
  clock.advance(MINUTE_MS);
  await wallet.safebox.deposit(player, 2_000, 'history-01');
  await wallet.safebox.initPassword(player, testCipher('history-pass'));
  clock.advance(MINUTE_MS);
  await wallet.safebox.withdraw(player, 500, testCipher('history-pass'), 'history-02');
  clock.advance(MINUTE_MS);
  await wallet.grantReward(db, player, { id: 2002, count: 20_000 }, { key: `h:points:${player}` });
  await wallet.points.exchange(player, 10_000, 'history-03');
  await wallet.grantReward(db, other, { id: 2001, count: 777 }, { key: `h:reward:${other}` });
});
afterAll(async () => {
  await db.close();
});

describe('transaction history', () => {
  it('lists the player\'s legs newest first with signed amounts and running balances', async () => {
    const page = await wallet.history(player, { page: 1, pageSize: 50 });
    // 1 reward + 30 bets + 1 win + 2 legs per safebox move (2) + points reward + 2 exchange legs.
    expect(page.total).toBe(1 + 30 + 1 + 4 + 1 + 2);
    expect(page.list).toHaveLength(39);
    const ids = page.list.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const oldest = page.list.at(-1);
    expect(oldest).toMatchObject({ kind: 'reward', asset: 'COIN', account: 'main', amount: 100_000, balanceAfter: 100_000, reference: 'welcome', createdAt: start });
    const firstBet = page.list.at(-2);
    expect(firstBet).toMatchObject({ kind: 'bet', amount: -100, balanceAfter: 99_900, reference: 'round-1', createdAt: start + MINUTE_MS });
    const safeboxLegs = page.list.filter((r) => r.kind === 'safeboxDeposit');
    expect(safeboxLegs.map((r) => [r.account, r.amount])).toEqual([['main', -2_000], ['safebox', 2_000]]);
    expect(page.list.filter((r) => r.kind === 'pointsExchange').map((r) => [r.asset, r.amount])).toEqual(expect.arrayContaining([['POINTS', -10_000], ['COIN', 80]]));
  });

  it('pages without gaps or repeats', async () => {
    const all = (await wallet.history(player, { page: 1, pageSize: 50 })).list;
    const paged = [];
    for (let page = 1; page <= 4; page++) {
      const res = await wallet.history(player, { page, pageSize: 10 });
      expect(res).toMatchObject({ total: 39, page, pageSize: 10 });
      paged.push(...res.list);
    }
    expect(paged).toEqual(all);
    expect((await wallet.history(player, { page: 5, pageSize: 10 })).list).toEqual([]);
  });

  it('filters by kind, asset and time range', async () => {
    const bets = await wallet.history(player, { page: 1, pageSize: 50, kinds: ['bet'] });
    expect(bets.total).toBe(30);
    expect(bets.list.every((r) => r.kind === 'bet' && r.amount < 0)).toBe(true);
    const wins = await wallet.history(player, { page: 1, pageSize: 50, kinds: ['win', 'reward'] });
    expect(wins.list.map((r) => r.kind).sort()).toEqual(['reward', 'reward', 'win']);
    const points = await wallet.history(player, { page: 1, pageSize: 50, asset: 'POINTS' });
    expect(points.list.map((r) => r.amount)).toEqual([-10_000, 20_000]);
    // Bets 5 to 9 happened at minutes 5 to 9: [from, to) includes the start and excludes the end.
    const window = await wallet.history(player, { page: 1, pageSize: 50, kinds: ['bet'], from: start + 5 * MINUTE_MS, to: start + 10 * MINUTE_MS });
    expect(window.list.map((r) => r.reference)).toEqual(['round-9', 'round-8', 'round-7', 'round-6', 'round-5']);
    expect((await wallet.history(player, { page: 1, pageSize: 50, from: start + 10 * MINUTE_MS, to: start })).total).toBe(0);
  });

  it('shows a player only their own transfers', async () => {
    const mine = await wallet.history(other, { page: 1, pageSize: 50 });
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ amount: 777, balanceAfter: 777 });
    const stranger = await createPlayer(db);
    expect(await wallet.history(stranger, { page: 1, pageSize: 50 })).toEqual({ list: [], total: 0, page: 1, pageSize: 50 });
  });
});
