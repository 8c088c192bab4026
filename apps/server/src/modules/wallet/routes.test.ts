import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode, ItemId, WalletErrcode } from '@casino/contract';
import { buildTestApp, call, encryptPassword, registerPlayer } from '../../../test/helper.ts';
import type { RegisteredPlayer, TestApp } from '../../../test/helper.ts';
import { checkBooks } from './books.ts';
import { createWalletService } from './service.ts';

/** The wallet calls through the real app: envelopes, errcodes, the sign-up credit. */

const SIGN_UP_COIN = 500;
let app: TestApp;
let player: RegisteredPlayer;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: SIGN_UP_COIN });
  player = await registerPlayer(app);
});
afterAll(() => app.dispose());

describe('wallet calls', () => {
  it('credits the sign-up coin at registration and shows it everywhere', async () => {
    expect(player.user).toMatchObject({ coin: SIGN_UP_COIN, safebox: 0, lottery: 0, hasSafeboxPassword: false });
    expect(await call(app, 'refreshData', {}, player.token)).toEqual({ code: 200, errcode: 0, coin: SIGN_UP_COIN, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 });
    expect(await call(app, 'getSafebox', {}, player.token)).toEqual({ code: 200, errcode: 0, coin: SIGN_UP_COIN, safebox: 0, hasSafeboxPassword: false });
  });

  it('moves coins into the safebox idempotently and out with the password', async () => {
    const p = await registerPlayer(app);
    const deposit = { amount: 200, requestId: 'route-dep-0001' };
    expect(await call(app, 'safeboxDeposit', deposit, p.token)).toEqual({ code: 200, errcode: 0, coin: 300, safebox: 200 });
    expect(await call(app, 'safeboxDeposit', deposit, p.token)).toEqual({ code: 200, errcode: 0, coin: 300, safebox: 200 });
    expect(await call(app, 'safeboxDeposit', { ...deposit, amount: 201 }, p.token)).toMatchObject({ code: 200, errcode: WalletErrcode.RequestIdReused });
    expect(await call(app, 'safeboxDeposit', { amount: 301, requestId: 'route-dep-0002' }, p.token)).toMatchObject({ code: 200, errcode: WalletErrcode.InsufficientBalance });

    const withdraw = (password: string, requestId: string) => call(app, 'safeboxWithdraw', { amount: 50, password, requestId }, p.token);
    expect(await withdraw(await encryptPassword(app, 'box-pass-1'), 'route-out-0001')).toMatchObject({ errcode: WalletErrcode.SafeboxPasswordNotSet });
    expect(await call(app, 'safeboxPasswordInit', { password: await encryptPassword(app, 'box-pass-1') }, p.token)).toEqual({ code: 200, errcode: 0 });
    expect(await call(app, 'safeboxPasswordInit', { password: await encryptPassword(app, 'box-pass-2') }, p.token)).toMatchObject({ errcode: WalletErrcode.SafeboxPasswordAlreadySet });
    expect(await withdraw(await encryptPassword(app, 'box-pass-2'), 'route-out-0002')).toMatchObject({ errcode: WalletErrcode.SafeboxPasswordWrong });
    expect(await withdraw('QUJD', 'route-out-0003')).toMatchObject({ errcode: Errcode.PasswordUndecryptable });
    expect(await withdraw(await encryptPassword(app, 'box-pass-1'), 'route-out-0004')).toEqual({ code: 200, errcode: 0, coin: 350, safebox: 150 });

    expect(await call(app, 'modifySafePassword', {
      oldPassword: await encryptPassword(app, 'box-pass-1'), password: await encryptPassword(app, 'box-pass-3'),
    }, p.token)).toEqual({ code: 200, errcode: 0 });
    expect(await withdraw(await encryptPassword(app, 'box-pass-3'), 'route-out-0005')).toMatchObject({ errcode: 0, safebox: 100 });

    expect(await call(app, 'getAfterLoginInfo', {}, p.token)).toMatchObject({ coin: 400, safebox: 100, hasSafeboxPassword: true });
  });

  it('locks the safebox with retryAfter after repeated wrong passwords', async () => {
    const p = await registerPlayer(app);
    await call(app, 'safeboxPasswordInit', { password: await encryptPassword(app, 'lock-me-1') }, p.token);
    let last: Record<string, unknown> = {};
    for (let i = 0; i < 5; i++) {
      last = await call(app, 'safeboxWithdraw', { amount: 1, password: await encryptPassword(app, 'not-it-at-all'), requestId: `lock-${i}-000` }, p.token);
    }
    expect(last).toMatchObject({ code: 200, errcode: WalletErrcode.SafeboxLocked, retryAfter: 900 });
  });

  it('exchanges points and tells the terms', async () => {
    expect(await call(app, 'getLotterConfig', {}, player.token)).toEqual({ code: 200, errcode: 0, rate: 0.008, minimum: 10_000, lottery: 0 });
    expect(await call(app, 'lotteryExchange', { amount: 10_000, requestId: 'route-points-01' }, player.token)).toMatchObject({ errcode: WalletErrcode.InsufficientBalance });
    expect(await call(app, 'lotteryExchange', { amount: 9_999, requestId: 'route-points-02' }, player.token)).toMatchObject({ errcode: WalletErrcode.PointsBelowMinimum });
  });

  it('lists the transaction history, the player\'s own only', async () => {
    const p = await registerPlayer(app);
    await call(app, 'safeboxDeposit', { amount: 100, requestId: 'route-hist-0001' }, p.token);
    const res = await call(app, 'getTransactionRecord', { page: 1, pageSize: 10 }, p.token);
    expect(res).toMatchObject({ code: 200, errcode: 0, total: 3, page: 1, pageSize: 10 });
    expect(res.list?.map((r) => [r.kind, r.account, r.amount, r.balanceAfter])).toEqual([
      ['safeboxDeposit', 'main', -100, 400], ['safeboxDeposit', 'safebox', 100, 100], ['signUpBonus', 'main', SIGN_UP_COIN, SIGN_UP_COIN],
    ]);
    const filtered = await call(app, 'getTransactionRecord', { kinds: ['signUpBonus'] }, p.token);
    expect(filtered).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(await call(app, 'getTransactionRecord', { pageSize: 51 }, p.token)).toMatchObject({ code: 400, errcode: 400 });
    expect((await call(app, 'getTransactionRecord', {}, player.token)).list?.every((r) => r.kind !== 'safeboxDeposit' || r.reference !== 'route-hist-0001')).toBe(true);
  });

  it('shows the wallet at a glance, with the reward turnover owed as bets pay it down', async () => {
    const p = await registerPlayer(app);
    expect(await call(app, 'getWallet', {}, p.token)).toEqual({
      code: 200, errcode: 0, coin: SIGN_UP_COIN, safebox: 0, lottery: 0, bet: 0, hasSafeboxPassword: false,
      turnover: { owed: 0, required: 0, progress: 1 },
    });
    const wallet = createWalletService({ db: app.db, clock: app.clock, decryptPassword: () => null });
    await wallet.grantReward(app.db, p.user.id, { id: ItemId.Coin, count: 1_000, betRate: 2 }, { key: `route-reward-${p.user.id}` });
    await wallet.placeBet({ key: `route-bet-${p.user.id}`, playerId: p.user.id, amount: 500, reference: 'round-1' });
    await call(app, 'safeboxDeposit', { amount: 100, requestId: 'route-glance-01' }, p.token);
    expect(await call(app, 'getWallet', {}, p.token)).toEqual({
      code: 200, errcode: 0, coin: SIGN_UP_COIN + 1_000 - 500 - 100, safebox: 100, lottery: 0, bet: 500, hasSafeboxPassword: false,
      turnover: { owed: 1_500, required: 2_000, progress: 0.25 },
    });
    expect(await call(app, 'getWallet', {})).toMatchObject({ code: 401 });
  });

  it('refuses bad amounts and request ids as bad input, and callers without a login', async () => {
    expect(await call(app, 'safeboxDeposit', { amount: 0, requestId: 'route-bad-0001' }, player.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^amount: /) });
    expect(await call(app, 'safeboxDeposit', { amount: 1.5, requestId: 'route-bad-0001' }, player.token)).toMatchObject({ code: 400 });
    expect(await call(app, 'safeboxDeposit', { amount: 1, requestId: 'short' }, player.token)).toMatchObject({ code: 400, msg: expect.stringMatching(/^requestId: /) });
    expect(await call(app, 'getSafebox', {})).toMatchObject({ code: 401 });
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });
});
